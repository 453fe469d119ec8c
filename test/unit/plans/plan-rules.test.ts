// The pure rules of the plans area (docs/decisions.md 281-284): the period, the order of the
// provider's subscription events, a limit, and what a coupon gives or why not.
import { describe, expect, it } from '@jest/globals';
import { Coupon, couponRefusal, discountCents } from '../../../core/plans/coupon.js';
import { calendarMonth, periodAt } from '../../../core/plans/period.js';
import { isOverLimit } from '../../../core/plans/quota.js';
import { isStale, statusOf } from '../../../core/plans/subscription-events.js';
import type { SubscriptionChange } from '../../../core/ports/payment-provider.js';

const d = (iso: string) => new Date(iso);

describe('periodAt', () => {
  const subscription = {
    status: 'active' as const,
    provider: 'stripe',
    current_period_start: d('2026-11-10T00:00:00Z'),
    current_period_end: d('2026-12-10T00:00:00Z'),
  };
  it("is the subscription's period while it stands and now is in it", () => {
    expect(periodAt(subscription, d('2026-11-26T12:00:00Z'))).toEqual({
      start: d('2026-11-10T00:00:00Z'),
      end: d('2026-12-10T00:00:00Z'),
    });
  });
  it('is the calendar month otherwise: no subscription, cancelled, past its end, or assigned by the platform', () => {
    const now = d('2026-12-31T23:59:59Z');
    const month = { start: d('2026-12-01T00:00:00Z'), end: d('2027-01-01T00:00:00Z') };
    expect(periodAt(null, now)).toEqual(month);
    expect(periodAt({ ...subscription, status: 'canceled' }, now)).toEqual(month);
    expect(periodAt(subscription, now)).toEqual(month);
    expect(
      periodAt({ ...subscription, provider: 'platform', current_period_end: d('9999-12-31T00:00:00Z') }, now),
    ).toEqual(month);
    expect(calendarMonth(d('2027-02-15T00:00:00Z'))).toEqual({
      start: d('2027-02-01T00:00:00Z'),
      end: d('2027-03-01T00:00:00Z'),
    });
  });
});

describe('isStale: an older event never overwrites a newer state', () => {
  const stored = {
    provider_subscription_id: 'sub_1',
    current_period_end: d('2026-12-01T00:00:00Z'),
    last_event_at: d('2026-11-15T00:00:00Z'),
  };
  const change = (fields: Partial<SubscriptionChange>): SubscriptionChange => ({
    subscriptionId: 'sub_1',
    tenantId: null,
    planId: null,
    status: 'active',
    periodStart: null,
    periodEnd: d('2026-12-01T00:00:00Z'),
    cancelAtPeriodEnd: null,
    createdAt: d('2026-11-16T00:00:00Z'),
    ...fields,
  });
  it('applies anything to no state, a later period, or a later event of the same period', () => {
    expect(isStale(null, change({}))).toBe(false);
    expect(
      isStale(stored, change({ periodEnd: d('2027-01-01T00:00:00Z'), createdAt: d('2026-11-01T00:00:00Z') })),
    ).toBe(false);
    expect(isStale(stored, change({}))).toBe(false);
    expect(isStale(stored, change({ createdAt: stored.last_event_at }))).toBe(false);
  });
  it('leaves aside an earlier period, or an earlier event of the same period or of another subscription', () => {
    expect(
      isStale(stored, change({ periodEnd: d('2026-11-01T00:00:00Z'), createdAt: d('2026-12-01T00:00:00Z') })),
    ).toBe(true);
    expect(isStale(stored, change({ createdAt: d('2026-11-14T00:00:00Z') }))).toBe(true);
    expect(isStale(stored, change({ periodEnd: null, createdAt: d('2026-11-14T00:00:00Z') }))).toBe(true);
    expect(
      isStale(
        stored,
        change({ subscriptionId: 'sub_2', periodEnd: d('2027-06-01T00:00:00Z'), createdAt: d('2026-11-14T00:00:00Z') }),
      ),
    ).toBe(true);
  });
  it('reads an invoice as the status it implies', () => {
    const invoice = change({ status: null });
    expect(statusOf({ type: 'invoice.paid' }, invoice)).toBe('active');
    expect(statusOf({ type: 'invoice.payment_failed' }, invoice)).toBe('past_due');
    expect(statusOf({ type: 'customer.subscription.deleted' }, change({ status: 'canceled' }))).toBe('canceled');
  });
});

describe('isOverLimit', () => {
  it('counts the write itself: the last unit fits, the next does not; null is no limit', () => {
    expect(isOverLimit(3, 3)).toBe(false);
    expect(isOverLimit(4, 3)).toBe(true);
    expect(isOverLimit(1_000_000, null)).toBe(false);
  });
});

describe('coupons', () => {
  const coupon = (fields: Partial<Coupon>) =>
    Object.assign(new Coupon(), { kind: 'percent', percent_off: 10, ...fields });
  const context = {
    now: d('2026-11-26T00:00:00Z'),
    uses: 0,
    firstPurchase: true,
    target: { kind: 'credit_package' as const, code: 'starter' },
  };
  it('names the first reason a code gives nothing', () => {
    expect(couponRefusal(null, context)).toBe('unknown');
    expect(couponRefusal(coupon({ valid_from: d('2026-12-01T00:00:00Z') }), context)).toBe('not_yet_valid');
    expect(couponRefusal(coupon({ valid_until: d('2026-11-26T00:00:00Z') }), context)).toBe('expired');
    expect(couponRefusal(coupon({ max_uses: 2 }), { ...context, uses: 2 })).toBe('used_up');
    expect(couponRefusal(coupon({ first_purchase_only: true }), { ...context, firstPurchase: false })).toBe(
      'first_purchase_only',
    );
    expect(couponRefusal(coupon({ plan_codes: ['PRO'] }), context)).toBe('not_applicable');
    expect(couponRefusal(coupon({ package_codes: ['starter'], max_uses: 2 }), { ...context, uses: 1 })).toBeNull();
  });
  it('takes off whole cents, half up, and always leaves the smallest charge', () => {
    expect(discountCents(coupon({ percent_off: 15 }), 1500)).toBe(225);
    expect(discountCents(coupon({ percent_off: 33 }), 2900)).toBe(957);
    expect(discountCents(coupon({ percent_off: 50 }), 1)).toBe(0);
    expect(discountCents(coupon({ percent_off: 50 }), 2901)).toBe(1451);
    expect(discountCents(coupon({ kind: 'amount', percent_off: null, amount_off: 3.33 }), 1500)).toBe(333);
    expect(discountCents(coupon({ kind: 'amount', percent_off: null, amount_off: 100 }), 1500)).toBe(1450);
  });
});
