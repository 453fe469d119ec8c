// Payouts to the owner (reversements, issue 35) and a batch of them as a SEPA credit transfer order
// (pain.001.001.03). A payout above the owner's balance is refused (422 payout_above_balance) unless
// the mandate allows advances.
import { initContract } from '@ts-rest/core';
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import {
  commonResponses,
  isoDate,
  listQuery,
  money,
  nonEmptyText,
  paginated,
  problemSchema,
  text,
  timestamp,
  uuid,
} from '../common.js';
import { OWNER_PAYOUT_SORT_FIELDS } from '../vocabulary/owner-accounts.js';
import { mandateParams } from './owner-accounts.js';

const c = initContract();

export const ownerPayoutSchema = z.object({
  id: uuid,
  mandate_id: uuid,
  owner_id: uuid,
  amount: z.number(),
  paid_on: isoDate,
  iban: z.string().describe("the owner's IBAN when the payout was made"),
  bic: z.string().nullable(),
  creditor_name: z.string(),
  reference: z.string().nullable(),
  created_at: timestamp,
});

const debtorSchema = z
  .object({
    name: nonEmptyText(70),
    iban: z
      .string()
      .max(42)
      .transform((value) => electronicFormatIBAN(value) ?? value)
      .refine((value) => isValidIBAN(value), 'not a valid IBAN'),
    bic: z
      .string()
      .max(11)
      .refine((value) => isValidBIC(value), 'not a valid BIC')
      .nullable()
      .optional(),
  })
  .strict();

export const ownerPayoutsContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/mandates/:mandate_id/payouts',
      pathParams: mandateParams,
      query: listQuery(OWNER_PAYOUT_SORT_FIELDS),
      responses: { 200: paginated(ownerPayoutSchema) },
      summary: 'The payouts to the owner under the mandate (latest first)',
      metadata: { permission: 'properties:read', list: true },
    },
    create: {
      method: 'POST',
      path: '/mandates/:mandate_id/payouts',
      pathParams: mandateParams,
      body: z
        .object({
          amount: money(10_000_000, 0.01),
          paid_on: isoDate,
          reference: text(140).nullable().optional().describe('the remittance information of the transfer'),
        })
        .strict(),
      responses: {
        201: ownerPayoutSchema,
        422: problemSchema.describe('above the balance (payout_above_balance), or no IBAN on the owner'),
      },
      summary:
        "Pay the owner out of the account, to the owner's IBAN (422 above the balance unless the mandate allows advances)",
      metadata: { permission: 'properties:write' },
    },
    sepaFile: {
      method: 'POST',
      path: '/payouts/sepa-credit-transfer',
      body: z
        .object({
          payout_ids: z.array(uuid).min(1).max(500),
          execution_date: isoDate.describe('the requested execution date (ReqdExctnDt)'),
          debtor: debtorSchema.optional().describe("the agency's account; the configured one when absent"),
        })
        .strict(),
      responses: {
        200: c.otherResponse({ contentType: 'application/xml', body: z.string() }),
        422: problemSchema,
      },
      summary: 'A SEPA credit transfer order (pain.001.001.03 XML) for a batch of payouts',
      metadata: { permission: 'properties:read' },
    },
  },
  { commonResponses },
);
