// A co-owner's payments: credited to the account, allocated to the oldest notices still owing; a
// payment naming a closed call is refused (409).
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  commonResponses,
  isoDate,
  listQuery,
  money,
  nonEmptyText,
  paginated,
  problemSchema,
  timestamp,
  uuid,
} from '../common.js';
import { paymentMethod } from '../leasing/leases.js';
import { PAYMENT_METHODS } from '../vocabulary/leasing.js';

const c = initContract();

export const coOwnerPaymentSchema = z.object({
  id: uuid,
  account_id: uuid,
  paid_on: isoDate,
  amount: z.number(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  fund_call_id: uuid.nullable(),
  unallocated: z.number().describe('what no notice owed: the co-owner’s credit, used by the next calls'),
  created_at: timestamp,
});

const accountParams = z.object({ syndicate_id: uuid, account_id: uuid });

export const coOwnerPaymentsContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/syndicates/:syndicate_id/co-owner-accounts/:account_id/payments',
      pathParams: accountParams,
      query: listQuery(['paid_on', 'created_at']),
      responses: { 200: paginated(coOwnerPaymentSchema) },
      summary: 'The payments of a co-owner',
      metadata: { permission: 'properties:read', list: true },
    },
    create: {
      method: 'POST',
      path: '/syndicates/:syndicate_id/co-owner-accounts/:account_id/payments',
      pathParams: accountParams,
      body: z
        .object({
          amount: money(10_000_000, 0.01).describe('euros, more than 0'),
          paid_on: isoDate,
          method: paymentMethod,
          reference: nonEmptyText(100).nullable().optional(),
          fund_call_id: uuid.nullable().optional().describe('the call the payer names: its notices are paid first'),
        })
        .strict(),
      responses: { 201: coOwnerPaymentSchema, 409: problemSchema },
      summary: 'Record a co-owner’s payment, allocated to the oldest notices first',
      description: 'A payment naming a closed call: 409 `call_closed`.',
      metadata: { permission: 'properties:write' },
    },
  },
  { commonResponses },
);
