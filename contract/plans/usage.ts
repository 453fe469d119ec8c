// The account's usage (issue 39; docs/decisions.md 283): each limit of its plan, its use counted
// from the records, and the period's dates.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, timestamp, uuid } from '../common.js';
import { PLAN_LIMITS, SUBSCRIPTION_STATUSES } from '../vocabulary/plans.js';

const c = initContract();

export const usageSchema = z.object({
  plan: z.object({ id: uuid, code: z.string(), name: z.string() }),
  subscription_status: z
    .enum(SUBSCRIPTION_STATUSES)
    .nullable()
    .describe("the subscription's status as the provider gives it; null without one (FREE)"),
  period_start: timestamp.describe("the current period: the subscription's, or the calendar month (UTC)"),
  period_end: timestamp.describe('exclusive'),
  limits: z.array(
    z.object({
      limit: z.enum(PLAN_LIMITS),
      max: z.number().int().nullable().describe('null: no limit'),
      used: z.number().int(),
      remaining: z.number().int().nullable(),
    }),
  ),
});

export const usageContract = c.router(
  {
    get: {
      method: 'GET',
      path: '/usage',
      responses: { 200: usageSchema },
      summary: "The account's plan, its period, and each limit with its use (counted from the records)",
      metadata: { permission: 'plans:read' },
    },
  },
  { commonResponses },
);
