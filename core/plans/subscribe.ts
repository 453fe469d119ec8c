// POST /subscription/checkout: a checkout session in subscription mode for a plan, with an optional coupon
// (issue 39; docs/decisions.md 282, 284). Subscribing is buying: owner-role keys only, as for
// credits (spec, Authentication 6). The plan changes when the provider's events say so.
import type { Actor } from '../shared/actor.js';
import type { Store } from '../ports/store.js';
import { BusinessRuleError, NotFoundError, UnavailableError } from '../shared/errors.js';
import { requireReference } from '../shared/crud.js';
import { fromCents, toCents } from '../shared/money.js';
import { assertMayPurchase } from '../credits/purchase-credits.js';
import { applyCoupon } from './coupons.js';
import type { PlansDeps } from './deps.js';
import { FREE_PLAN_CODE, Plan, PlanCheckout } from './plan.js';

export interface SubscribeInput {
  plan_id: string;
  success_url: string;
  cancel_url: string;
  coupon_code?: string;
}

async function planOnSale(store: Store, planId: string): Promise<Plan> {
  const plan = await requireReference(store, Plan, planId, 'plan_id');
  if (!plan.active) throw new NotFoundError('plan', plan.id);
  if (plan.code === FREE_PLAN_CODE)
    throw new BusinessRuleError('The FREE plan needs no subscription: it is what an account has without one', [
      { path: 'plan_id', message: 'the FREE plan is not sold', code: 'free_plan' },
    ]);
  return plan;
}

export async function subscribe(
  store: Store,
  deps: Pick<PlansDeps, 'ids' | 'payments' | 'stores' | 'clock'>,
  actor: Actor,
  input: SubscribeInput,
): Promise<PlanCheckout> {
  assertMayPurchase(actor);
  const plan = await planOnSale(store, input.plan_id);
  const payments = deps.payments;
  if (!payments)
    throw new UnavailableError(
      'Subscriptions need a payment provider: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
  return store.transaction(async (tx) => {
    const priceCents = toCents(plan.price);
    const discount = input.coupon_code
      ? await applyCoupon(tx, deps, input.coupon_code, { kind: 'plan', code: plan.code, priceCents })
      : null;
    const charged = priceCents - (discount?.discountCents ?? 0);
    const checkoutId = deps.ids.next();
    const session = await payments.createSubscriptionCheckout({
      checkoutId,
      tenantId: actor.tenantId,
      planId: plan.id,
      description: `${plan.name} plan`,
      amountCents: charged,
      currency: plan.currency,
      successUrl: input.success_url,
      cancelUrl: input.cancel_url,
    });
    const checkout = Object.assign(new PlanCheckout(), {
      id: checkoutId,
      plan_id: plan.id,
      amount: fromCents(charged),
      discount: fromCents(discount?.discountCents ?? 0),
      coupon_code: discount?.code ?? null,
      currency: plan.currency,
      provider: payments.name,
      session_id: session.sessionId,
      checkout_url: session.url,
    });
    tx.repo(PlanCheckout).persist(checkout);
    return checkout;
  });
}
