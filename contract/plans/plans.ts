// The plans on offer (issue 39; docs/decisions.md 280): data, each with its limits per period.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, listQuery, paginated, uuid } from '../common.js';
import { PLAN_LIMITS } from '../vocabulary/plans.js';

const c = initContract();

const limitValue = z.number().int().nullable().describe('the most allowed per period; null: no limit');

export const planSchema = z.object({
  id: uuid,
  code: z.string(),
  name: z.string(),
  price: z.number().describe('euros per month, taxes included'),
  currency: z.string().describe('ISO 4217'),
  limits: z
    .object(
      Object.fromEntries(PLAN_LIMITS.map((limit) => [limit, limitValue])) as Record<
        (typeof PLAN_LIMITS)[number],
        typeof limitValue
      >,
    )
    .describe('lots, active leases and keys (users) at any time; signatures and generated documents per period'),
});

export const plansContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/plans',
      query: listQuery(['price', 'code', 'created_at']),
      responses: { 200: paginated(planSchema) },
      summary: 'The plans on offer, FREE (every account without a subscription) first',
      metadata: { permission: 'plans:read', list: true },
    },
  },
  { commonResponses },
);
