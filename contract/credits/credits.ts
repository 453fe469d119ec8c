// Credits (spec, "Credits"; docs/decisions.md 130-131): packages on sale, the tenant's balance and
// ledger, purchases through the payment provider's checkout, and the payment log.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, isoDate, listQuery, paginated, problemSchema, text, timestamp, uuid } from '../common.js';
import { CREDIT_ENTRY_KINDS, PAYMENT_EVENT_OUTCOMES, PURCHASE_STATUSES } from '../vocabulary/credits.js';

const c = initContract();

const createdRange = { created_from: isoDate.optional(), created_to: isoDate.optional() };

export const creditPackageSchema = z.object({
  id: uuid,
  code: z.string(),
  name: z.string(),
  credits: z.number().int(),
  price: z.number().describe('euros'),
  currency: z.string().describe('ISO 4217'),
});

export const creditEntrySchema = z.object({
  id: uuid,
  kind: z.enum(CREDIT_ENTRY_KINDS),
  amount: z.number().int().describe('credits added (positive) or taken (negative)'),
  reference: z.string().nullable().describe('what the entry is for: a signature document, a purchase'),
  note: z.string().nullable(),
  created_at: timestamp,
});

export const creditPurchaseSchema = z.object({
  id: uuid,
  package_id: uuid,
  credits: z.number().int(),
  amount: z.number().describe('euros charged: the price less the discount'),
  discount: z.number().describe("euros a coupon took off the package's price (0 without one)"),
  coupon_code: z.string().nullable().describe('the coupon code applied, upper case'),
  currency: z.string(),
  status: z.enum(PURCHASE_STATUSES),
  provider: z.string(),
  session_id: z.string(),
  checkout_url: z.string().nullable().describe('where the buyer pays'),
  paid_at: timestamp.nullable(),
  created_at: timestamp,
});

export const paymentEventSchema = z.object({
  id: uuid,
  provider: z.string(),
  provider_event_id: z.string(),
  type: z.string(),
  purchase_id: uuid.nullable(),
  amount: z.number().nullable().describe('euros'),
  currency: z.string().nullable(),
  outcome: z.enum(PAYMENT_EVENT_OUTCOMES),
  created_at: timestamp,
});

/** A coupon or promotion code as typed: letters, digits, - and _, any case. */
export const couponCode = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - or _');

export const returnUrl = z
  .string()
  .max(2000)
  .url()
  .refine((value) => /^https?:\/\//.test(value), 'must be an http(s) URL');

export const creditsContract = c.router(
  {
    packages: {
      method: 'GET',
      path: '/credits/packages',
      query: listQuery(['credits', 'price', 'created_at']),
      responses: { 200: paginated(creditPackageSchema) },
      summary: 'The credit packages on sale (credits, price, currency)',
      metadata: { permission: 'credits:read', list: true },
    },
    balance: {
      method: 'GET',
      path: '/credits/balance',
      responses: { 200: z.object({ balance: z.number().int() }) },
      summary: "The tenant account's credit balance: the sum of its ledger entries",
      metadata: { permission: 'credits:read' },
    },
    transactions: {
      method: 'GET',
      path: '/credits/transactions',
      query: listQuery(['created_at', 'kind', 'amount']).extend({
        kind: z.enum(CREDIT_ENTRY_KINDS).optional(),
        ...createdRange,
      }),
      responses: { 200: paginated(creditEntrySchema) },
      summary: 'The credit ledger: purchases, consumptions, refunds and grants (latest first)',
      metadata: { permission: 'credits:read', list: true },
    },
    purchase: {
      method: 'POST',
      path: '/credits/purchase',
      body: z
        .object({
          package_id: uuid,
          success_url: returnUrl,
          cancel_url: returnUrl,
          coupon_code: couponCode.optional().describe('a coupon or promotion code (any case)'),
        })
        .strict(),
      responses: {
        201: creditPurchaseSchema,
        422: problemSchema.describe(
          'the coupon code is unknown, expired, used up or does not apply: `reason` says which',
        ),
      },
      summary:
        'Buy a package: opens a checkout session (owner-role keys only, 403 otherwise; 503 when no payment provider is configured); the credits arrive with the paid event',
      metadata: { permission: 'credits:purchase' },
    },
    getPurchase: {
      method: 'GET',
      path: '/credits/purchases/:id',
      pathParams: z.object({ id: uuid }),
      responses: { 200: creditPurchaseSchema },
      summary: 'A purchase and whether it is paid',
      metadata: { permission: 'credits:read' },
    },
    payments: {
      method: 'GET',
      path: '/credits/payments',
      query: listQuery(['created_at', 'type']).extend({
        type: text(100).optional(),
        purchase_id: uuid.optional(),
        ...createdRange,
      }),
      responses: { 200: paginated(paymentEventSchema) },
      summary: "The payment log: every payment-provider event received for the tenant's purchases",
      metadata: { permission: 'credits:read', list: true },
    },
  },
  { commonResponses },
);
