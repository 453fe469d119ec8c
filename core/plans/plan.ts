// Plans and the account's subscription (issue 39; docs/decisions.md 280-282): plans are data (a
// shared table seeded by the migration, FREE by default), each with its limits per period; an
// account has at most one subscription row, set by the payment provider's events.
import type { PlanLimit, SubscriptionStatus } from '../../contract/vocabulary/plans.js';

/** A limit per plan: a whole number, or null for no limit. */
export type PlanLimits = Record<PlanLimit, number | null>;

/** A plan on offer (shared by every tenant). */
export class Plan {
  id!: string;
  code!: string;
  name!: string;
  /** Euros per period, taxes included (docs/decisions.md 280). */
  price!: number;
  currency!: string;
  limits!: PlanLimits;
  active = true;
  created_at!: Date;
}

/** The code of the plan every account has without a subscription. */
export const FREE_PLAN_CODE = 'FREE';

/** The account's subscription, as the provider's last applied event left it. */
export class AccountSubscription {
  id!: string;
  tenant_id!: string;
  plan_id!: string;
  status!: SubscriptionStatus;
  provider!: string;
  provider_subscription_id!: string;
  current_period_start!: Date;
  current_period_end!: Date;
  cancel_at_period_end = false;
  /** When the provider created the event last applied: an older one never overwrites it. */
  last_event_at!: Date;
  created_at!: Date;
  updated_at!: Date;
}

/** A subscription checkout opened for a plan (the purchase record: price, discount, coupon). */
export class PlanCheckout {
  id!: string;
  tenant_id!: string;
  plan_id!: string;
  /** Euros charged per period, after the discount. */
  amount!: number;
  /** Euros taken off the plan's price per period. */
  discount = 0;
  coupon_code: string | null = null;
  currency!: string;
  provider!: string;
  session_id!: string;
  checkout_url: string | null = null;
  created_at!: Date;
}
