import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, isoDate, listQuery, paginated, problemSchema, timestamp, uuid } from '../common.js';
import { PERIOD_STATUSES } from '../vocabulary/billing.js';
import { chargeAmountSchema } from './charge-items.js';

const c = initContract();

export const rentPeriodSchema = z.object({
  id: uuid,
  lease_id: uuid,
  period_start: z.string(),
  period_end: z.string(),
  due_date: z.string().describe('à échoir: at the start of the period; échu: at its end; on payment_day when set'),
  prorated: z.boolean().describe('a first or last period prorated by days'),
  rent_amount: z.number(),
  charges_amount: z.number(),
  charges: z.array(chargeAmountSchema),
  total_amount: z.number(),
  paid_amount: z.number(),
  remaining_amount: z.number(),
  status: z.enum(PERIOD_STATUSES),
  paid_on: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type RentPeriodDto = z.infer<typeof rentPeriodSchema>;

const params = z.object({ lease_id: uuid });
const periodParams = z.object({ lease_id: uuid, period_id: uuid });

export const rentPeriodsContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/leases/:lease_id/rent-periods',
      pathParams: params,
      query: listQuery(['due_date', 'period_start', 'total_amount', 'status', 'created_at']).extend({
        status: z.enum(PERIOD_STATUSES).optional(),
        due_date_from: isoDate.optional(),
        due_date_to: isoDate.optional(),
      }),
      responses: { 200: paginated(rentPeriodSchema) },
      summary: 'The rent calls of a lease: periods of its schedule opened as they fall due (oldest due first)',
      metadata: { permission: 'leases:read', list: true },
    },
    get: {
      method: 'GET',
      path: '/leases/:lease_id/rent-periods/:period_id',
      pathParams: periodParams,
      responses: { 200: rentPeriodSchema },
      summary: 'One rent period',
      metadata: { permission: 'leases:read' },
    },
    open: {
      method: 'POST',
      path: '/leases/:lease_id/rent-periods/open',
      pathParams: params,
      body: z
        .object({
          up_to: isoDate.optional().describe('open the periods due by this day (default today); within the lease'),
        })
        .strict(),
      responses: { 200: z.array(rentPeriodSchema), 409: problemSchema, 422: problemSchema },
      summary:
        'Open the periods due by a date (the reminder workflow does it on each due date) and apply the lease credit; answers those opened',
      metadata: { permission: 'leases:write' },
    },
    notice: {
      method: 'GET',
      path: '/leases/:lease_id/rent-periods/:period_id/notice',
      pathParams: periodParams,
      responses: { 200: c.otherResponse({ contentType: 'application/pdf', body: z.any() }) },
      summary: "The notice of rent due (avis d'échéance) of the period, as PDF",
      metadata: { permission: 'leases:read' },
    },
  },
  { commonResponses },
);
