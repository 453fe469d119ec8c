import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  commonResponses,
  deleted,
  isoDate,
  listQuery,
  money,
  nonEmptyText,
  paginated,
  problemSchema,
  type BodyCases,
  uuid,
} from '../common.js';
import { RETENTION_CATEGORIES } from '../vocabulary/billing.js';
import { depositRetentionSchema } from './deposit.js';

const c = initContract();

const settlement = {
  accounts_approved_on: isoDate.nullable(),
  settled_amount: money().nullable(),
  settled_on: isoDate.nullable(),
};

const params = z.object({ lease_id: uuid });
const retentionParams = z.object({ lease_id: uuid, retention_id: uuid });
const rules = { 409: problemSchema, 422: problemSchema };
/** The settlement belongs to the charges provision only, the key handover to missing keys only. */
const byCategory: BodyCases = {
  category: [
    { values: ['CHARGES_PROVISION'], forbids: ['key_handover_id'] },
    { values: ['MISSING_KEYS'], requires: ['key_handover_id'], forbids: Object.keys(settlement) },
    { forbids: [...Object.keys(settlement), 'key_handover_id'] },
  ],
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
          amount: money(10_000_000, 0.01),
          justification: nonEmptyText(2000).describe(
            'what the amount is for, with its proof (invoice, quote, statement)',
          ),
          ...z.object(settlement).partial().shape,
          key_handover_id: uuid
            .optional()
            .describe("MISSING_KEYS: the handover back from the lease's tenant that recorded keys missing"),
        })
        .strict(),
      responses: { 201: depositRetentionSchema, ...rules },
      summary:
        'Keep an amount (total at most the deposit held; CHARGES_PROVISION only in a collective building and at most 20 %; MISSING_KEYS names the handover that recorded keys missing)',
      description: [
        'The deposit held is what was received, or the amount agreed while nothing is recorded as received (loi 89-462 art. 22).',
        '- 422, by `code` in `errors`: the retentions together above the deposit held (`retentions_exceed_deposit`); a CHARGES_PROVISION outside a collective building (a Collective place or a copropriété: `not_collective_building`) or above 20 % of the deposit held (`provision_over_20_percent`, art. 22 al. 5); a settled amount above the provision (`settled_over_provision`).',
        '- 400: the settlement fields (`accounts_approved_on`, `settled_amount`, `settled_on`) on another category; `settled_amount` without `settled_on` or the other way round; a settlement before the accounts were approved.',
        "- 422 for MISSING_KEYS: a `key_handover_id` that is not a handover back from the lease's tenant with keys missing (`no_missing_keys`). 400: `key_handover_id` on another category, or missing on MISSING_KEYS.",
      ].join('\n'),
      metadata: { permission: 'leases:write', bodyCases: byCategory },
    },
    update: {
      method: 'PUT',
      path: '/leases/:lease_id/deposit/retentions/:retention_id',
      pathParams: retentionParams,
      body: z
        .object({ amount: money(10_000_000, 0.01), justification: nonEmptyText(2000), ...settlement })
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
