import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  commonResponses,
  isoDate,
  listQuery,
  money,
  nonEmptyText,
  paginated,
  problemSchema,
  text,
  timestamp,
  uuid,
} from '../common.js';
import { paymentMethod } from '../leasing/leases.js';
import { PAYMENT_METHODS } from '../vocabulary/leasing.js';

const c = initContract();

export const allocationSchema = z.object({ period_id: uuid, amount: z.number() });

export const paymentSchema = z.object({
  id: uuid,
  lease_id: uuid,
  amount: z.number(),
  paid_on: z.string(),
  method: z.enum(PAYMENT_METHODS),
  payer: z.string(),
  reference: z.string().nullable(),
  allocated_amount: z.number(),
  created_at: timestamp,
});

export const recordedPaymentSchema = paymentSchema.extend({
  allocations: z.array(allocationSchema).describe('the periods it paid, oldest first'),
  lease_credit: z.number().describe('what the lease payments hold beyond the periods called'),
});

const params = z.object({ lease_id: uuid });

export const rentPaymentsContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/leases/:lease_id/payments',
      pathParams: params,
      query: listQuery(['paid_on', 'amount', 'method', 'created_at']).extend({
        method: paymentMethod.optional(),
        paid_on_from: isoDate.optional(),
        paid_on_to: isoDate.optional(),
      }),
      responses: { 200: paginated(paymentSchema) },
      summary: 'Payments received on a lease (latest first)',
      metadata: { permission: 'leases:read', list: true },
    },
    get: {
      method: 'GET',
      path: '/leases/:lease_id/payments/:payment_id',
      pathParams: z.object({ lease_id: uuid, payment_id: uuid }),
      responses: { 200: recordedPaymentSchema },
      summary: 'A payment and the periods it paid',
      metadata: { permission: 'leases:read' },
    },
    create: {
      method: 'POST',
      path: '/leases/:lease_id/payments',
      pathParams: params,
      body: z
        .object({
          amount: money(1_000_000).min(0.01),
          paid_on: isoDate,
          method: paymentMethod,
          payer: nonEmptyText(255),
          reference: text(255).nullable().optional(),
        })
        .strict(),
      responses: { 201: recordedPaymentSchema, 409: problemSchema, 422: problemSchema },
      summary:
        'Record a payment: allocated to the oldest open periods, the rest kept as credit (a draft or unsigned lease: 409; a date outside the lease or in the future: 422)',
      metadata: { permission: 'leases:write' },
    },
  },
  { commonResponses },
);
