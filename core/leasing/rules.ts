// Legal and business rules of a lease, as pure functions returning field errors (empty: the rule holds).
import type { FieldError } from '../shared/errors.js';
import { checkDepositForType } from '../compliance/deposit.js';
import { toCents } from '../shared/money.js';
import { addDays, addMonths, compareDates } from '../shared/dates.js';
import type {
  PaymentTerms,
  RentFrequency,
  RevisionIndexType,
  LeaseTypeCategory,
} from '../../contract/vocabulary/leasing.js';
import type { LeaseType } from './lease-type.js';
import { type LessorKind, unfurnishedTermMonths } from './lessor.js';

const fieldError = (path: string, message: string, code: string): FieldError => ({ path, message, code });

/** The last day of a lease starting on `start` and running `months` months (36 months from 2025-01-01: 2027-12-31). */
export function defaultEndDate(start: string, months: number): string {
  return addDays(addMonths(start, months), -1);
}

/** Spec, Lease: end_date, when given, is after start_date. */
export function dateOrderErrors(start: string, end: string | null): FieldError[] {
  if (end === null || compareDates(end, start) > 0) return [];
  return [fieldError('end_date', `end_date ${end} must be after start_date ${start}`, 'date_order')];
}

/**
 * Whether a lease from `start` to `end` (last day, inclusive) runs `months` months. A term
 * "of N months" may end on the day before the N-month anniversary or on the anniversary itself.
 */
export function runsExactly(start: string, end: string, months: number): boolean {
  const anniversary = addMonths(start, months);
  return compareDates(end, addDays(anniversary, -1)) >= 0 && compareDates(end, anniversary) <= 0;
}

type TermType = Pick<LeaseType, 'code' | 'min_duration_months' | 'max_duration_months' | 'allowed_durations_months'>;

/**
 * The shortest term of a lease of this type for this lessor: an unfurnished lease runs 3 years for a
 * natural person (or a family SCI, an indivision) and 6 years for a legal person (loi 89-462 art. 10).
 */
export function minimumTermMonths(type: Pick<LeaseType, 'code' | 'min_duration_months'>, lessor: LessorKind): number {
  return type.code === 'HabitationVide'
    ? Math.max(type.min_duration_months, unfurnishedTermMonths(lessor))
    : type.min_duration_months;
}

/** The term a lease of this type runs when created without end_date. */
export function defaultTermMonths(
  type: Pick<LeaseType, 'code' | 'min_duration_months' | 'default_duration_months'>,
  lessor: LessorKind,
): number {
  return Math.max(type.default_duration_months, minimumTermMonths(type, lessor));
}

/**
 * Duration bounds of the lease type (HabitationVide >= 36 months, 72 for a legal-person lessor, loi
 * 89-462 art. 10; HabitationMeublee >= 12 or exactly 9 for a student, art. 25-7; MobiliteEtudiante
 * 1..10, art. 25-14; Commercial >= 108, C. com. L145-4; Professionnel >= 72, loi 86-1290 art. 57 A).
 */
export function durationErrors(
  type: TermType,
  start: string,
  end: string,
  lessor: LessorKind = 'unknown',
): FieldError[] {
  if (compareDates(end, start) <= 0) return [];
  if (type.allowed_durations_months.some((months) => runsExactly(start, end, months))) return [];
  const minimum = minimumTermMonths(type, lessor);
  const shortestEnd = addDays(addMonths(start, minimum), -1);
  const tooShort = compareDates(end, shortestEnd) < 0;
  const tooLong =
    type.max_duration_months !== null && compareDates(end, addMonths(start, type.max_duration_months)) > 0;
  if (!tooShort && !tooLong) return [];
  const range =
    type.max_duration_months === null
      ? `at least ${minimum} months${minimum > type.min_duration_months ? ' for a legal-person lessor (loi 89-462 art. 10)' : ''}`
      : `${minimum} to ${type.max_duration_months} months`;
  const extra =
    type.allowed_durations_months.length > 0
      ? ` (or exactly ${type.allowed_durations_months.join(' or ')} months)`
      : '';
  return [
    fieldError(
      'end_date',
      `A ${type.code} lease runs ${range}${extra}; ${start} to ${end} does not`,
      tooShort ? 'duration_too_short' : 'duration_too_long',
    ),
  ];
}

/**
 * Deposit cap (loi 89-462 art. 22: 1 month unfurnished, none when rent is paid in advance for more than
 * two months; art. 25-6: 2 months furnished; art. 25-13, loi ELAN art. 107: none for a bail mobilité).
 * The residential cap is the compliance rule checkDeposit; commercial and professional leases have no
 * legal cap (deposit_cap_months null). rent_amount is the monthly rent excluding charges (spec, Lease).
 */
export function depositErrors(
  type: Pick<LeaseType, 'code' | 'category' | 'furnished' | 'deposit_cap_months'>,
  terms: {
    rent_amount: number;
    deposit_amount: number | null;
    rent_frequency: RentFrequency;
    payment_terms: PaymentTerms;
  },
): FieldError[] {
  const deposit = toCents(terms.deposit_amount ?? 0);
  const result = checkDepositForType(type, {
    deposit_cents: deposit,
    monthly_rent_cents: toCents(terms.rent_amount),
    rent_frequency: terms.rent_frequency,
    payment_terms: terms.payment_terms,
  });
  if (deposit === 0 || !result) return [];
  return result.violations.map((violation) =>
    fieldError(
      'deposit_amount',
      `${violation.message} [${violation.article}]`,
      result.cap_months === 0 ? 'deposit_not_allowed' : 'deposit_cap_exceeded',
    ),
  );
}

/** payment_day is a day of the month, 1 to 31 (a day the month lacks means its last day). */
export function paymentDayErrors(day: number | null): FieldError[] {
  if (day === null || (Number.isInteger(day) && day >= 1 && day <= 31)) return [];
  return [fieldError('payment_day', 'payment_day must be a day of the month between 1 and 31', 'out_of_range')];
}

/** Money amounts are not negative and have at most two decimals (cents). */
export function amountErrors(path: string, amount: number | null, options: { positive?: boolean } = {}): FieldError[] {
  if (amount === null) return [];
  if (!Number.isFinite(amount) || amount < 0 || (options.positive && amount === 0)) {
    return [
      fieldError(path, `${path} must be ${options.positive ? 'greater than 0' : 'zero or more'}`, 'out_of_range'),
    ];
  }
  if (Math.abs(toCents(amount) - amount * 100) > 1e-6)
    return [fieldError(path, `${path} has more than two decimals`, 'precision')];
  return [];
}

/** A residential lease is revised on the IRL only (loi 89-462 art. 17-1). */
const RESIDENTIAL_INDICES: readonly RevisionIndexType[] = ['IRL', 'NONE'];
/** Commercial and professional leases on the ILC or the ILAT (C. com. L145-34, L145-38 as amended by loi 2014-626 art. 9 and 11; CMF L112-2). */
const BUSINESS_INDICES: readonly RevisionIndexType[] = ['ILC', 'ILAT', 'NONE'];
/** Loi 2014-626 art. 9 and 11: the ICC no longer for leases signed or renewed from this day. */
export const ICC_ENDED_ON = '2014-09-01';

/** The revision indices a lease of this category signed on this day may name. */
export function allowedRevisionIndices(category: LeaseTypeCategory, signedOn: string): RevisionIndexType[] {
  if (category === 'residential') return [...RESIDENTIAL_INDICES];
  return compareDates(signedOn, ICC_ENDED_ON) < 0 ? [...BUSINESS_INDICES, 'ICC'] : [...BUSINESS_INDICES];
}

/** The index a lease of this category is revised on when none is given. */
export function defaultRevisionIndex(category: LeaseTypeCategory): RevisionIndexType {
  return category === 'residential' ? 'IRL' : category === 'commercial' ? 'ILC' : 'ILAT';
}

/** 422 when the lease names an index its type may not be revised on. */
export function revisionIndexErrors(
  type: Pick<LeaseType, 'code' | 'category'>,
  index: RevisionIndexType,
  signedOn: string,
): FieldError[] {
  const allowed = allowedRevisionIndices(type.category, signedOn);
  if (allowed.includes(index)) return [];
  const why =
    type.category === 'residential'
      ? 'a residential rent is revised on the IRL only (loi 89-462 art. 17-1)'
      : index === 'ICC'
        ? `the ICC is no longer a revision index for leases signed or renewed from ${ICC_ENDED_ON} (loi 2014-626 art. 9 and 11)`
        : 'a commercial or professional rent is revised on the ILC or the ILAT (code de commerce, art. L145-34 and L145-38)';
  return [
    fieldError(
      'revision_index_type',
      `A ${type.code} lease cannot be revised on ${index}: ${why}; allowed: ${allowed.join(', ')}`,
      'revision_index_not_allowed',
    ),
  ];
}
