// Allocations (répartition) over the lots by the keys' shares, to the cent: an amount on a key, a
// budget, a year's actual expenses. The lots' amounts add up exactly: the leftover cents go to the
// largest remainders, then in lot order (docs/decisions.md 261). Read per lot and per co-owner.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, hundredths, problemSchema, uuid } from '../common.js';

const c = initContract();

export const allocationSchema = z.object({
  amount: z.number(),
  keys: z.array(z.object({ charge_key_id: uuid, code: z.string(), amount: z.number() })),
  lots: z
    .array(
      z.object({
        lot_id: uuid,
        lot_number: z.string(),
        co_owner_owner_id: uuid.nullable(),
        co_owner_contact_id: uuid.nullable(),
        amount: z.number(),
        by_key: z.array(z.object({ charge_key_id: uuid, amount: z.number() })),
      }),
    )
    .describe('every lot of the syndicate, in lot order'),
  co_owners: z
    .array(
      z.object({
        co_owner_owner_id: uuid.nullable(),
        co_owner_contact_id: uuid.nullable(),
        lot_ids: z.array(uuid),
        amount: z.number(),
      }),
    )
    .describe('the lots summed per co-owner (lots without a co-owner together under nulls)'),
});

const amountBody = z
  .object({ amount: hundredths(z.number().min(-100_000_000).max(100_000_000)).describe('negative: a refund') })
  .strict();

const keyParams = z.object({ syndicate_id: uuid, key_id: uuid });
const budgetParams = z.object({ syndicate_id: uuid, budget_id: uuid });
const accountsParams = z.object({ syndicate_id: uuid, accounts_id: uuid });
const read = { permission: 'properties:read' } as const;
const incomplete = { 422: problemSchema } as const;

export const allocationsContract = c.router(
  {
    ofAmount: {
      method: 'POST',
      path: '/syndicates/:syndicate_id/charge-keys/:key_id/allocation',
      pathParams: keyParams,
      body: amountBody,
      responses: { 200: allocationSchema, ...incomplete },
      summary: "Allocate an amount over a key's lots, changing nothing (422 while the key's shares are incomplete)",
      metadata: read,
    },
    ofBudget: {
      method: 'GET',
      path: '/syndicates/:syndicate_id/budgets/:budget_id/allocation',
      pathParams: budgetParams,
      responses: { 200: allocationSchema, ...incomplete },
      summary: 'A budget allocated per lot and co-owner: each line by its key, the works fund by the general key',
      metadata: read,
    },
    ofAccounts: {
      method: 'GET',
      path: '/syndicates/:syndicate_id/accounts/:accounts_id/allocation',
      pathParams: accountsParams,
      responses: { 200: allocationSchema, ...incomplete },
      summary: "A year's actual expenses allocated per lot and co-owner, each by its key",
      metadata: read,
    },
  },
  { commonResponses },
);
