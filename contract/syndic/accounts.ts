// The yearly accounts of a syndicate: the actual expenses by key and heading, each with its
// recoverable part (décret 87-713 category), approved by a general assembly; then each lot's
// regularisation: its share of the actual expenses minus the provisions it was called for.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  aliasedEnum,
  commonResponses,
  deleted,
  isoDate,
  listQuery,
  money,
  nonEmptyText,
  paginated,
  problemSchema,
  spellingAliases,
  timestamp,
  uuid,
} from '../common.js';
import { CHARGE_CATEGORY_CODES } from '../vocabulary/charges.js';
import { SYNDIC_ACCOUNTS_STATUSES } from '../vocabulary/syndic.js';
import { fiscalYear } from './budgets.js';
import { syndicateParams } from './syndic-lots.js';

const c = initContract();

const category = aliasedEnum(CHARGE_CATEGORY_CODES, spellingAliases(CHARGE_CATEGORY_CODES));

const expenseSchema = z.object({
  charge_key_id: uuid,
  heading: z.string(),
  amount: z.number(),
  charge_category: z.enum(CHARGE_CATEGORY_CODES).nullable(),
  recoverable: z.number().describe('the part a landlord may recover from the tenant (décret 87-713)'),
});

export const syndicAccountsSchema = z.object({
  id: uuid,
  syndicate_id: uuid,
  fiscal_year: z.number().int(),
  status: z.enum(SYNDIC_ACCOUNTS_STATUSES),
  total: z.number(),
  assembly_id: uuid.nullable(),
  approved_on: isoDate.nullable(),
  expenses: z.array(expenseSchema),
  created_at: timestamp,
  updated_at: timestamp,
});

export const regularisationSchema = z.object({
  accounts_id: uuid,
  fiscal_year: z.number().int(),
  approved: z.boolean().describe('final once the accounts are approved'),
  lots: z.array(
    z.object({
      lot_id: uuid,
      lot_number: z.string(),
      co_owner_owner_id: uuid.nullable(),
      co_owner_contact_id: uuid.nullable(),
      expenses: z.number().describe("the lot's share of the actual expenses"),
      provisions_called: z.number(),
      balance: z
        .number()
        .describe('expenses - provisions_called: due by the co-owner when positive, owed back when negative'),
    }),
  ),
  total_expenses: z.number(),
  total_provisions_called: z.number(),
});

const expensesBody = z
  .array(
    z
      .object({
        charge_key_id: uuid,
        heading: nonEmptyText(),
        amount: money(100_000_000),
        charge_category: category.nullable().optional(),
        recoverable: money(100_000_000).optional().describe('default 0; not over amount (422)'),
      })
      .strict(),
  )
  .max(1000)
  .describe('the whole set of actual expenses, one per key and heading');

const accountsParams = z.object({ syndicate_id: uuid, accounts_id: uuid });
const read = { permission: 'properties:read' } as const;
const write = { permission: 'properties:write' } as const;

export const syndicAccountsContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/syndicates/:syndicate_id/accounts',
      pathParams: syndicateParams,
      query: listQuery(['fiscal_year', 'created_at']),
      responses: { 200: paginated(syndicAccountsSchema) },
      summary: 'The yearly accounts of a syndicate',
      metadata: { ...read, list: true },
    },
    create: {
      method: 'POST',
      path: '/syndicates/:syndicate_id/accounts',
      pathParams: syndicateParams,
      body: z.object({ fiscal_year: fiscalYear, expenses: expensesBody }).strict(),
      responses: { 201: syndicAccountsSchema, 409: problemSchema, 422: problemSchema },
      summary: 'Record the accounts of a fiscal year (one per year: 409)',
      metadata: write,
    },
    get: {
      method: 'GET',
      path: '/syndicates/:syndicate_id/accounts/:accounts_id',
      pathParams: accountsParams,
      responses: { 200: syndicAccountsSchema },
      summary: 'One year of accounts',
      metadata: read,
    },
    update: {
      method: 'PUT',
      path: '/syndicates/:syndicate_id/accounts/:accounts_id',
      pathParams: accountsParams,
      body: z.object({ expenses: expensesBody }).strict(),
      responses: { 200: syndicAccountsSchema, 409: problemSchema, 422: problemSchema },
      summary: 'Replace the expenses of draft accounts (409 once approved)',
      metadata: write,
    },
    remove: {
      method: 'DELETE',
      path: '/syndicates/:syndicate_id/accounts/:accounts_id',
      pathParams: accountsParams,
      body: null,
      responses: { ...deleted, 409: problemSchema },
      summary: 'Delete draft accounts (409 once approved)',
      metadata: { permission: 'properties:delete' },
    },
    approve: {
      method: 'POST',
      path: '/syndicates/:syndicate_id/accounts/:accounts_id/approve',
      pathParams: accountsParams,
      body: z.object({ assembly_id: uuid }).strict(),
      responses: { 200: syndicAccountsSchema, 409: problemSchema, 422: problemSchema },
      summary: 'Record the approval of the accounts by a general assembly (409 when already approved)',
      metadata: write,
    },
    regularisation: {
      method: 'GET',
      path: '/syndicates/:syndicate_id/accounts/:accounts_id/regularisation',
      pathParams: accountsParams,
      responses: { 200: regularisationSchema, 422: problemSchema },
      summary: "Each lot's regularisation: its share of the actual expenses minus the provisions called",
      metadata: read,
    },
  },
  { commonResponses },
);
