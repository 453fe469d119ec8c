// Deposit cap ("dépôt de garantie") of a residential lease.
// Loi n° 89-462 art. 22: at most 1 month of rent excluding charges, none when the rent is payable
// in advance for more than two months — furnished lettings included, art. 22 applying to them by
// art. 25-3; art. 25-6: 2 months furnished; art. 25-13: none for a bail mobilité.
import type { PaymentTerms, RentFrequency } from '../../contract/vocabulary/leasing.js';
import { type Violation, euros } from './violation.js';

const MONTHS_PER_PERIOD: Record<RentFrequency, number> = { MONTHLY: 1, QUARTERLY: 3, ANNUALLY: 12 };

/** The monthly equivalent of a rent paid per period, rounded down to the cent. */
export function monthlyRentCents(rentCents: number, frequency: RentFrequency): number {
  return Math.floor(rentCents / MONTHS_PER_PERIOD[frequency]);
}

export interface DepositInput {
  deposit_cents: number;
  /** Rent excluding charges per month ("loyer en principal"). */
  monthly_rent_cents: number;
  is_furnished: boolean;
  is_mobility_lease?: boolean;
  rent_frequency?: RentFrequency;
  payment_terms?: PaymentTerms;
}

export interface DepositResult {
  max_deposit_cents: number;
  cap_months: number;
  /** The text the cap comes from. */
  article: string;
  violations: Violation[];
}

/** Loi 89-462 art. 22, 25-6 and 25-13: the deposit cap and whether the deposit breaks it. */
export function checkDeposit(input: DepositInput): DepositResult {
  const { deposit_cents: deposit, monthly_rent_cents: rent } = input;
  const advanceOverTwoMonths =
    input.payment_terms === 'TERME_A_ECHOIR' &&
    input.rent_frequency !== undefined &&
    MONTHS_PER_PERIOD[input.rent_frequency] > 2;
  let capMonths = input.is_furnished ? 2 : 1;
  let article = input.is_furnished
    ? 'Loi n° 89-462 du 6 juillet 1989, art. 25-6'
    : 'Loi n° 89-462 du 6 juillet 1989, art. 22';
  let reason = input.is_furnished
    ? '2 months of rent excluding charges for a furnished letting'
    : '1 month of rent excluding charges for an unfurnished letting';
  if (input.is_mobility_lease) {
    capMonths = 0;
    article = 'Loi n° 89-462 du 6 juillet 1989, art. 25-13';
    reason = 'no deposit may be required for a bail mobilité';
  } else if (advanceOverTwoMonths) {
    capMonths = 0;
    article = input.is_furnished
      ? 'Loi n° 89-462 du 6 juillet 1989, art. 22 al. 2 (applicable to furnished lettings by art. 25-3)'
      : 'Loi n° 89-462 du 6 juillet 1989, art. 22 al. 2';
    reason = 'no deposit may be required when the rent is payable in advance for more than two months';
  }
  const max = capMonths * rent;
  const violations: Violation[] =
    deposit > max
      ? [
          {
            rule: 'DEPOSIT_CAP_EXCEEDED',
            article,
            message: `The deposit of ${euros(deposit)} exceeds the legal maximum of ${euros(max)} (${reason}).`,
            figures: {
              deposit_cents: deposit,
              monthly_rent_cents: rent,
              cap_months: capMonths,
              max_deposit_cents: max,
              excess_cents: deposit - max,
            },
          },
        ]
      : [];
  return { max_deposit_cents: max, cap_months: capMonths, article, violations };
}

/**
 * The cap of a lease type of the catalogue (core/leasing/lease-type.ts): its furnished flag, a cap
 * of 0 months for the bail mobilité; null when the type has no legal cap (commercial, professional).
 */
export function checkDepositForType(
  type: { furnished: boolean; deposit_cap_months: number | null },
  input: Omit<DepositInput, 'is_furnished' | 'is_mobility_lease'>,
): DepositResult | null {
  if (type.deposit_cap_months === null) return null;
  return checkDeposit({ ...input, is_furnished: type.furnished, is_mobility_lease: type.deposit_cap_months === 0 });
}
