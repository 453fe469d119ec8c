// The owner's account under a management mandate (issue 35, compte rendu de gestion): its balance and
// totals, its append-only entries (rents and charges collected on the mandate's lots, the fee HT and
// its VAT on each collection, expenses paid for the owner, payouts, corrections), the expenses with
// their document, and corrections (a new entry: an entry is never edited).
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  commonResponses,
  hundredths,
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
import { OWNER_ENTRY_KINDS, OWNER_ENTRY_SORT_FIELDS, OWNER_PAYOUT_SORT_FIELDS } from '../vocabulary/owner-accounts.js';

const c = initContract();

export const mandateParams = z.object({ mandate_id: uuid });
const read = { permission: 'properties:read' } as const;
const write = { permission: 'properties:write' } as const;
const euros = z.number().describe('euros, to the cent');

export const ownerEntrySchema = z.object({
  id: uuid,
  mandate_id: uuid,
  owner_id: uuid,
  estate_id: uuid.nullable(),
  lease_id: uuid.nullable(),
  kind: z.enum(OWNER_ENTRY_KINDS),
  amount: euros.describe('signed: a credit to the owner is positive, a debit negative'),
  occurred_on: isoDate,
  label: z.string(),
  source_kind: z.string().describe('allocation (of a rent payment), expense, payout or correction'),
  source_id: uuid,
  corrects_entry_id: uuid.nullable(),
  created_at: timestamp,
});

const totalsSchema = z.object(
  Object.fromEntries(OWNER_ENTRY_KINDS.map((kind) => [kind, euros])) as Record<
    (typeof OWNER_ENTRY_KINDS)[number],
    typeof euros
  >,
);

export const accountSchema = z.object({
  mandate_id: uuid,
  owner_id: uuid,
  balance: euros.describe('the sum of the entries: what the agency holds for the owner'),
  allows_advances: z.boolean(),
  totals: totalsSchema.describe('the sum of the entries of each kind (debits negative)'),
});

export const ownerExpenseSchema = z.object({
  id: uuid,
  mandate_id: uuid,
  owner_id: uuid,
  estate_id: uuid.nullable(),
  label: z.string(),
  supplier: z.string().nullable(),
  amount: euros,
  paid_on: isoDate,
  document_id: uuid.describe('the invoice, a media'),
  created_at: timestamp,
});

const positive = money(10_000_000, 0.01);

export const ownerAccountsContract = c.router(
  {
    get: {
      method: 'GET',
      path: '/mandates/:mandate_id/account',
      pathParams: mandateParams,
      responses: { 200: accountSchema },
      summary: "The owner's account under the mandate: its balance and the total of each kind of entry",
      metadata: read,
    },
    entries: {
      method: 'GET',
      path: '/mandates/:mandate_id/account/entries',
      pathParams: mandateParams,
      query: listQuery(OWNER_ENTRY_SORT_FIELDS, 50).extend({
        kind: z.enum(OWNER_ENTRY_KINDS).optional(),
        estate_id: uuid.optional(),
        occurred_from: isoDate.optional(),
        occurred_to: isoDate.optional(),
      }),
      responses: { 200: paginated(ownerEntrySchema) },
      summary: "The account's entries (oldest first), by kind, lot and date; never edited",
      metadata: { ...read, list: true },
    },
    correct: {
      method: 'POST',
      path: '/mandates/:mandate_id/account/corrections',
      pathParams: mandateParams,
      body: z
        .object({
          amount: hundredths(z.number().min(-10_000_000).max(10_000_000)).refine((n) => n !== 0, 'not 0'),
          occurred_on: isoDate,
          label: nonEmptyText(255),
          corrects_entry_id: uuid.nullable().optional(),
        })
        .strict(),
      responses: { 201: ownerEntrySchema, 422: problemSchema },
      summary: 'A correction: a new entry (signed) that offsets an entry; entries are never edited',
      metadata: write,
    },
    expenses: {
      method: 'GET',
      path: '/mandates/:mandate_id/expenses',
      pathParams: mandateParams,
      query: listQuery(OWNER_PAYOUT_SORT_FIELDS),
      responses: { 200: paginated(ownerExpenseSchema) },
      summary: 'The expenses the agency paid for the owner (latest first)',
      metadata: { ...read, list: true },
    },
    recordExpense: {
      method: 'POST',
      path: '/mandates/:mandate_id/expenses',
      pathParams: mandateParams,
      body: z
        .object({
          estate_id: uuid.nullable().optional().describe('the lot, one the mandate covers'),
          label: nonEmptyText(255),
          supplier: text(255).nullable().optional(),
          amount: positive,
          paid_on: isoDate,
          document_id: uuid.describe('the invoice, an uploaded media'),
        })
        .strict(),
      responses: { 201: ownerExpenseSchema, 422: problemSchema },
      summary:
        "Record an expense paid for the owner (works, an invoice) with its document: debited from the owner's account",
      metadata: write,
    },
  },
  { commonResponses },
);
