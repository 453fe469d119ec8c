// Fund calls (appels de fonds, loi 65-557 art. 14-1, 14-2, 14-2-1): provisions on the voted budget,
// a quarter on the first day of each quarter unless the assembly set another schedule; works-fund
// contributions on the same schedule; works voted outside the budget on their own. Each call gives
// one notice per co-owner and lot (amount per key, due date, balance brought forward), a PDF, a
// message and a `syndic_fund_call.issued` event.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  aliasedEnum,
  commonResponses,
  isoDate,
  listQuery,
  money,
  nonEmptyText,
  noBody,
  paginated,
  problemSchema,
  queryInt,
  spellingAliases,
  timestamp,
  uuid,
} from '../common.js';
import { FUND_CALL_KINDS, FUND_CALL_STATUSES } from '../vocabulary/syndic.js';

const c = initContract();

const kind = aliasedEnum(FUND_CALL_KINDS, spellingAliases(FUND_CALL_KINDS));
const status = aliasedEnum(FUND_CALL_STATUSES, spellingAliases(FUND_CALL_STATUSES));
const year = z.number().int().min(1950).max(2200);
const instalmentsBody = z
  .array(z.object({ due_date: isoDate, weight: z.number().int().min(1).max(10_000) }).strict())
  .min(1)
  .max(12);

export const fundCallSchema = z.object({
  id: uuid,
  syndicate_id: uuid,
  kind: z.enum(FUND_CALL_KINDS),
  fiscal_year: z.number().int(),
  instalment: z.number().int().describe('1-based, of instalments_count'),
  instalments_count: z.number().int(),
  due_date: isoDate,
  label: z.string(),
  status: z.enum(FUND_CALL_STATUSES),
  total: z.number().describe('the sum of its notices'),
  works_reference: z.string().nullable(),
  closed_on: isoDate.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});

export const noticeLineSchema = z.object({
  charge_key_id: uuid,
  code: z.string(),
  name: z.string(),
  shares: z.number().int(),
  total_shares: z.number().int(),
  amount: z.number(),
});

export const fundCallNoticeSchema = z.object({
  id: uuid,
  fund_call_id: uuid.nullable().describe('null: the sums an art. 19-2 acceleration made due at once'),
  recovery_id: uuid.nullable(),
  kind: z.enum(FUND_CALL_KINDS),
  fiscal_year: z.number().int(),
  lot_id: uuid,
  account_id: uuid,
  due_date: isoDate,
  amount: z.number(),
  paid: z.number().describe('what payments allocated to it, oldest notices first'),
  lines: z.array(noticeLineSchema).describe('the amount per key, with the lot’s shares'),
  balance_brought_forward: z.number().describe('the co-owner’s balance before this call (positive: owed)'),
  file_name: z.string().nullable(),
  created_at: timestamp,
});

export const provisionScheduleSchema = z.object({
  fiscal_year: z.number().int(),
  instalments: z.array(z.object({ number: z.number().int(), due_date: isoDate, weight: z.number().int() })),
});

const syndicateParams = z.object({ syndicate_id: uuid });
const callParams = z.object({ syndicate_id: uuid, fund_call_id: uuid });
const noticeParams = z.object({ syndicate_id: uuid, fund_call_id: uuid, notice_id: uuid });
const scheduleParams = z.object({ syndicate_id: uuid, fiscal_year: z.coerce.number().int().min(1950).max(2200) });
const read = { permission: 'properties:read' } as const;
const write = { permission: 'properties:write' } as const;

export const issueFundCallBody = z
  .object({
    kind,
    fiscal_year: year
      .optional()
      .describe('BUDGET_PROVISION and WORKS_FUND: the fiscal year (default: the current one)'),
    instalment: z.number().int().min(1).max(12).optional().describe('default: the next of the series'),
    label: nonEmptyText(255).optional(),
    works: z
      .object({
        reference: nonEmptyText(100),
        lines: z
          .array(z.object({ charge_key_id: uuid, amount: money(100_000_000) }).strict())
          .min(1)
          .max(50),
        schedule: instalmentsBody,
      })
      .strict()
      .optional()
      .describe('WORKS only: the works voted outside the budget, by key, and their schedule'),
  })
  .strict();

export const syndicFundCallsContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/syndicates/:syndicate_id/fund-calls',
      pathParams: syndicateParams,
      query: listQuery(['due_date', 'created_at', 'fiscal_year']).extend({
        kind: kind.optional(),
        status: status.optional(),
        fiscal_year: queryInt(1950, 2200).optional(),
      }),
      responses: { 200: paginated(fundCallSchema) },
      summary: 'The fund calls of a syndicate (filters kind, status, fiscal_year)',
      metadata: { ...read, list: true },
    },
    issue: {
      method: 'POST',
      path: '/syndicates/:syndicate_id/fund-calls',
      pathParams: syndicateParams,
      body: issueFundCallBody,
      responses: { 201: fundCallSchema, 409: problemSchema, 422: problemSchema },
      summary: 'Issue a fund call: one notice per co-owner and lot, each a PDF, a message and an event',
      description:
        'BUDGET_PROVISION calls the voted budget of the year (none voted: 422 `no_voted_budget`), WORKS_FUND the ' +
        'yearly works-fund contribution by the general key (422 `no_works_fund`, `no_general_key`), WORKS the works ' +
        'given with their own schedule (422 `works_required`, `unknown_key`). Each key’s yearly amount is allocated ' +
        'over the lots by their shares to the cent, and each lot’s yearly cents split into instalments so that they ' +
        'add up exactly (docs/decisions.md 270). An instalment already issued, or a complete series: 409. A lot ' +
        'without co-owner: 422 `lot_without_co_owner`.',
      metadata: write,
    },
    get: {
      method: 'GET',
      path: '/syndicates/:syndicate_id/fund-calls/:fund_call_id',
      pathParams: callParams,
      responses: { 200: fundCallSchema },
      summary: 'One fund call',
      metadata: read,
    },
    close: {
      method: 'POST',
      path: '/syndicates/:syndicate_id/fund-calls/:fund_call_id/close',
      pathParams: callParams,
      body: noBody,
      responses: { 200: fundCallSchema, 409: problemSchema },
      summary: 'Close a call: it takes no payment naming it any more (409); closing twice: 409',
      metadata: write,
    },
    notices: {
      method: 'GET',
      path: '/syndicates/:syndicate_id/fund-calls/:fund_call_id/notices',
      pathParams: callParams,
      query: listQuery(['created_at', 'due_date']).extend({ lot_id: uuid.optional(), account_id: uuid.optional() }),
      responses: { 200: paginated(fundCallNoticeSchema) },
      summary: 'The notices of a call, one per co-owner and lot (filters lot_id, account_id)',
      metadata: { ...read, list: true },
    },
    noticePdf: {
      method: 'GET',
      path: '/syndicates/:syndicate_id/fund-calls/:fund_call_id/notices/:notice_id/download',
      pathParams: noticeParams,
      responses: { 200: c.otherResponse({ contentType: 'application/pdf', body: z.any() }) },
      summary: 'The notice PDF (avis d’appel de fonds)',
      metadata: read,
    },
    schedule: {
      method: 'GET',
      path: '/syndicates/:syndicate_id/provision-schedules/:fiscal_year',
      pathParams: scheduleParams,
      responses: { 200: provisionScheduleSchema },
      summary: 'The instalments of a year’s provisions and works-fund contribution (default: four quarters, art. 14-1)',
      metadata: read,
    },
    setSchedule: {
      method: 'PUT',
      path: '/syndicates/:syndicate_id/provision-schedules/:fiscal_year',
      pathParams: scheduleParams,
      body: z
        .object({ instalments: instalmentsBody.describe('due dates within the fiscal year and relative weights') })
        .strict(),
      responses: { 200: provisionScheduleSchema, 409: problemSchema, 422: problemSchema },
      summary: 'Set the schedule the general assembly decided instead of four quarters (art. 14-1)',
      description:
        'A due date outside the fiscal year: 422 `outside_fiscal_year`; calls of the year already issued: 409.',
      metadata: write,
    },
  },
  { commonResponses },
);
