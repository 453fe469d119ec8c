// The management fee on one collection (issue 35; the mandate states it, loi 70-9 art. 6 and décret
// 72-678 art. 64: "les conditions de rémunération"): fee_rate_bps of the base the mandate names (the
// rent, the charges, or both), excluding tax, rounded half up to the cent; the VAT is vat_rate_bps of
// that rounded fee, rounded half up again (docs/decisions.md 220). A partial payment is imputed to
// rent and charges in proportion, as receipts do (core/billing/receipts/receipt-split.ts).
import type { MandateFeeBase } from '../../../contract/vocabulary/mandates.js';
import { splitCents } from '../../billing/cents.js';

/** `cents * bps / 10 000`, rounded half up, in integers (cents >= 0). */
export function basisPointsOf(cents: number, bps: number): number {
  return Math.floor((cents * bps + 5_000) / 10_000);
}

export interface CollectionParts {
  rent_cents: number;
  charges_cents: number;
}

/**
 * The rent and charges of one allocation of `cents` to a period owing `rent` and `charges`, after
 * `paidBefore` cents already went to it: the difference of the proportional split of what was paid
 * after and before it, so that a period's parts add up to its rent and charges exactly.
 */
export function collectionParts(
  period: { rent_cents: number; charges_cents: number },
  paidBefore: number,
  cents: number,
): CollectionParts {
  const weights = [period.rent_cents, period.charges_cents];
  const [rentBefore] = splitCents(paidBefore, weights);
  const [rentAfter] = splitCents(paidBefore + cents, weights);
  const rent = rentAfter - rentBefore;
  return { rent_cents: rent, charges_cents: cents - rent };
}

export function feeBaseCents(parts: CollectionParts, base: MandateFeeBase): number {
  if (base === 'RENT') return parts.rent_cents;
  if (base === 'CHARGES') return parts.charges_cents;
  return parts.rent_cents + parts.charges_cents;
}

export interface ManagementFee {
  fee_cents: number;
  vat_cents: number;
}

export function managementFee(baseCents: number, feeRateBps: number, vatRateBps: number): ManagementFee {
  const fee = basisPointsOf(baseCents, feeRateBps);
  return { fee_cents: fee, vat_cents: basisPointsOf(fee, vatRateBps) };
}
