// What a payment event does to its purchase (docs/decisions.md 131).
import { describe, expect, it } from '@jest/globals';
import { CreditPurchase } from '../../../core/credits/credit-purchase.js';
import { checkoutOutcome } from '../../../core/credits/payment-events.js';
import type { PaymentEvent } from '../../../core/ports/payment-provider.js';

const purchase = (status: 'PENDING' | 'PAID' = 'PENDING') =>
  Object.assign(new CreditPurchase(), { amount: 15, currency: 'EUR', status });
const event = (fields: Partial<PaymentEvent> = {}): PaymentEvent => ({
  id: 'evt_1',
  type: 'checkout.session.completed',
  purchaseId: 'p',
  sessionId: 'cs_1',
  paidCheckout: true,
  amountCents: 1500,
  currency: 'eur',
  subscription: null,
  ...fields,
});

describe('checkoutOutcome', () => {
  it('credits a paid checkout of the right amount once', () => {
    expect(checkoutOutcome(purchase(), event())).toBe('CREDITED');
    expect(checkoutOutcome(purchase(), event({ amountCents: null, currency: null }))).toBe('CREDITED');
    expect(checkoutOutcome(purchase('PAID'), event())).toBe('ALREADY_CREDITED');
  });

  it('refuses another amount or currency, waits for an unpaid session, logs other events', () => {
    expect(checkoutOutcome(purchase(), event({ amountCents: 1499 }))).toBe('AMOUNT_MISMATCH');
    expect(checkoutOutcome(purchase(), event({ currency: 'usd' }))).toBe('AMOUNT_MISMATCH');
    expect(checkoutOutcome(purchase(), event({ paidCheckout: false }))).toBe('UNPAID');
    expect(checkoutOutcome(purchase(), event({ type: 'payment_intent.succeeded', paidCheckout: false }))).toBe(
      'LOGGED',
    );
  });
});
