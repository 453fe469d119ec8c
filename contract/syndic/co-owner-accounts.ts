// The co-owners' accounts (décret 2005-240: one account per co-owner, class 45 of the chart of
// accounts): entries never changed, whose sum is the balance; the arrears of every co-owner in one
// read; the recovery steps (reminder, formal notice, art. 19-2 acceleration); the export in the
// chart's class 45; and what approved accounts settle (regularisations, the landlords' recoverable
// expenses, the deposits' charges provisions).
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  aliasedEnum,
  commonResponses,
  isoDate,
  listQuery,
  noBody,
  paginated,
  problemSchema,
  spellingAliases,
  timestamp,
  uuid,
} from '../common.js';
import { CHARGE_CATEGORY_CODES } from '../vocabulary/charges.js';
import { CO_OWNER_ENTRY_KINDS, RECOVERY_STEPS } from '../vocabulary/syndic.js';

const c = initContract();

export const coOwnerAccountSchema = z.object({
  id: uuid,
  syndicate_id: uuid,
  owner_id: uuid.nullable(),
  contact_id: uuid.nullable(),
  number: z.string().describe('the individual account in class 45 (450…)'),
  name: z.string(),
  balance: z.number().describe('the sum of its entries: positive, owed by the co-owner'),
  created_at: timestamp,
  updated_at: timestamp,
});

export const coOwnerEntrySchema = z.object({
  id: uuid,
  account_id: uuid,
  entry_date: isoDate,
  kind: z.enum(CO_OWNER_ENTRY_KINDS),
  ledger: z
    .string()
    .describe('450 or its sub-account: 4501 budget, 4502 works and exceptional operations, 4505 works fund'),
  label: z.string(),
  amount: z.number().describe('positive: a debit (owed); negative: a credit (paid)'),
  fund_call_id: uuid.nullable(),
  notice_id: uuid.nullable(),
  payment_id: uuid.nullable(),
  recovery_id: uuid.nullable(),
  created_at: timestamp,
});

export const recoverySchema = z.object({
  id: uuid,
  account_id: uuid,
  step: z.enum(RECOVERY_STEPS),
  taken_on: isoDate,
  notice_ids: z.array(uuid),
  amount_claimed: z.number(),
  nature: z.string().describe('the nature and amount of what is claimed, as the letter states it'),
  first_presented_on: isoDate.nullable(),
  interest_posted: z.number(),
  answered_on: isoDate.nullable(),
  created_at: timestamp,
});

export const arrearsSchema = z.object({
  as_of: isoDate,
  data: z.array(
    z.object({
      account_id: uuid,
      number: z.string(),
      name: z.string(),
      balance: z.number(),
      overdue: z.number().describe('what notices past their due date still owe'),
      oldest_due_date: isoDate.nullable(),
      recovery_step: z.enum(RECOVERY_STEPS).nullable(),
    }),
  ),
});

export const settlementSchema = z.object({
  id: uuid,
  syndicate_id: uuid,
  fiscal_year: z.number().int(),
  accounts_id: uuid,
  settled_on: isoDate,
  regularisations: z.array(z.object({ lot_id: uuid, amount: z.number() })),
  charge_expenses: z.array(
    z.object({ estate_id: uuid, category: z.enum(CHARGE_CATEGORY_CODES), amount: z.number(), heading: z.string() }),
  ),
  deposit_settlements: z.array(z.object({ lease_id: uuid, retention_id: uuid, settled_amount: z.number() })),
  created_at: timestamp,
});

const syndicateParams = z.object({ syndicate_id: uuid });
const accountParams = z.object({ syndicate_id: uuid, account_id: uuid });
const recoveryParams = z.object({ syndicate_id: uuid, account_id: uuid, recovery_id: uuid });
const accountsParams = z.object({ syndicate_id: uuid, accounts_id: uuid });
const read = { permission: 'properties:read' } as const;
const write = { permission: 'properties:write' } as const;
const entryKind = aliasedEnum(CO_OWNER_ENTRY_KINDS, spellingAliases(CO_OWNER_ENTRY_KINDS));

export const coOwnerAccountsContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/syndicates/:syndicate_id/co-owner-accounts',
      pathParams: syndicateParams,
      query: listQuery(['number', 'created_at']),
      responses: { 200: paginated(coOwnerAccountSchema) },
      summary: 'The co-owners’ accounts of a syndicate, each with its balance',
      metadata: { ...read, list: true },
    },
    get: {
      method: 'GET',
      path: '/syndicates/:syndicate_id/co-owner-accounts/:account_id',
      pathParams: accountParams,
      responses: { 200: coOwnerAccountSchema },
      summary: 'One co-owner’s account and its balance',
      metadata: read,
    },
    entries: {
      method: 'GET',
      path: '/syndicates/:syndicate_id/co-owner-accounts/:account_id/entries',
      pathParams: accountParams,
      query: listQuery(['entry_date', 'created_at']).extend({ kind: entryKind.optional() }),
      responses: { 200: paginated(coOwnerEntrySchema) },
      summary: 'The entries of a co-owner’s account: calls, payments, regularisations, interest (filter kind)',
      metadata: { ...read, list: true },
    },
    recoveries: {
      method: 'GET',
      path: '/syndicates/:syndicate_id/co-owner-accounts/:account_id/recoveries',
      pathParams: accountParams,
      query: listQuery(['taken_on', 'created_at']),
      responses: { 200: paginated(recoverySchema) },
      summary: 'The recovery steps taken on the account: reminder, formal notice, art. 19-2 acceleration',
      metadata: { ...read, list: true },
    },
    presented: {
      method: 'POST',
      path: '/syndicates/:syndicate_id/co-owner-accounts/:account_id/recoveries/:recovery_id/presentation',
      pathParams: recoveryParams,
      body: z.object({ first_presented_on: isoDate }).strict(),
      responses: { 200: recoverySchema, 409: problemSchema, 422: problemSchema },
      summary: 'Record the first presentation of a formal notice’s registered letter (décret 67-223 art. 64)',
      description:
        'The 30 days of art. 19-2 run from the day after; interest at the legal rate runs from it (décret 67-223 ' +
        'art. 36). Not a formal notice, or a date before it was sent: 422; already recorded: 409.',
      metadata: write,
    },
    arrears: {
      method: 'GET',
      path: '/syndicates/:syndicate_id/arrears',
      pathParams: syndicateParams,
      query: z.object({ as_of: isoDate.optional() }),
      responses: { 200: arrearsSchema },
      summary: 'Every co-owner owing something, with the overdue part and the recovery step, in one read',
      metadata: read,
    },
    export: {
      method: 'GET',
      path: '/syndicates/:syndicate_id/co-owner-accounts-export',
      pathParams: syndicateParams,
      responses: { 200: c.otherResponse({ contentType: 'text/csv', body: z.any() }) },
      summary: 'The co-owners’ accounts in class 45 of the chart (décret 2005-240): CSV, one line per entry',
      metadata: read,
    },
    settle: {
      method: 'POST',
      path: '/syndicates/:syndicate_id/accounts/:accounts_id/settlement',
      pathParams: accountsParams,
      body: noBody,
      responses: { 201: settlementSchema, 409: problemSchema, 422: problemSchema },
      summary:
        'Settle approved accounts: regularisations, landlords’ recoverable expenses, deposits’ charges provisions',
      description:
        'Posts each co-owner’s regularisation (the lot’s share of the actual expenses less the provisions called), ' +
        'gives the recoverable part of the expenses (décret 87-713) of a lot that is an estate of the account to ' +
        'that estate’s charge regularisation, and settles the 20 % charges provision kept from a deposit there ' +
        '(loi 89-462 art. 22). Accounts not approved: 422 `accounts_not_approved`; already settled: 409.',
      metadata: write,
    },
    settlement: {
      method: 'GET',
      path: '/syndicates/:syndicate_id/accounts/:accounts_id/settlement',
      pathParams: accountsParams,
      responses: { 200: settlementSchema },
      summary: 'What the approved accounts settled',
      metadata: read,
    },
  },
  { commonResponses },
);
