// The plans vocabulary (issue 39; docs/decisions.md 280-285): the limits a plan sets per period, the
// states of an account's subscription as the payment provider names them, how a coupon discounts,
// and why a coupon code is refused. Plain data for the contract and core.

/** What a plan limits: counts of records now (lots, active leases, live keys, webhook subscriptions) or in the period. */
export const PLAN_LIMITS = [
  'lots',
  'active_leases',
  'users',
  'signatures_per_month',
  'documents_per_month',
  'webhook_subscriptions',
] as const;
export type PlanLimit = (typeof PLAN_LIMITS)[number];

/** Stripe's subscription statuses. */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const COUPON_DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type CouponDiscountKind = (typeof COUPON_DISCOUNT_KINDS)[number];

/** Why a code gives nothing for this purchase. */
export const COUPON_REFUSALS = [
  'unknown',
  'not_yet_valid',
  'expired',
  'used_up',
  'first_purchase_only',
  'not_applicable',
] as const;
export type CouponRefusal = (typeof COUPON_REFUSALS)[number];

/** What a coupon is checked against: a credit package or a plan. */
export const COUPON_TARGETS = ['credit_package', 'plan'] as const;
export type CouponTarget = (typeof COUPON_TARGETS)[number];
