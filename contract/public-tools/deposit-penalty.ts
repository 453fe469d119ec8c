// Public tool: the deadline to return a security deposit and the penalty for returning it late
// (loi 89-462 art. 22). No key; computed from the figures sent, nothing stored.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { isoDate, money, publicToolResponses } from '../common.js';

const c = initContract();

export const publicDepositPenaltyBody = z
  .object({
    keys_returned_on: isoDate.describe('the day the tenant handed the keys back'),
    exit_matches_entry: z
      .boolean()
      .describe('the exit inspection matches the entry one: one month to return the deposit, else two'),
    monthly_rent: money(1_000_000, 0.01).describe('rent excluding charges, EUR'),
    returned_on: isoDate.optional().describe('the day the deposit is (or would be) returned; default today'),
    forwarding_address_given: z
      .boolean()
      .default(true)
      .describe('the tenant gave a forwarding address: without one no penalty runs (art. 22 al. 7)'),
  })
  .strict()
  .refine((body) => body.returned_on === undefined || body.returned_on >= body.keys_returned_on, {
    message: 'returned_on comes on or after keys_returned_on',
    path: ['returned_on'],
  });

export const publicDepositPenaltySchema = z.object({
  deadline: z.string().describe('the last day to return the deposit: a return on it is on time'),
  deadline_months: z.number().int(),
  returned_on: z.string(),
  days_late: z.number().int(),
  late_periods: z.number().int().describe('monthly periods started after the deadline'),
  penalty_per_period: z.number().describe('10 % of the monthly rent excluding charges'),
  penalty: z.number(),
  legal_reference: z.string(),
});

export const publicDepositPenaltyContract = c.router(
  {
    compute: {
      method: 'POST',
      path: '/public/tools/deposit-penalty',
      body: publicDepositPenaltyBody,
      responses: { 200: publicDepositPenaltySchema },
      summary:
        'Public: the deposit restitution deadline (one or two months after the keys) and the late penalty of 10 % of the monthly rent per period started',
      metadata: { public: true },
    },
  },
  { commonResponses: publicToolResponses },
);
