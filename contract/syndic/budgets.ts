// The budget prévisionnel (loi 65-557 art. 14-1): lines by charge key and expense heading, voted at a
// general assembly, with the year's works-fund contribution (art. 14-2-1), checked when voted.
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
  timestamp,
  uuid,
} from '../common.js';
import { BUDGET_STATUSES } from '../vocabulary/syndic.js';
import { syndicateParams } from './syndic-lots.js';

const c = initContract();

export const fiscalYear = z.number().int().min(1950).max(2200);

export const keyedLineSchema = z.object({ charge_key_id: uuid, heading: z.string(), amount: z.number() });

export const budgetSchema = z.object({
  id: uuid,
  syndicate_id: uuid,
  fiscal_year: z.number().int(),
  status: z.enum(BUDGET_STATUSES),
  total: z.number().describe('the sum of the lines (the works fund apart)'),
  works_fund: z.number().describe('the yearly works-fund contribution, shared by the general key'),
  works_plan: z.number().nullable().describe('the works of the adopted multi-year works plan'),
  works_fund_opt_out_resolution_id: uuid.nullable(),
  works_fund_floor: z
    .object({
      compulsory: z.boolean(),
      floor: z.number().describe('the least contribution: 5 % of the budget and 2.5 % of the plan, the higher'),
      reason: z.string(),
    })
    .describe('art. 14-2-1 as it applies to this budget'),
  assembly_id: uuid.nullable(),
  voted_on: isoDate.nullable(),
  lines: z.array(keyedLineSchema),
  created_at: timestamp,
  updated_at: timestamp,
});

export const keyedLinesBody = z
  .array(z.object({ charge_key_id: uuid, heading: nonEmptyText(), amount: money(100_000_000) }).strict())
  .max(500)
  .describe('the whole set of lines, one per key and heading');

const budgetFields = {
  works_fund: money(100_000_000),
  works_plan: money(1_000_000_000).nullable(),
  lines: keyedLinesBody,
};

const budgetParams = z.object({ syndicate_id: uuid, budget_id: uuid });
const read = { permission: 'properties:read' } as const;
const write = { permission: 'properties:write' } as const;

export const budgetsContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/syndicates/:syndicate_id/budgets',
      pathParams: syndicateParams,
      query: listQuery(['fiscal_year', 'created_at']),
      responses: { 200: paginated(budgetSchema) },
      summary: 'The budgets of a syndicate',
      metadata: { ...read, list: true },
    },
    create: {
      method: 'POST',
      path: '/syndicates/:syndicate_id/budgets',
      pathParams: syndicateParams,
      body: z
        .object({
          fiscal_year: fiscalYear.describe('the calendar year its fiscal year starts in'),
          works_fund: budgetFields.works_fund.optional(),
          works_plan: budgetFields.works_plan.optional(),
          lines: keyedLinesBody,
        })
        .strict(),
      responses: { 201: budgetSchema, 409: problemSchema, 422: problemSchema },
      summary: 'Draft the budget of a fiscal year (one per year: 409)',
      metadata: write,
    },
    get: {
      method: 'GET',
      path: '/syndicates/:syndicate_id/budgets/:budget_id',
      pathParams: budgetParams,
      responses: { 200: budgetSchema },
      summary: 'One budget',
      metadata: read,
    },
    update: {
      method: 'PUT',
      path: '/syndicates/:syndicate_id/budgets/:budget_id',
      pathParams: budgetParams,
      body: z.object(budgetFields).partial().strict().describe('absent keeps; lines replace the whole set'),
      responses: { 200: budgetSchema, 409: problemSchema, 422: problemSchema },
      summary: 'Change a draft budget (409 once voted)',
      metadata: write,
    },
    remove: {
      method: 'DELETE',
      path: '/syndicates/:syndicate_id/budgets/:budget_id',
      pathParams: budgetParams,
      body: null,
      responses: { ...deleted, 409: problemSchema },
      summary: 'Delete a draft budget (409 once voted)',
      metadata: { permission: 'properties:delete' },
    },
    vote: {
      method: 'POST',
      path: '/syndicates/:syndicate_id/budgets/:budget_id/vote',
      pathParams: budgetParams,
      body: z
        .object({
          assembly_id: uuid,
          works_fund_opt_out_resolution_id: uuid
            .nullable()
            .optional()
            .describe(
              'a building of fewer than 10 lots: the unanimous resolution not to fund works (old art. 14-2 II: fiscal years starting before 2025 only)',
            ),
        })
        .strict(),
      responses: { 200: budgetSchema, 409: problemSchema, 422: problemSchema },
      summary: 'Record the vote of the budget at an assembly; a works fund under its floor is 422 (art. 14-2-1)',
      metadata: write,
    },
  },
  { commonResponses },
);
