import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, money, isoDate, listQuery, paginated, problemSchema, timestamp, uuid } from '../common.js';
import { CHARGE_CATEGORY_CODES } from '../vocabulary/charges.js';
import { chargeCategory } from './categories.js';
import { frozenProblemSchema } from './freeze-periods.js';

const c = initContract();

export const chargeProvisionSchema = z.object({
  id: uuid,
  lease_id: uuid,
  category: z.enum(CHARGE_CATEGORY_CODES),
  monthly_amount: z.number().describe('euros a month'),
  effective_from: isoDate,
  effective_to: isoDate.nullable().describe('last day it applies; null while it runs'),
  created_at: timestamp,
  updated_at: timestamp,
});

const fields = {
  category: chargeCategory,
  monthly_amount: money(1_000_000),
  effective_from: isoDate.describe('within the lease (422)'),
  effective_to: isoDate.nullable().describe('not before effective_from (422)'),
};

export const createChargeProvisionBody = z
  .object({ ...fields, effective_to: fields.effective_to.optional() })
  .strict()
  .describe('One provision at a time per category (409 when another overlaps); 409 during a freeze period');
export const updateChargeProvisionBody = z.object(fields).partial().strict();

const leaseParams = z.object({ lease_id: uuid });
const provisionParams = z.object({ lease_id: uuid, provision_id: uuid });
const read = { permission: 'leases:read' } as const;
const write = { permission: 'leases:write' } as const;
const refused = { 409: frozenProblemSchema, 422: problemSchema } as const;

export const chargeProvisionsContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/leases/:lease_id/charge-provisions',
      pathParams: leaseParams,
      query: listQuery(['effective_from', 'category', 'created_at']).extend({ category: chargeCategory.optional() }),
      responses: { 200: paginated(chargeProvisionSchema) },
      summary: 'The monthly charge provisions of a lease, by category',
      metadata: { ...read, list: true },
    },
    create: {
      method: 'POST',
      path: '/leases/:lease_id/charge-provisions',
      pathParams: leaseParams,
      body: createChargeProvisionBody,
      responses: { 201: chargeProvisionSchema, ...refused },
      summary: 'Set a monthly provision for a category from a date (audited)',
      metadata: write,
    },
    get: {
      method: 'GET',
      path: '/leases/:lease_id/charge-provisions/:provision_id',
      pathParams: provisionParams,
      responses: { 200: chargeProvisionSchema },
      summary: 'Get a provision',
      metadata: read,
    },
    update: {
      method: 'PUT',
      path: '/leases/:lease_id/charge-provisions/:provision_id',
      pathParams: provisionParams,
      body: updateChargeProvisionBody,
      responses: { 200: chargeProvisionSchema, ...refused },
      summary: 'Change a provision (409 when it touches a freeze period; audited)',
      metadata: write,
    },
    remove: {
      method: 'DELETE',
      path: '/leases/:lease_id/charge-provisions/:provision_id',
      pathParams: provisionParams,
      body: null,
      responses: { 204: z.undefined(), 409: frozenProblemSchema },
      summary: 'Delete a provision (409 when it touches a freeze period; audited)',
      metadata: { permission: 'leases:delete' },
    },
  },
  { commonResponses },
);
