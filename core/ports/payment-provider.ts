// Port: the payment provider (Stripe behind it, adapters/payments/stripe-provider.ts): it opens
// checkout sessions and authenticates the events it sends to the webhook receiver.
import type { SubscriptionStatus } from '../../contract/vocabulary/plans.js';

export interface CheckoutRequest {
  /** Our purchase id: the provider sends it back with every event of the session. */
  purchaseId: string;
  tenantId: string;
  description: string;
  amountCents: number;
  /** ISO 4217, upper case. */
  currency: string;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  sessionId: string;
  /** Where the buyer pays; null when the provider gives none. */
  url: string | null;
}

/** A checkout in subscription mode: a plan paid every period (docs/decisions.md 282). */
export interface SubscriptionCheckoutRequest {
  /** Our checkout id, sent back with the session's events. */
  checkoutId: string;
  tenantId: string;
  /** Our plan id: the subscription carries it (and the tenant) in its metadata, and so its invoices. */
  planId: string;
  description: string;
  /** Charged per period, after any discount. */
  amountCents: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
}

/** What a subscription or invoice event says of the subscription. */
export interface SubscriptionChange {
  subscriptionId: string;
  /** From the subscription's metadata (set at checkout); null when the event does not carry it. */
  tenantId: string | null;
  planId: string | null;
  /** Null when the event does not tell it (an invoice paid is `active`, failed `past_due`). */
  status: SubscriptionStatus | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  cancelAtPeriodEnd: boolean | null;
  /** When the provider created the event: an older event never overwrites a newer state. */
  createdAt: Date;
}

/** A provider event whose signature was checked, reduced to what the service reads. */
export interface PaymentEvent {
  /** The provider's event id (unique per provider). */
  id: string;
  type: string;
  /** Our purchase id, when the event concerns a session we opened. */
  purchaseId: string | null;
  sessionId: string | null;
  /** A completed checkout whose payment is collected. */
  paidCheckout: boolean;
  amountCents: number | null;
  currency: string | null;
  /** Set for the subscription and invoice events of a subscription (docs/decisions.md 282). */
  subscription: SubscriptionChange | null;
}

export interface PaymentProvider {
  /** The provider's name, also the last segment of its webhook path (spec, Webhook receiver). */
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  createSubscriptionCheckout(request: SubscriptionCheckoutRequest): Promise<CheckoutSession>;
  /**
   * The event of a raw request body, after checking its signature header within the tolerance
   * window; a ValidationError when it is unsigned, tampered with or stale.
   */
  verifyEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
