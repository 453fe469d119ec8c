import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, uuid } from '../common.js';

const c = initContract();

export const rentAccountSchema = z.object({
  lease_id: uuid,
  periods_opened: z.number().int(),
  periods_unpaid: z.number().int(),
  called_amount: z.number().describe('total of the periods opened'),
  paid_amount: z.number().describe('allocated to those periods'),
  overdue_amount: z.number().describe('unpaid on periods whose due date has passed'),
  credit: z.number().describe('payments beyond the periods called, kept for the next ones'),
  next_due_date: z.string().nullable().describe('due date of the next period of the schedule not yet opened'),
});

export const rentAccountContract = c.router(
  {
    get: {
      method: 'GET',
      path: '/leases/:lease_id/rent-account',
      pathParams: z.object({ lease_id: uuid }),
      responses: { 200: rentAccountSchema },
      summary: "The lease's rent account: called, paid, overdue, credit, next due date",
      metadata: { permission: 'leases:read' },
    },
  },
  { commonResponses },
);
