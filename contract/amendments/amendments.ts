import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  commonResponses,
  deleted,
  isoDate,
  listQuery,
  nonEmptyText,
  paginated,
  problemSchema,
  text,
  timestamp,
  uuid,
} from '../common.js';
import { AMENDMENT_STATUSES, AMENDMENT_TYPES } from '../vocabulary/amendments.js';

const c = initContract();

export const amendmentSchema = z.object({
  id: uuid,
  lease_id: uuid,
  amendment_number: z.number().int().describe('1, 2, 3 ... per lease'),
  type: z.enum(AMENDMENT_TYPES),
  title: z.string(),
  description: z.string().nullable(),
  effective_date: isoDate,
  status: z.enum(AMENDMENT_STATUSES),
  reason: z.string().nullable(),
  created_by: uuid.describe('the API key (principal) that created it'),
  expires_at: timestamp.nullable().describe('set on PENDING_SIGNATURE: when the amendment lapses unsigned'),
  activated_at: timestamp.nullable(),
  allowed_next_statuses: z.array(z.enum(AMENDMENT_STATUSES)),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AmendmentDto = z.infer<typeof amendmentSchema>;

export const createAmendmentBody = z
  .object({
    type: z.enum(AMENDMENT_TYPES),
    title: nonEmptyText(200),
    description: text(5000).nullable().optional(),
    effective_date: isoDate,
    reason: text(2000).nullable().optional(),
  })
  .strict();

export const updateAmendmentBody = z
  .object({
    title: nonEmptyText(200),
    description: text(5000).nullable(),
    effective_date: isoDate,
    reason: text(2000).nullable(),
  })
  .partial()
  .strict();

export const amendmentStatusBody = z
  .object({ status: z.enum(AMENDMENT_STATUSES), reason: text(2000).nullable().optional() })
  .strict();

export const leaseParams = z.object({ lease_id: uuid });
export const amendmentParams = z.object({ lease_id: uuid, amendment_id: uuid });
const read = { permission: 'leases:read' } as const;
const write = { permission: 'leases:write' } as const;
const refusals = { 409: problemSchema, 422: problemSchema };

export const leaseAmendmentsContract = c.router(
  {
    create: {
      method: 'POST',
      path: '/leases/:lease_id/amendments',
      pathParams: leaseParams,
      body: createAmendmentBody,
      responses: { 201: amendmentSchema, ...refusals },
      summary:
        'Create a DRAFT amendment of an ACTIVE or NOTICE lease (409 otherwise; 422 for an effective_date outside the lease)',
      metadata: write,
    },
    list: {
      method: 'GET',
      path: '/leases/:lease_id/amendments',
      pathParams: leaseParams,
      query: listQuery([
        'amendment_number',
        'effective_date',
        'status',
        'type',
        'title',
        'created_at',
        'updated_at',
      ]).extend({
        status: z.enum(AMENDMENT_STATUSES).optional(),
        type: z.enum(AMENDMENT_TYPES).optional(),
        effective_date_from: isoDate.optional(),
        effective_date_to: isoDate.optional(),
        search: text(100).optional().describe('in title and description'),
      }),
      responses: { 200: paginated(amendmentSchema) },
      summary: 'List the amendments of a lease (filters status, type, effective_date_from/_to, search)',
      metadata: { ...read, list: true },
    },
    get: {
      method: 'GET',
      path: '/leases/:lease_id/amendments/:amendment_id',
      pathParams: amendmentParams,
      responses: { 200: amendmentSchema },
      summary: 'One amendment',
      metadata: read,
    },
    update: {
      method: 'PUT',
      path: '/leases/:lease_id/amendments/:amendment_id',
      pathParams: amendmentParams,
      body: updateAmendmentBody,
      responses: { 200: amendmentSchema, ...refusals },
      summary: 'Update a DRAFT amendment (409 otherwise); the change is written to its history',
      metadata: write,
    },
    remove: {
      method: 'DELETE',
      path: '/leases/:lease_id/amendments/:amendment_id',
      pathParams: amendmentParams,
      body: null,
      responses: { ...deleted, 409: problemSchema },
      summary: 'Delete a DRAFT amendment with its details, documents and history (409 otherwise)',
      metadata: { permission: 'leases:delete' },
    },
    changeStatus: {
      method: 'PUT',
      path: '/leases/:lease_id/amendments/:amendment_id/status',
      pathParams: amendmentParams,
      body: amendmentStatusBody,
      responses: { 200: amendmentSchema, ...refusals },
      summary:
        'Move the amendment (409 with allowed_next_statuses for an illegal move; 422 when its details, validations or the law forbid it); ACTIVE applies it to the lease',
      metadata: write,
    },
  },
  { commonResponses },
);
