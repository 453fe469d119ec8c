// The account's subscription (issue 39; docs/decisions.md 281-282): opening a checkout in
// subscription mode for a plan, and reading the checkout. The plan changes with the payment
// provider's signed events (POST /api/webhooks/stripe).
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, problemSchema, timestamp, uuid } from '../common.js';
import { couponCode, returnUrl } from '../credits/credits.js';

const c = initContract();

export const planCheckoutSchema = z.object({
  id: uuid,
  plan_id: uuid,
  amount: z.number().describe('euros charged per month: the price less the discount'),
  discount: z.number().describe("euros a coupon takes off the plan's price per month (0 without one)"),
  coupon_code: z.string().nullable().describe('the coupon code applied, upper case'),
  currency: z.string(),
  provider: z.string(),
  session_id: z.string(),
  checkout_url: z.string().nullable().describe('where the buyer subscribes'),
  created_at: timestamp,
});

export const subscriptionsContract = c.router(
  {
    subscribe: {
      method: 'POST',
      path: '/subscription/checkout',
      body: z
        .object({
          plan_id: uuid,
          success_url: returnUrl,
          cancel_url: returnUrl,
          coupon_code: couponCode.optional().describe('a coupon or promotion code (any case)'),
        })
        .strict(),
      responses: {
        201: planCheckoutSchema,
        422: problemSchema.describe('the FREE plan, or a coupon code refused: `reason` says why'),
      },
      summary:
        "Subscribe to a plan: opens a checkout session in subscription mode (owner-role keys only, 403 otherwise; 503 without a payment provider); the plan applies with the provider's events",
      metadata: { permission: 'plans:write' },
    },
    getCheckout: {
      method: 'GET',
      path: '/subscription/checkouts/:id',
      pathParams: z.object({ id: uuid }),
      responses: { 200: planCheckoutSchema },
      summary: 'A subscription checkout: the plan, the amount charged and the discount',
      metadata: { permission: 'plans:read' },
    },
  },
  { commonResponses },
);
