// Checking a coupon code before buying, and applying it at a checkout (issue 39; docs/decisions.md
// 284): a refused code at checkout is a 422 naming the reason, and no session is opened. A use is a
// checkout opened with the code; uses are counted from the purchase records of every account, under
// a lock on the coupon, so that concurrent checkouts cannot pass its number of uses.
import type { Store } from '../ports/store.js';
import { BusinessRuleError } from '../shared/errors.js';
import { fromCents } from '../shared/money.js';
import { CreditPurchase } from '../credits/credit-purchase.js';
import type { CouponRefusal, CouponTarget } from '../../contract/vocabulary/plans.js';
import { Coupon, type CouponContext, REFUSAL_TEXT, couponRefusal, discountCents, normaliseCode } from './coupon.js';
import type { PlansDeps } from './deps.js';
import { PLATFORM_PROVIDER } from './period.js';
import { AccountSubscription, PlanCheckout } from './plan.js';

export interface CouponTargetInput {
  kind: CouponTarget;
  code: string;
  priceCents: number;
}

export interface CouponVerdict {
  code: string;
  valid: boolean;
  reason: CouponRefusal | null;
  coupon: Coupon | null;
  discountCents: number;
}

async function usesOf(deps: Pick<PlansDeps, 'stores'>, code: string): Promise<number> {
  const system = deps.stores.system();
  const criteria = { coupon_code: code };
  return (await system.repo(CreditPurchase).count(criteria)) + (await system.repo(PlanCheckout).count(criteria));
}

/** Read through the tenant's store: its own purchases and subscription. */
async function isFirstPurchase(store: Store): Promise<boolean> {
  if ((await store.repo(CreditPurchase).count({ status: 'PAID' })) > 0) return false;
  return (await store.repo(AccountSubscription).count({ provider: { $ne: PLATFORM_PROVIDER } })) === 0;
}

/** What the code gives for this target, or why not (no lock: a check changes nothing). */
export async function judgeCoupon(
  store: Store,
  deps: Pick<PlansDeps, 'stores' | 'clock'>,
  rawCode: string,
  target: CouponTargetInput,
  lock = false,
): Promise<CouponVerdict> {
  const code = normaliseCode(rawCode);
  const coupon = await store.repo(Coupon).findOne({ code });
  if (coupon && lock) await store.lockName(`coupon:${coupon.id}`);
  const context: CouponContext = {
    now: deps.clock.now(),
    uses: coupon ? await usesOf(deps, code) : 0,
    firstPurchase: coupon?.first_purchase_only ? await isFirstPurchase(store) : true,
    target: { kind: target.kind, code: target.code },
  };
  const reason = couponRefusal(coupon, context);
  return {
    code,
    valid: reason === null,
    reason,
    coupon,
    discountCents: reason === null && coupon ? discountCents(coupon, target.priceCents) : 0,
  };
}

/** The discount to apply at a checkout, inside its transaction; a 422 naming the reason when refused. */
export async function applyCoupon(
  tx: Store,
  deps: Pick<PlansDeps, 'stores' | 'clock'>,
  rawCode: string,
  target: CouponTargetInput,
): Promise<{ code: string; discountCents: number }> {
  const verdict = await judgeCoupon(tx, deps, rawCode, target, true);
  if (!verdict.valid)
    throw new BusinessRuleError(
      `The coupon code ${verdict.code} cannot be used: ${REFUSAL_TEXT[verdict.reason!]}`,
      [{ path: 'coupon_code', message: REFUSAL_TEXT[verdict.reason!], code: verdict.reason! }],
      { reason: verdict.reason },
    );
  return { code: verdict.code, discountCents: verdict.discountCents };
}

/** The answer of POST /coupons/check. */
export function couponCheckAnswer(verdict: CouponVerdict, priceCents: number) {
  const coupon = verdict.coupon;
  return {
    code: verdict.code,
    valid: verdict.valid,
    reason: verdict.reason,
    reason_text: verdict.reason ? REFUSAL_TEXT[verdict.reason] : null,
    kind: verdict.valid && coupon ? coupon.kind : null,
    percent_off: verdict.valid && coupon ? coupon.percent_off : null,
    amount_off: verdict.valid && coupon ? coupon.amount_off : null,
    price: fromCents(priceCents),
    discount: fromCents(verdict.discountCents),
    amount: fromCents(priceCents - verdict.discountCents),
  };
}
