// POST /api/webhooks/stripe: the provider's signature is checked on the raw body (kept by the JSON
// parser, adapters/http/app.ts), then the event is logged and acted on in one short transaction
// before the 200, so an answered event is already durable (docs/decisions.md 131).
import { initServer } from '@ts-rest/express';
import type { Request } from 'express';
import { contract } from '../../../../contract/index.js';
import type { CreditsDeps } from '../../../../core/credits/deps.js';
import { receivePaymentEvent } from '../../../../core/credits/payment-events.js';
import type { PlansDeps } from '../../../../core/plans/deps.js';
import { receiveSubscriptionEvent } from '../../../../core/plans/subscription-events.js';
import { UnavailableError } from '../../../../core/shared/errors.js';

const s = initServer();

/** The request body exactly as received (set by the JSON parser's verify hook). */
export const RAW_BODY = Symbol('raw body');
export type WithRawBody = Request & { [RAW_BODY]?: Buffer };

export function paymentWebhooksRouter(deps: CreditsDeps, plans: PlansDeps) {
  return s.router(contract.paymentWebhooks, {
    stripe: async ({ headers, req }) => {
      if (!deps.payments || deps.payments.name !== 'stripe')
        throw new UnavailableError('No Stripe account is configured (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET)');
      const raw = (req as WithRawBody)[RAW_BODY] ?? Buffer.alloc(0);
      const event = deps.payments.verifyEvent(raw, headers['stripe-signature']);
      // A subscription's events set the account's plan (docs/decisions.md 282); the others are purchases'.
      const receipt = event.subscription
        ? await receiveSubscriptionEvent(plans, { ...event, subscription: event.subscription })
        : await receivePaymentEvent(deps, event);
      req.log.info({ event: event.id, type: event.type, outcome: receipt.outcome }, 'payment event received');
      return { status: 200, body: { received: true as const, duplicate: receipt.duplicate } };
    },
  });
}
