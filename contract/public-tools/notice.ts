// Public tool: the last day of a lease under a notice (congé) received on a date, by who gives it,
// the lease type, the zone tendue or the tenant's reason (loi 89-462 art. 15, 25-8, 25-15; loi
// 86-1290 art. 57 A; code de commerce L145-4 and L145-9). No key; nothing stored.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { isoDate, problemSchema, publicToolResponses } from '../common.js';
import { LEASE_TYPE_CODES } from '../vocabulary/leasing.js';
import { LEASE_PARTIES } from '../vocabulary/leasing.js';
import { LANDLORD_REASONS, TENANT_REASONS } from '../vocabulary/lifecycle.js';

const c = initContract();

/** Art. 15 I al. 2: the tenant's reasons for one month's notice (STANDARD: none); art. 15 I al. 1: the landlord's. */

const isTenantReason = (reason: string) => (TENANT_REASONS as readonly string[]).includes(reason);

export const publicNoticeBody = z
  .object({
    given_by: z.enum(LEASE_PARTIES),
    lease_type: z.enum(LEASE_TYPE_CODES),
    received_on: isoDate.describe('the day the notice was received (letter, bailiff, or hand delivery)'),
    reason: z
      .enum([...TENANT_REASONS, ...LANDLORD_REASONS])
      .optional()
      .describe("the tenant's reason for a shorter notice (default STANDARD), or the landlord's motive"),
    reason_justified: z
      .boolean()
      .default(true)
      .describe("the tenant's reason is justified when the notice is given (art. 15 I al. 2)"),
    zone_tendue: z.boolean().default(false).describe('the dwelling is in a zone tendue (décret 2013-392)'),
    lease_start_date: isoDate
      .optional()
      .describe('needed for a commercial lease and a landlord notice on a furnished one'),
    lease_end_date: isoDate
      .optional()
      .describe("the lease's last day: needed for a landlord notice and a bail mobilité"),
  })
  .strict()
  .refine((body) => body.reason === undefined || isTenantReason(body.reason) === (body.given_by === 'TENANT'), {
    message: "a tenant gives a tenant's reason, a landlord one of REPRISE, SALE, LEGITIMATE_AND_SERIOUS",
    path: ['reason'],
  })
  .refine(
    (body) =>
      body.lease_end_date !== undefined || (body.given_by === 'TENANT' && body.lease_type !== 'MobiliteEtudiante'),
    { message: "lease_end_date is needed for a landlord's notice and a bail mobilité", path: ['lease_end_date'] },
  )
  .refine(
    (body) =>
      body.lease_start_date !== undefined ||
      (body.lease_type !== 'Commercial' && !(body.given_by === 'LANDLORD' && body.lease_type === 'HabitationMeublee')),
    {
      message: "lease_start_date is needed for a commercial lease and a landlord's notice on a furnished lease",
      path: ['lease_start_date'],
    },
  )
  .refine(
    (body) =>
      body.lease_start_date === undefined ||
      ((body.lease_end_date === undefined || body.lease_end_date > body.lease_start_date) &&
        body.received_on >= body.lease_start_date),
    { message: 'the lease starts before it ends and before the notice', path: ['lease_start_date'] },
  );

export const publicNoticeSchema = z.object({
  given_by: z.enum(LEASE_PARTIES),
  lease_type: z.enum(LEASE_TYPE_CODES),
  received_on: z.string(),
  notice_months: z.number().int(),
  end_date: z.string().describe("the lease's last day under the notice"),
  reduced: z.boolean().describe("the tenant's one-month notice of art. 15 I al. 2 applied"),
  latest_receipt_date: z
    .string()
    .nullable()
    .describe("a landlord's notice: the last day it could be received to end the lease at its term"),
  legal_reference: z.string(),
});

export const publicNoticeContract = c.router(
  {
    compute: {
      method: 'POST',
      path: '/public/tools/notice-end-date',
      body: publicNoticeBody,
      responses: { 200: publicNoticeSchema, 422: problemSchema },
      summary:
        "Public: the last day of a lease under a notice received on a date (422: a landlord's notice received too late for the term, or on a lease the landlord cannot give notice on)",
      metadata: { public: true },
    },
  },
  { commonResponses: publicToolResponses },
);
