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

const createdPaymentSchema = recordedPaymentSchema.extend({
  receipts_run_id: uuid
    .nullable()
    .describe(
      'the PAYMENT_RECEIPTS batch run that issues its receipts, when the payment made those of more than 3 periods due (GET /runs/{id}); null when they were issued with the payment',
    ),
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
          amount: money(1_000_000, 0.01),
          paid_on: isoDate,
          method: paymentMethod,
          payer: nonEmptyText(255),
          reference: text(255).nullable().optional(),
        })
        .strict(),
      responses: { 201: createdPaymentSchema, 409: problemSchema, 422: problemSchema },
      summary:
        'Record a payment: allocated to the oldest open periods, the rest kept as credit (a draft or unsigned lease: 409; a date outside the lease or in the future: 422)',
      description: [
        'Money is taken from signature on, arrears included after the lease has ended; a DRAFT or unsigned lease is a 409. A `paid_on` before the lease starts (`out_of_lease`) or in the future (`future_date`) is a 422, by `code` in `errors`. The periods due by today are opened first, so that the payment settles them, oldest first; what is left over is the lease credit, applied to the periods opened later.',
        'Receipts follow at once (loi 89-462 art. 21): for each period the payment went to, every paying tenant gets a receipt of the tenant’s rent share, the quittance (QUITTANCE) once the period is paid in full, the reçu (RECU) while it is paid in part (one of each kind per tenant and period: a later partial payment of the same period issues no second reçu). Each is published as `receipt.issued` and sent to its tenant by e-mail with its PDF. They are issued in the payment’s transaction: a PDF that cannot be produced is a 503 and nothing is recorded.',
        'A payment that makes the receipts of more than 3 periods due (arrears paid at once) records them instead, in its transaction, as a PAYMENT_RECEIPTS batch run of the lease, named by `receipts_run_id`: its workflow issues and sends them shortly after, and `GET /runs/{id}` shows its progress. Without a workflow engine they are all issued with the payment.',
      ].join('\n\n'),
      metadata: { permission: 'leases:write' },
    },
  },
  { commonResponses },
);
