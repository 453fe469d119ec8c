// The plans area's use cases (issue 39): the plans on offer, the account's usage, subscribing,
// checking a coupon, buying credits with one, and the platform's coupon management (admin CLI).
import type { Actor } from '../shared/actor.js';
import type { Store } from '../ports/store.js';
import { type ListInput, pageRequest } from '../shared/crud.js';
import { ConflictError, NotFoundError, ValidationError } from '../shared/errors.js';
import { toCents } from '../shared/money.js';
import type { CreditsDeps } from '../credits/deps.js';
import { type PurchaseInput, assertMayPurchase, packageOnSale, purchaseCredits } from '../credits/purchase-credits.js';
import type { CouponDiscountKind, CouponTarget } from '../../contract/vocabulary/plans.js';
import { Coupon, normaliseCode } from './coupon.js';
import { applyCoupon, couponCheckAnswer, judgeCoupon } from './coupons.js';
import type { PlansDeps } from './deps.js';
import { PLATFORM_PROVIDER } from './period.js';
import { AccountSubscription, Plan, PlanCheckout } from './plan.js';
import { planLock } from './quota.js';
import { type SubscribeInput, subscribe } from './subscribe.js';
import { usageReport } from './usage.js';

export interface CouponCheckInput {
  code: string;
  plan_id?: string;
  package_id?: string;
}

/** The target of a coupon check: the plan or the package named, with its price. */
async function targetOf(store: Store, input: { plan_id?: string; package_id?: string }) {
  if ((input.plan_id === undefined) === (input.package_id === undefined))
    throw new ValidationError('Give exactly one of plan_id and package_id', [
      { path: 'body.plan_id', message: 'exactly one of plan_id and package_id', code: 'exactly_one_of' },
    ]);
  if (input.plan_id) {
    const plan = await store.repo(Plan).get(input.plan_id);
    return { kind: 'plan' as CouponTarget, code: plan.code, priceCents: toCents(plan.price) };
  }
  const offer = await packageOnSale(store, input.package_id!);
  return { kind: 'credit_package' as CouponTarget, code: offer.code, priceCents: toCents(offer.price) };
}

export function planUseCases(store: Store, deps: PlansDeps) {
  return {
    plans: (input: ListInput) =>
      store.repo(Plan).list({ active: true }, pageRequest(input, [{ field: 'price', direction: 'asc' }])),
    usage: (actor: Actor) => usageReport(store, actor.tenantId, deps.clock.now()),
    subscribe: (actor: Actor, input: SubscribeInput) => subscribe(store, deps, actor, input),
    checkout: (id: string) => store.repo(PlanCheckout).view(id),
    async checkCoupon(input: CouponCheckInput) {
      const target = await targetOf(store, input);
      return couponCheckAnswer(await judgeCoupon(store, deps, input.code, target), target.priceCents);
    },
    /** POST /credits/purchase with a coupon code: the coupon's lock, check and the purchase in one transaction. */
    async purchaseCredits(credits: CreditsDeps, actor: Actor, input: PurchaseInput & { coupon_code?: string }) {
      if (!input.coupon_code) return purchaseCredits(store, credits, actor, input);
      assertMayPurchase(actor);
      const code = input.coupon_code;
      return store.transaction(async (tx) => {
        const discount = await applyCoupon(tx, deps, code, await targetOf(tx, input));
        return purchaseCredits(tx, credits, actor, input, discount);
      });
    },
  };
}

export interface CouponInput {
  code: string;
  name: string;
  kind: CouponDiscountKind;
  value: number;
  valid_from?: Date | null;
  valid_until?: Date | null;
  max_uses?: number | null;
  first_purchase_only?: boolean;
  plan_codes?: string[];
  package_codes?: string[];
}

function checkedCoupon(input: CouponInput): void {
  const errors = [];
  if (!/^[A-Z0-9_-]{3,40}$/.test(normaliseCode(input.code)))
    errors.push({ path: 'code', message: '3 to 40 letters, digits, - or _', code: 'invalid_format' });
  if (input.kind === 'percent' && !(Number.isInteger(input.value) && input.value >= 1 && input.value <= 99))
    errors.push({ path: 'value', message: 'a whole percent from 1 to 99', code: 'out_of_range' });
  if (input.kind === 'amount' && !(input.value > 0 && Number.isInteger(Math.round(input.value * 100))))
    errors.push({ path: 'value', message: 'a positive amount in euros', code: 'out_of_range' });
  if (input.max_uses != null && !(Number.isInteger(input.max_uses) && input.max_uses >= 1))
    errors.push({ path: 'max_uses', message: 'a whole number from 1', code: 'out_of_range' });
  if (errors.length > 0) throw new ValidationError('The coupon is not valid', errors);
}

/** Coupons are the platform's (admin CLI, docs/decisions.md 284): read and written unscoped. */
export function couponAdmin(system: Store) {
  return {
    async create(input: CouponInput): Promise<Coupon> {
      checkedCoupon(input);
      const code = normaliseCode(input.code);
      if (await system.repo(Coupon).findOne({ code })) throw new ConflictError(`A coupon ${code} exists already`);
      const coupon = Object.assign(new Coupon(), {
        code,
        name: input.name,
        kind: input.kind,
        percent_off: input.kind === 'percent' ? input.value : null,
        amount_off: input.kind === 'amount' ? input.value : null,
        valid_from: input.valid_from ?? null,
        valid_until: input.valid_until ?? null,
        max_uses: input.max_uses ?? null,
        first_purchase_only: input.first_purchase_only ?? false,
        plan_codes: input.plan_codes ?? [],
        package_codes: input.package_codes ?? [],
      });
      system.repo(Coupon).persist(coupon);
      await system.flush();
      return coupon;
    },
    list: () => system.repo(Coupon).findAll({}, [{ field: 'created_at', direction: 'desc' }]),
  };
}

/**
 * A plan the platform gives an account without the provider (admin CLI `plan assign`; docs/decisions.md
 * 281): it replaces the account's subscription row, and counts its monthly limits by calendar month.
 */
export async function assignPlan(stores: PlansDeps['stores'], tenantId: string, planCode: string, now: Date) {
  const tenantStore = stores.forTenant(tenantId);
  return tenantStore.transaction(async (tx) => {
    await tx.lockName(planLock(tenantId));
    const plan = await tx.repo(Plan).findOne({ code: planCode.toUpperCase() });
    if (!plan) throw new NotFoundError('plan', planCode);
    const row = (await tx.repo(AccountSubscription).findOne({})) ?? new AccountSubscription();
    Object.assign(row, {
      plan_id: plan.id,
      status: 'active',
      provider: PLATFORM_PROVIDER,
      provider_subscription_id: `${PLATFORM_PROVIDER}:${tenantId}`,
      current_period_start: now,
      current_period_end: new Date('9999-12-31T00:00:00Z'),
      cancel_at_period_end: false,
      last_event_at: now,
    });
    tx.repo(AccountSubscription).persist(row);
    return { tenant_id: tenantId, plan: plan.code };
  });
}
