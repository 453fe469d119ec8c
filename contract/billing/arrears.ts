// Arrears across the account (issue 36; docs/decisions.md 235-236): every rent period past due and
// not paid in full, by age bucket, with the totals per bucket and each lease's balance; and the
// same as a CSV export that streams.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, isoDate, listQuery, paginationMetaSchema, uuid } from '../common.js';
import { ARREARS_BUCKETS, ESCALATION_STEPS } from '../vocabulary/billing.js';

const c = initContract();

const BUCKETS_DESCRIBED = 'days past the due date (the due date is day 0): DAYS_0_30, DAYS_31_60, DAYS_61_90, OVER_90';

export const arrearsItemSchema = z.object({
  period_id: uuid,
  lease_id: uuid,
  lease_reference: z.string().nullable(),
  estate_id: uuid,
  place_id: uuid.nullable(),
  owner_id: uuid.nullable().describe("the estate's owner, else its building's"),
  tenants: z.array(z.object({ lessee_id: uuid, name: z.string() })).describe('the paying tenants of the period'),
  period_start: isoDate,
  period_end: isoDate,
  due_date: isoDate,
  days_past_due: z.number().int(),
  bucket: z.enum(ARREARS_BUCKETS).describe(BUCKETS_DESCRIBED),
  total_amount: z.number(),
  paid_amount: z.number(),
  amount_due: z.number(),
  last_step: z.enum(ESCALATION_STEPS).nullable().describe('the last reminder step taken on the period'),
  lease_balance: z
    .number()
    .describe("what the lease owes on the day: its unpaid periods due, less the payments' credit not yet allocated"),
});

export const arrearsSummarySchema = z.object({
  as_of: isoDate,
  periods: z.number().int(),
  leases: z.number().int(),
  amount_due: z.number(),
  buckets: z.array(z.object({ bucket: z.enum(ARREARS_BUCKETS), periods: z.number().int(), amount_due: z.number() })),
});

export const arrearsQuery = listQuery(['due_date']).extend({
  as_of: isoDate.optional().describe('the day the age is counted at, today by default; periods due on or before it'),
  place_id: uuid.optional(),
  owner_id: uuid.optional(),
  mandate_id: uuid
    .optional()
    .describe("the leases whose estate is one of the management mandate's lots, or in a place that is one"),
  step: z.enum(ESCALATION_STEPS).optional().describe('the last reminder step taken on the period'),
});

const csvQuery = arrearsQuery.omit({ page: true, per_page: true, cursor: true });

export const arrearsContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/arrears',
      query: arrearsQuery,
      responses: {
        200: z.object({ data: z.array(arrearsItemSchema), summary: arrearsSummarySchema, meta: paginationMetaSchema }),
      },
      summary: 'Every unpaid period of the account past its due date, by age bucket, with the totals per bucket',
      description:
        'Periods due on or before `as_of` and not paid in full, oldest due first (`sort=-due_date`: latest first), keyset-paged (`cursor`). `summary` totals every matching period, not only the page: per bucket (days past due, the due date is day 0) and overall. `mandate_id` keeps the leases of the lots of the mandate (an estate, or every estate of a place it lists; docs/decisions.md 236). With `Accept: text/csv` the answer is the CSV export (GET /arrears.csv).',
      metadata: { permission: 'leases:read', list: true },
    },
    export: {
      method: 'GET',
      path: '/arrears.csv',
      query: csvQuery,
      responses: { 200: c.otherResponse({ contentType: 'text/csv', body: z.any() }) },
      summary: 'The arrears as CSV (every matching period, streamed), the filters of GET /arrears',
      metadata: { permission: 'leases:read' },
    },
  },
  { commonResponses },
);
