// Which plan and period an account is in (docs/decisions.md 281): the subscribed plan while its
// subscription is in good standing or in its payment grace (past_due), else FREE; the period is the
// subscription's current one, or the calendar month (UTC) without a subscription.
import type { SubscriptionStatus } from '../../contract/vocabulary/plans.js';

/** Stripe keeps these subscriptions running: their plan applies. */
const STANDING: readonly SubscriptionStatus[] = ['active', 'trialing', 'past_due'];

export interface Period {
  start: Date;
  end: Date;
}

export function subscriptionStands(status: SubscriptionStatus): boolean {
  return STANDING.includes(status);
}

/** The calendar month of `now`, in UTC: [first day 00:00, first day of the next month 00:00). */
export function calendarMonth(now: Date): Period {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

/** The provider of a plan the platform assigned (admin CLI): no period of its own. */
export const PLATFORM_PROVIDER = 'platform';

/** The subscription's period when it stands and `now` is in it, else the calendar month. */
export function periodAt(
  subscription: {
    status: SubscriptionStatus;
    provider: string;
    current_period_start: Date;
    current_period_end: Date;
  } | null,
  now: Date,
): Period {
  if (
    subscription &&
    subscription.provider !== PLATFORM_PROVIDER &&
    subscriptionStands(subscription.status) &&
    subscription.current_period_start <= now &&
    now < subscription.current_period_end
  )
    return { start: subscription.current_period_start, end: subscription.current_period_end };
  return calendarMonth(now);
}
