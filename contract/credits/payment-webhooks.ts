// The payment provider's webhook receiver (spec, Webhook receiver): public, authenticated by the
// provider's signature of the raw body (docs/decisions.md 131).
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { problemSchema } from '../common.js';

const c = initContract();

export const paymentWebhooksContract = c.router({
  stripe: {
    method: 'POST',
    path: '/webhooks/stripe',
    headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
    body: z.object({ id: z.string().max(255), type: z.string().max(100) }).passthrough(),
    responses: {
      200: z.object({ received: z.literal(true), duplicate: z.boolean() }),
      400: problemSchema,
      500: problemSchema,
      503: problemSchema,
    },
    summary:
      "Stripe's events (signed with Stripe-Signature): a paid checkout credits its purchase once per event; 400 to an unsigned, tampered or stale event",
    metadata: { public: true },
  },
});
