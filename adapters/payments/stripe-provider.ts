// The PaymentProvider port over the official Stripe SDK: Checkout Sessions for purchases, and the
// SDK's signature check of the events Stripe posts to /api/webhooks/stripe (docs/decisions.md 130).
import Stripe from 'stripe';
import type {
  CheckoutRequest,
  CheckoutSession,
  PaymentEvent,
  PaymentProvider,
  SubscriptionCheckoutRequest,
} from '../../core/ports/payment-provider.js';
import { subscriptionChangeOf } from './stripe-subscriptions.js';
import { ValidationError } from '../../core/shared/errors.js';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API origin (stripe-mock in tests: `http://127.0.0.1:12111`); Stripe's own when absent. */
  apiBase?: string;
  /** Seconds a signed event stays acceptable (the SDK's default, 300, when absent). */
  toleranceSeconds?: number;
}

const CHECKOUT_TYPES = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'];

function client(settings: StripeSettings): Stripe {
  if (!settings.apiBase) return new Stripe(settings.secretKey);
  const base = new URL(settings.apiBase);
  return new Stripe(settings.secretKey, {
    host: base.hostname,
    port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
    protocol: base.protocol === 'https:' ? 'https' : 'http',
  });
}

/** What the service reads of a verified Stripe event. */
export function paymentEventOf(event: Stripe.Event): PaymentEvent {
  const object = (event.data?.object ?? {}) as unknown as Record<string, unknown>;
  const metadata = (object.metadata ?? {}) as Record<string, string | undefined>;
  const isCheckout = object.object === 'checkout.session';
  const amount = isCheckout ? object.amount_total : (object.amount_received ?? object.amount);
  return {
    id: event.id,
    type: event.type,
    purchaseId: (isCheckout ? (object.client_reference_id as string | null) : null) ?? metadata.purchase_id ?? null,
    sessionId: isCheckout ? (object.id as string) : null,
    paidCheckout: isCheckout && CHECKOUT_TYPES.includes(event.type) && object.payment_status === 'paid',
    amountCents: typeof amount === 'number' ? amount : null,
    currency: typeof object.currency === 'string' ? object.currency : null,
    subscription: subscriptionChangeOf(event.type, object, event.created),
  };
}

export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = client(settings);
  return {
    name: 'stripe',
    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const metadata = { purchase_id: request.purchaseId, tenant_id: request.tenantId };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.purchaseId,
          metadata,
          payment_intent_data: { metadata },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountCents,
                product_data: { name: request.description },
              },
            },
          ],
        },
        // A retried call opens the same session, not a second one.
        { idempotencyKey: `purchase-${request.purchaseId}` },
      );
      return { sessionId: session.id, url: session.url ?? null };
    },
    async createSubscriptionCheckout(request: SubscriptionCheckoutRequest): Promise<CheckoutSession> {
      const metadata = { checkout_id: request.checkoutId, tenant_id: request.tenantId, plan_id: request.planId };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          client_reference_id: request.checkoutId,
          metadata,
          // The subscription, and so its invoices, carry the tenant and the plan (docs/decisions.md 282).
          subscription_data: { metadata },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountCents,
                recurring: { interval: 'month' },
                product_data: { name: request.description },
              },
            },
          ],
        },
        { idempotencyKey: `subscription-${request.checkoutId}` },
      );
      return { sessionId: session.id, url: session.url ?? null };
    },
    verifyEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent {
      if (!signature)
        throw new ValidationError('The event is not signed: a Stripe-Signature header is required', [
          { path: 'headers.stripe-signature', message: 'required', code: 'required' },
        ]);
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret, settings.toleranceSeconds);
      } catch (error) {
        throw new ValidationError(`The event's signature does not verify: ${(error as Error).message}`, [
          {
            path: 'headers.stripe-signature',
            message: 'signature mismatch or outside the tolerance',
            code: 'invalid_signature',
          },
        ]);
      }
      return paymentEventOf(event);
    },
  };
}
