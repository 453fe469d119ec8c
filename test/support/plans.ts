// Fixtures for the plans tests: a plan of the test's own (plans are data), Stripe subscription and
// invoice events signed as Stripe signs them, and coupons made through the admin use case.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { MikroStore } from '../../adapters/persistence/store.js';
import { type CouponInput, couponAdmin } from '../../core/plans/plans.js';
import type { PlanLimit } from '../../contract/vocabulary/plans.js';
import type { TestApp } from './app.js';
import { withPool } from './db.js';

export const STRIPE_WEBHOOK_SECRET = 'whsec_test_rental_service_0123456789';
export const PRO_PLAN = '7a2d5c1f-6e54-4b46-8e72-1d2c3b4a5e02';
export const FREE_PLAN = '7a2d5c1f-6e54-4b46-8e72-1d2c3b4a5e01';
export const STARTER_PACKAGE = '6f1c4b0e-5d43-4a35-9d61-0c1b2a3c4d01';

/** The SDK only for its test signer (generateTestHeaderString); no request goes out through it. */
const signer = new Stripe('sk_test_signer');

/** A plan of the test's own, inactive (not on offer), with these limits (null for the others). */
export async function testPlan(limits: Partial<Record<PlanLimit, number>>): Promise<string> {
  const code = `TEST_${randomUUID().slice(0, 8).toUpperCase()}`;
  const all = {
    lots: null,
    active_leases: null,
    users: null,
    signatures_per_month: null,
    documents_per_month: null,
    webhook_subscriptions: null,
    ...limits,
  };
  await withPool((pool) =>
    pool.query(
      `insert into plans (id, code, name, price, currency, limits, active) values ($1, $2, $2, 10, 'EUR', $3, false)`,
      [randomUUID(), code, JSON.stringify(all)],
    ),
  );
  return code;
}

export async function newCoupon(app: TestApp, input: Partial<CouponInput> & Pick<CouponInput, 'kind' | 'value'>) {
  const code = input.code ?? `T${randomUUID().slice(0, 8)}`;
  return couponAdmin(new MikroStore(app.orm.em.fork(), null)).create({ name: 'Test coupon', ...input, code });
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export interface SubscriptionFacts {
  subscriptionId: string;
  tenantId: string;
  planId: string;
}

/** A Stripe event about a subscription, created at `created`, for the period [start, end). */
export function subscriptionEvent(
  facts: SubscriptionFacts,
  type: 'customer.subscription.created' | 'customer.subscription.updated' | 'customer.subscription.deleted',
  fields: { status: string; start: Date; end: Date; created: Date; cancelAtPeriodEnd?: boolean },
) {
  return {
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type,
    created: seconds(fields.created),
    data: {
      object: {
        id: facts.subscriptionId,
        object: 'subscription',
        status: fields.status,
        cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
        metadata: { tenant_id: facts.tenantId, plan_id: facts.planId },
        items: {
          object: 'list',
          data: [{ current_period_start: seconds(fields.start), current_period_end: seconds(fields.end) }],
        },
      },
    },
  };
}

/** A Stripe invoice event of the subscription for the period [start, end). */
export function invoiceEvent(
  facts: SubscriptionFacts,
  type: 'invoice.paid' | 'invoice.payment_failed',
  fields: { start: Date; end: Date; created: Date; amountCents?: number },
) {
  return {
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type,
    created: seconds(fields.created),
    data: {
      object: {
        id: `in_${randomUUID().replaceAll('-', '').slice(0, 20)}`,
        object: 'invoice',
        currency: 'eur',
        amount_paid: fields.amountCents ?? 2900,
        parent: {
          subscription_details: {
            subscription: facts.subscriptionId,
            metadata: { tenant_id: facts.tenantId, plan_id: facts.planId },
          },
        },
        lines: { object: 'list', data: [{ period: { start: seconds(fields.start), end: seconds(fields.end) } }] },
      },
    },
  };
}

/** Posts an event to the receiver signed with the test secret. */
export function postSigned(app: TestApp, event: object) {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET });
  return app.anonymous.paymentWebhooks.stripe({
    body: event as never,
    headers: { 'stripe-signature': header } as never,
  });
}
