// Plans, the account's subscription, subscription checkouts and coupons (core/plans/).
import { defineEntity } from '@mikro-orm/core';
import { COUPON_DISCOUNT_KINDS, SUBSCRIPTION_STATUSES } from '../../../contract/vocabulary/plans.js';
import { Coupon } from '../../../core/plans/coupon.js';
import { AccountSubscription, Plan, PlanCheckout, type PlanLimits } from '../../../core/plans/plan.js';
import { createdAt, id, money, p, tenantFilter, tenantOwned } from './columns.js';

export const PlanEntity = defineEntity({
  class: Plan,
  tableName: 'plans',
  properties: {
    id: id(),
    code: p.string().length(30),
    name: p.string().length(100),
    price: money(),
    currency: p.string().length(3),
    limits: p.json<PlanLimits>(),
    active: p.boolean(),
    created_at: createdAt(),
  },
});

export const AccountSubscriptionEntity = defineEntity({
  class: AccountSubscription,
  tableName: 'account_subscriptions',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    plan_id: p.uuid(),
    status: p.enum(SUBSCRIPTION_STATUSES),
    provider: p.string().length(30),
    provider_subscription_id: p.string().length(255),
    current_period_start: p.datetime(),
    current_period_end: p.datetime(),
    cancel_at_period_end: p.boolean(),
    last_event_at: p.datetime(),
  },
});

export const PlanCheckoutEntity = defineEntity({
  class: PlanCheckout,
  tableName: 'plan_checkouts',
  filters: tenantFilter,
  properties: {
    id: id(),
    tenant_id: p.uuid(),
    plan_id: p.uuid(),
    amount: money(),
    discount: money(),
    coupon_code: p.string().length(40).nullable(),
    currency: p.string().length(3),
    provider: p.string().length(30),
    session_id: p.string().length(255),
    checkout_url: p.text().nullable(),
    created_at: createdAt(),
  },
});

export const CouponEntity = defineEntity({
  class: Coupon,
  tableName: 'coupons',
  properties: {
    id: id(),
    code: p.string().length(40),
    name: p.string().length(100),
    kind: p.enum(COUPON_DISCOUNT_KINDS),
    percent_off: p.integer().nullable(),
    amount_off: money().nullable(),
    currency: p.string().length(3),
    valid_from: p.datetime().nullable(),
    valid_until: p.datetime().nullable(),
    max_uses: p.integer().nullable(),
    first_purchase_only: p.boolean(),
    plan_codes: p.array(),
    package_codes: p.array(),
    created_at: createdAt(),
  },
});

export const planEntities = [PlanEntity, AccountSubscriptionEntity, PlanCheckoutEntity, CouponEntity];
