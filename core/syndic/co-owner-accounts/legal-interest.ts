// Interest on a co-owner's arrears (décret 67-223 art. 36: the sums owed to the syndicate bear
// interest at the legal rate from the formal notice). The legal rate (code monétaire et financier
// L313-2, D313-1-A) is set each semester by arrêté, with two rates: for the claims of natural persons
// not acting for professional needs, and for every other case. Dated data: a semester is added when
// its arrêté is published (docs/legal.md, "Copropriété: fund calls and co-owner accounts").
import { addDays, compareDates } from '../../shared/dates.js';

export interface LegalRate {
  /** First day the rate applies (1 January or 1 July). */
  from: string;
  /** Percent per year, in hundredths of a percent (7.21 % = 721). */
  natural_person_bp: number;
  other_bp: number;
  source: string;
}

/** The semesters entered, oldest first (each checked against its arrêté, docs/legal.md). */
export const LEGAL_RATES: readonly LegalRate[] = [
  { from: '2025-01-01', natural_person_bp: 721, other_bp: 371, source: 'arrêté du 17 décembre 2024' },
  { from: '2025-07-01', natural_person_bp: 665, other_bp: 276, source: 'arrêté du 19 juin 2025 (JO du 24 juin 2025)' },
  {
    from: '2026-01-01',
    natural_person_bp: 667,
    other_bp: 262,
    source: 'arrêté du 15 décembre 2025 (JO du 26 décembre 2025)',
  },
];

/**
 * The rate on a day: the latest semester entered that started on or before it (a semester not yet
 * entered keeps the last rate known, docs/decisions.md 274); null before the first one.
 */
export function legalRateOn(day: string, rates: readonly LegalRate[] = LEGAL_RATES): LegalRate | null {
  return [...rates].reverse().find((r) => compareDates(r.from, day) <= 0) ?? null;
}

const daysInYear = (year: number) => (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 366 : 365);

/**
 * Simple interest on `principalCents` for the days from `from` (included) to `to` (excluded), at
 * the rate of each day and over the days of that day's calendar year; the syndicate is a legal
 * person, so the "other cases" rate applies unless `naturalPerson`. Summed exactly as a fraction and
 * rounded once, half up, to the cent.
 */
export function legalInterestCents(
  principalCents: number,
  from: string,
  to: string,
  naturalPerson = false,
  rates: readonly LegalRate[] = LEGAL_RATES,
): number {
  if (principalCents <= 0 || compareDates(to, from) <= 0) return 0;
  // Σ principal × bp / (10 000 × days of the year), over the common denominator 365 × 366.
  let n365 = 0n;
  let n366 = 0n;
  for (let day = from; compareDates(day, to) < 0; day = addDays(day, 1)) {
    const rate = legalRateOn(day, rates);
    if (!rate) continue;
    const bp = BigInt(naturalPerson ? rate.natural_person_bp : rate.other_bp);
    if (daysInYear(Number(day.slice(0, 4))) === 366) n366 += bp;
    else n365 += bp;
  }
  const numerator = BigInt(principalCents) * (n365 * 366n + n366 * 365n);
  const denominator = 10_000n * 365n * 366n;
  return Number((2n * numerator + denominator) / (2n * denominator));
}
