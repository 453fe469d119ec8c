// Coupons and promotion codes as Stripe models them (issue 39; docs/decisions.md 284): percent or
// amount off, validity dates, a number of uses, first purchase only, the plans or credit packages
// they apply to. Codes are case-insensitive: stored and compared in upper case.
import type { CouponDiscountKind, CouponRefusal, CouponTarget } from '../../contract/vocabulary/plans.js';

/** A coupon (shared by every tenant, managed by the platform through the admin CLI). */
export class Coupon {
  id!: string;
  code!: string;
  name!: string;
  kind!: CouponDiscountKind;
  /** 1 to 99 for a percent coupon. */
  percent_off: number | null = null;
  /** Euros off, for an amount coupon. */
  amount_off: number | null = null;
  currency = 'EUR';
  valid_from: Date | null = null;
  valid_until: Date | null = null;
  max_uses: number | null = null;
  first_purchase_only = false;
  /** The plan codes it applies to; with package_codes both empty, it applies to everything. */
  plan_codes: string[] = [];
  package_codes: string[] = [];
  created_at!: Date;
}

/** Stripe's smallest charge in euros: a discount always leaves at least this much to pay. */
export const MIN_CHARGE_CENTS = 50;

export const normaliseCode = (code: string) => code.trim().toUpperCase();

export interface CouponContext {
  now: Date;
  /** Checkouts already opened with the code, by every account. */
  uses: number;
  /** The account has never paid a purchase nor held a subscription. */
  firstPurchase: boolean;
  target: { kind: CouponTarget; code: string };
}

function applies(coupon: Coupon, target: CouponContext['target']): boolean {
  if (coupon.plan_codes.length === 0 && coupon.package_codes.length === 0) return true;
  const codes = target.kind === 'plan' ? coupon.plan_codes : coupon.package_codes;
  return codes.includes(target.code);
}

/** Why the coupon gives nothing here (pure), or null when it applies. */
export function couponRefusal(coupon: Coupon | null, context: CouponContext): CouponRefusal | null {
  if (!coupon) return 'unknown';
  if (coupon.valid_from && context.now < coupon.valid_from) return 'not_yet_valid';
  if (coupon.valid_until && context.now >= coupon.valid_until) return 'expired';
  if (coupon.max_uses !== null && context.uses >= coupon.max_uses) return 'used_up';
  if (coupon.first_purchase_only && !context.firstPurchase) return 'first_purchase_only';
  if (!applies(coupon, context.target)) return 'not_applicable';
  return null;
}

/**
 * Cents taken off a price (pure, integer cents): a percent rounded to the nearest cent (half up), an
 * amount as is; either way never below Stripe's smallest charge.
 */
export function discountCents(coupon: Pick<Coupon, 'kind' | 'percent_off' | 'amount_off'>, priceCents: number): number {
  const raw =
    coupon.kind === 'percent'
      ? Math.floor((priceCents * (coupon.percent_off ?? 0) + 50) / 100)
      : Math.round((coupon.amount_off ?? 0) * 100);
  return Math.max(0, Math.min(raw, priceCents - MIN_CHARGE_CENTS));
}

export const REFUSAL_TEXT: Record<CouponRefusal, string> = {
  unknown: 'no coupon has this code',
  not_yet_valid: 'the coupon is not valid yet',
  expired: 'the coupon has expired',
  used_up: 'the coupon has been used as many times as it may be',
  first_purchase_only: "the coupon is for an account's first purchase only",
  not_applicable: 'the coupon does not apply to this plan or package',
};
