// Lease notices (spec, named area "lease notices"): a congé by the tenant or the landlord under loi
// 89-462 (art. 15, 25-8, 25-15), its period and the lease's last day computed by the law; the lease
// moves ACTIVE -> NOTICE, then FINALISATION on that day (the lease-lifecycle process).
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  aliasedEnum,
  commonResponses,
  isoDate,
  listQuery,
  money,
  noBody,
  nonEmptyText,
  paginated,
  problemSchema,
  spellingAliases,
  text,
  timestamp,
  uuid,
} from '../common.js';
import { DELIVERY_MODES, BENEFICIARY_RELATIONSHIPS, NOTICE_REASONS, NOTICE_STATUSES } from '../vocabulary/lifecycle.js';
import { LEASE_PARTIES } from '../vocabulary/leasing.js';

const c = initContract();

const spelled = <const R extends readonly [string, ...string[]]>(values: R) =>
  aliasedEnum(values, spellingAliases(values));

export const leaseNoticeSchema = z.object({
  id: uuid,
  lease_id: uuid,
  given_by: z.enum(LEASE_PARTIES),
  reason: z.enum(NOTICE_REASONS),
  received_date: isoDate,
  delivery_mode: z.enum(DELIVERY_MODES),
  notice_months: z.number().int(),
  end_date: isoDate.describe("the lease's last day under the notice"),
  status: z.enum(NOTICE_STATUSES),
  reduced_notice: z.boolean().describe('the one-month period of art. 15 I al. 2 applies'),
  zone_tendue: z.boolean().describe('shortened because the dwelling lies in a zone tendue'),
  legal_reference: z.string(),
  motive_details: z.string().nullable(),
  beneficiary_name: z.string().nullable(),
  beneficiary_relationship: z.enum(BENEFICIARY_RELATIONSHIPS).nullable(),
  sale_price: z.number().nullable(),
  document_media_ids: z.array(uuid),
  withdrawn_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type LeaseNoticeDto = z.infer<typeof leaseNoticeSchema>;

export const giveNoticeBody = z
  .object({
    given_by: spelled(LEASE_PARTIES),
    reason: spelled(NOTICE_REASONS)
      .optional()
      .describe(
        "tenant: STANDARD (default) or a reason that shortens an unfurnished lease's notice; landlord: REPRISE, SALE, LEGITIMATE_AND_SERIOUS",
      ),
    received_date: isoDate.describe('the day the letter was received; the period runs from it; not in the future'),
    delivery_mode: spelled(DELIVERY_MODES),
    requested_end_date: isoDate.optional().describe('a tenant may leave later than the period allows'),
    motive_details: text(2000).optional(),
    beneficiary_name: nonEmptyText(255).optional().describe('REPRISE: who will live there'),
    beneficiary_relationship: spelled(BENEFICIARY_RELATIONSHIPS).optional(),
    sale_price: money(1e11, 0.01)
      .optional()
      .describe('SALE of an unfurnished dwelling: the price offered to the tenant, EUR'),
    document_media_ids: z
      .array(uuid)
      .max(20)
      .optional()
      .describe('the letter and the justification of a shortened period (POST /media)'),
    tenant_resources_below_ceiling: z
      .boolean()
      .optional()
      .describe('landlord notice, a tenant over 65 at the term (art. 15 III)'),
    lessor_protected: z.boolean().optional().describe('the landlord is over 65 or under the resources ceiling'),
    rehousing_offered: z.boolean().optional(),
  })
  .strict();

const leaseParams = z.object({ lease_id: uuid });
const noticeParams = z.object({ lease_id: uuid, notice_id: uuid });

export const leaseNoticesContract = c.router(
  {
    give: {
      method: 'POST',
      path: '/leases/:lease_id/notices',
      pathParams: leaseParams,
      body: giveNoticeBody,
      responses: { 201: leaseNoticeSchema, 409: problemSchema, 422: problemSchema },
      summary:
        'Record a notice on an ACTIVE lease: the law gives its period and the last day; the lease is under NOTICE',
      metadata: { permission: 'leases:write' },
    },
    list: {
      method: 'GET',
      path: '/leases/:lease_id/notices',
      pathParams: leaseParams,
      query: listQuery(['received_date', 'end_date', 'created_at']).extend({
        given_by: spelled(LEASE_PARTIES).optional(),
        status: spelled(NOTICE_STATUSES).optional(),
      }),
      responses: { 200: paginated(leaseNoticeSchema) },
      summary: 'The notices of a lease (filters given_by, status)',
      metadata: { permission: 'leases:read', list: true },
    },
    get: {
      method: 'GET',
      path: '/leases/:lease_id/notices/:notice_id',
      pathParams: noticeParams,
      responses: { 200: leaseNoticeSchema },
      summary: 'One notice of a lease',
      metadata: { permission: 'leases:read' },
    },
    withdraw: {
      method: 'POST',
      path: '/leases/:lease_id/notices/:notice_id/withdraw',
      pathParams: noticeParams,
      body: noBody,
      responses: { 200: leaseNoticeSchema, 409: problemSchema, 422: problemSchema },
      summary: 'Withdraw a running notice by agreement: the lease is ACTIVE again',
      metadata: { permission: 'leases:write' },
    },
  },
  { commonResponses },
);
