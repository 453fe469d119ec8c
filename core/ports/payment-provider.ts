// Port: the payment provider (Stripe behind it, adapters/payments/stripe-provider.ts): it opens
// checkout sessions and authenticates the events it sends to the webhook receiver.

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
}

export interface PaymentProvider {
  /** The provider's name, also the last segment of its webhook path (spec, Webhook receiver). */
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * The event of a raw request body, after checking its signature header within the tolerance
   * window; a ValidationError when it is unsigned, tampered with or stale.
   */
  verifyEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
