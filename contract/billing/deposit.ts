import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, isoDate, money, problemSchema, text, timestamp, uuid } from '../common.js';
import { DEPOSIT_STATUSES, RETENTION_CATEGORIES } from '../vocabulary/billing.js';

const c = initContract();

export const depositRetentionSchema = z.object({
  id: uuid,
  lease_id: uuid,
  deposit_id: uuid,
  category: z
    .enum(RETENTION_CATEGORIES)
    .describe(
      'REPAIRS (dégradations), UNPAID_RENT, UNPAID_CHARGES, CHARGES_PROVISION (collective building, at most 20 %), OTHER_DUE (sums owed in the tenant place), MISSING_KEYS (keys not returned, key_handover_id names the handover)',
    ),
  key_handover_id: uuid.nullable().describe('MISSING_KEYS: the key handover back from the tenant with keys missing'),
  amount: z.number(),
  justification: z.string(),
  accounts_approved_on: z.string().nullable(),
  settlement_due_on: z
    .string()
    .nullable()
    .describe('CHARGES_PROVISION: one month after the annual accounts are approved (art. 22 al. 5)'),
  settled_amount: z.number().nullable(),
  settled_on: z.string().nullable(),
  refund_due: z.number().nullable().describe('CHARGES_PROVISION once settled: the provision minus the charges owed'),
  created_at: timestamp,
  updated_at: timestamp,
});

export const depositSchema = z.object({
  id: uuid,
  lease_id: uuid,
  amount: z.number(),
  max_amount: z.number().nullable().describe('the legal cap of the lease (null: no legal cap)'),
  received_amount: z.number().nullable(),
  received_on: z.string().nullable(),
  status: z.enum(DEPOSIT_STATUSES),
  keys_returned_on: z.string().nullable(),
  exit_matches_entry: z.boolean().nullable(),
  forwarding_address: z.string().nullable(),
  restitution_deadline: z
    .string()
    .nullable()
    .describe('1 month after the keys when exit matches entry, 2 months otherwise (loi 89-462 art. 22)'),
  days_left: z.number().int().nullable(),
  days_late: z.number().int().nullable(),
  late_periods: z.number().int().describe('monthly periods started after the deadline'),
  retained_amount: z.number(),
  balance_due: z.number().describe('held minus retained'),
  penalty_due_now: z
    .number()
    .describe('10 % of the monthly rent excluding charges per period started late; 0 without a forwarding address'),
  penalty_recorded: z.number().describe('penalty periods recorded by the restitution watch'),
  total_owed_to_tenant: z
    .number()
    .describe(
      'everything the landlord owes the tenant back: balance_due plus penalty_due_now, on today or, once returned, on returned_on; what was already returned is not taken off (see still_owed_to_tenant)',
    ),
  still_owed_to_tenant: z
    .number()
    .describe(
      'what the landlord has still to pay the tenant: total_owed_to_tenant before the restitution, what the return fell short of after it (750.00 returned of 930.00 owed: 180.00)',
    ),
  amount_due_now: z
    .number()
    .describe(
      'older name of total_owed_to_tenant, the same value, kept for existing callers: the total owed back, not what is still owed once an amount was returned (still_owed_to_tenant)',
    ),
  returned_amount: z.number().nullable(),
  returned_on: z.string().nullable(),
  outstanding_amount: z
    .number()
    .nullable()
    .describe(
      'older name of still_owed_to_tenant, kept for existing callers: after the restitution what the return fell short of, null before it',
    ),
  retentions: z.array(depositRetentionSchema),
  penalty_accruals: z.array(
    z.object({ period_number: z.number().int(), period_start: z.string(), amount: z.number() }),
  ),
  created_at: timestamp,
  updated_at: timestamp,
});
export type DepositDto = z.infer<typeof depositSchema>;

const depositFields = {
  amount: money().describe('default: the lease deposit_amount'),
  received_amount: money().nullable(),
  received_on: isoDate.nullable(),
  forwarding_address: text(500).nullable(),
};

const params = z.object({ lease_id: uuid });
const read = { permission: 'leases:read' } as const;
const write = { permission: 'leases:write' } as const;
const rules = { 409: problemSchema, 422: problemSchema };

export const leaseDepositContract = c.router(
  {
    get: {
      method: 'GET',
      path: '/leases/:lease_id/deposit',
      pathParams: params,
      responses: { 200: depositSchema },
      summary: 'The security deposit of a lease, with its deadline, days left or late and the penalty due now',
      metadata: read,
    },
    create: {
      method: 'POST',
      path: '/leases/:lease_id/deposit',
      pathParams: params,
      body: z.object(depositFields).partial().strict(),
      responses: { 201: depositSchema, ...rules },
      summary: 'Record the deposit of a signed lease (one per lease: 409; above the legal cap: 422)',
      description: [
        "422, by `code` in `errors`: an `amount` above the legal maximum of the lease's type (loi 89-462 art. 22, 25-6, 25-13: one month of rent excluding charges unfurnished, two furnished; `deposit_cap_exceeded`), or any deposit where none is allowed (a bail mobilité: `deposit_not_allowed`); a `received_amount` above the amount (`received_over_amount`); a `received_on` in the future (`future_date`) or after the lease ends (`out_of_lease`).",
        'A second deposit of the lease, or a lease not signed yet or terminated, is a 409.',
      ].join('\n\n'),
      metadata: write,
    },
    update: {
      method: 'PUT',
      path: '/leases/:lease_id/deposit',
      pathParams: params,
      body: z.object(depositFields).partial().strict(),
      responses: { 200: depositSchema, ...rules },
      summary: 'Change the amount, what was received and the forwarding address until the deposit is returned',
      metadata: write,
    },
    handover: {
      method: 'POST',
      path: '/leases/:lease_id/deposit/handover',
      pathParams: params,
      body: z
        .object({
          keys_returned_on: isoDate
            .optional()
            .describe("the day the keys came back; by default the signed exit report's date when every key is back"),
          exit_matches_entry: z
            .boolean()
            .optional()
            .describe(
              'the exit inspection matches the entry one; read from the signed exit report when there is one (a contrary value: 422), required otherwise',
            ),
          forwarding_address: text(500).nullable().optional(),
        })
        .strict(),
      responses: { 200: depositSchema, ...rules },
      summary:
        'Record the keys handed back: sets the restitution deadline and starts its watch (the same handover again: no-op; another: 409)',
      metadata: write,
    },
    restitution: {
      method: 'POST',
      path: '/leases/:lease_id/deposit/restitution',
      pathParams: params,
      body: z.object({ returned_amount: money(), returned_on: isoDate }).strict(),
      responses: { 200: depositSchema, ...rules },
      summary: 'Record the amount returned and its date (after the handover, once)',
      metadata: write,
    },
  },
  { commonResponses },
);
