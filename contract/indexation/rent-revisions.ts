import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, isoDate, listQuery, paginated, problemSchema, timestamp, uuid } from '../common.js';
import { INDEX_REVISION_STATUSES, INDEX_SERIES } from '../vocabulary/indexation.js';

const c = initContract();

const computation = {
  revision_date: z.string().describe('an anniversary of the lease next_revision_date (or of its start)'),
  claimed_on: z.string(),
  claim_deadline: z.string().describe('a revision claimed later is forfeited (art. 17-1)'),
  effective_date: z.string().describe('the revision date, or the claim when later: never retroactive'),
  index_series: z.enum(INDEX_SERIES).describe("the series of the dwelling's location for the IRL"),
  reference_quarter: z.number().int(),
  new_index_quarter: z.string(),
  new_index_value: z.number(),
  old_index_quarter: z.string(),
  old_index_value: z.number(),
  previous_rent_amount: z.number(),
  revised_rent_amount: z.number().describe('rent × new index / old index, truncated to the cent'),
};

export const revisionSimulationSchema = z.object(computation);

export const indexRevisionSchema = z.object({
  id: uuid,
  lease_id: uuid,
  ...computation,
  status: z.enum(INDEX_REVISION_STATUSES),
  applied_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});

const request = {
  revision_date: isoDate.optional().describe('default: the latest revision date on or before the claim'),
  reference_quarter: z
    .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])
    .optional()
    .describe(
      'the quarter the lease names; default: the one of the last revision, else of the last index published at the start',
    ),
};

const params = z.object({ lease_id: uuid });
const revisionParams = z.object({ lease_id: uuid, revision_id: uuid });
const rules = { 409: problemSchema, 422: problemSchema };

export const rentRevisionsContract = c.router(
  {
    simulate: {
      method: 'POST',
      path: '/leases/:lease_id/revisions/simulate',
      pathParams: params,
      body: z.object({ ...request, claimed_on: isoDate.optional().describe('default: today') }).strict(),
      responses: { 200: revisionSimulationSchema, ...rules },
      summary:
        'Compute the yearly revision without recording it (422: bail mobilité, F/G dwelling, unindexed, forfeited, or an index not loaded, named)',
      metadata: { permission: 'leases:read' },
    },
    list: {
      method: 'GET',
      path: '/leases/:lease_id/revisions',
      pathParams: params,
      query: listQuery(['revision_date', 'status', 'created_at']).extend({
        status: z.enum(INDEX_REVISION_STATUSES).optional(),
      }),
      responses: { 200: paginated(indexRevisionSchema) },
      summary: 'The recorded revisions of a lease (latest revision date first)',
      metadata: { permission: 'leases:read', list: true },
    },
    get: {
      method: 'GET',
      path: '/leases/:lease_id/revisions/:revision_id',
      pathParams: revisionParams,
      responses: { 200: indexRevisionSchema },
      summary: 'One recorded revision',
      metadata: { permission: 'leases:read' },
    },
    record: {
      method: 'POST',
      path: '/leases/:lease_id/revisions',
      pathParams: params,
      body: z
        .object({ ...request, claimed_on: isoDate.describe('the day the landlord claimed the revision') })
        .strict(),
      responses: { 201: indexRevisionSchema, ...rules },
      summary: 'Record a claimed revision with its computation (one per revision date: 409)',
      metadata: { permission: 'leases:write' },
    },
    apply: {
      method: 'POST',
      path: '/leases/:lease_id/revisions/:revision_id/apply',
      pathParams: revisionParams,
      body: z.object({}).strict().optional(),
      responses: { 200: indexRevisionSchema, ...rules },
      summary:
        'Apply a recorded revision: the rent changes from the effective date (rent history), next_revision_date moves a year on',
      metadata: { permission: 'leases:write' },
    },
  },
  { commonResponses },
);
