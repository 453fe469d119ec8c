import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  type BodyCases,
  commonResponses,
  deleted,
  isoDate,
  listQuery,
  money,
  nonEmptyText,
  paginated,
  problemSchema,
  uuid,
} from '../common.js';
import { RETENTION_CATEGORIES, depositRetentionSchema } from './deposit.js';

const c = initContract();

const settlement = {
  accounts_approved_on: isoDate.nullable(),
  settled_amount: money().nullable(),
  settled_on: isoDate.nullable(),
};

const params = z.object({ lease_id: uuid });
const retentionParams = z.object({ lease_id: uuid, retention_id: uuid });
const rules = { 409: problemSchema, 422: problemSchema };
/** The settlement belongs to the charges provision only. */
const provisionOnly: BodyCases = {
  category: [{ values: ['CHARGES_PROVISION'] }, { forbids: Object.keys(settlement) }],
};

export const depositRetentionsContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/leases/:lease_id/deposit/retentions',
      pathParams: params,
      query: listQuery(['created_at', 'amount', 'category']).extend({
        category: z.enum(RETENTION_CATEGORIES).optional(),
      }),
      responses: { 200: paginated(depositRetentionSchema) },
      summary: 'What is kept from the deposit, each amount with its justification',
      metadata: { permission: 'leases:read', list: true },
    },
    get: {
      method: 'GET',
      path: '/leases/:lease_id/deposit/retentions/:retention_id',
      pathParams: retentionParams,
      responses: { 200: depositRetentionSchema },
      summary: 'One retention',
      metadata: { permission: 'leases:read' },
    },
    add: {
      method: 'POST',
      path: '/leases/:lease_id/deposit/retentions',
      pathParams: params,
      body: z
        .object({
          category: z.enum(RETENTION_CATEGORIES),
          amount: money().min(0.01),
          justification: nonEmptyText(2000).describe(
            'what the amount is for, with its proof (invoice, quote, statement)',
          ),
          ...z.object(settlement).partial().shape,
        })
        .strict(),
      responses: { 201: depositRetentionSchema, ...rules },
      summary:
        'Keep an amount (total at most the deposit held; CHARGES_PROVISION only in a collective building and at most 20 %)',
      metadata: { permission: 'leases:write', bodyCases: provisionOnly },
    },
    update: {
      method: 'PUT',
      path: '/leases/:lease_id/deposit/retentions/:retention_id',
      pathParams: retentionParams,
      body: z
        .object({ amount: money().min(0.01), justification: nonEmptyText(2000), ...settlement })
        .partial()
        .strict(),
      responses: { 200: depositRetentionSchema, ...rules },
      summary: 'Change a retention before restitution; settle a charges provision at any time',
      metadata: { permission: 'leases:write' },
    },
    remove: {
      method: 'DELETE',
      path: '/leases/:lease_id/deposit/retentions/:retention_id',
      pathParams: retentionParams,
      body: null,
      responses: { ...deleted, 409: problemSchema, 422: problemSchema },
      summary: 'Drop a retention before restitution',
      metadata: { permission: 'leases:delete' },
    },
  },
  { commonResponses },
);
