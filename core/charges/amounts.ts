// The amounts of a regularisation period, in whole cents (docs/architecture.md: integer cents in
// core): the recoverable part of an expense over the period, and the provisions a lease was called
// for. Fractions of a cent are rounded once, half up, at the end.
import { addDays, addMonths, compareDates, daysBetween } from '../shared/dates.js';
import type { ChargeCategoryCode } from '../../contract/vocabulary/charges.js';
import type { Period } from './regularisations/distribution.js';

/** numerator / denominator rounded half up, for non-negative values. */
export function divideHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}

const latest = (a: string, b: string) => (compareDates(a, b) >= 0 ? a : b);
const earliest = (a: string, b: string) => (compareDates(a, b) <= 0 ? a : b);

/** Days both spans share (both ends included); 0 when they do not meet. */
export function overlapDays(a: Period, b: Period): number {
  const start = latest(a.start, b.start);
  const end = earliest(a.end, b.end);
  return compareDates(end, start) < 0 ? 0 : daysBetween(start, end) + 1;
}

export interface ExpenseAmount {
  amount_cents: number;
  period_start: string;
  period_end: string;
}

/**
 * The part of an expense a period recovers: the days of the expense's own period that fall in it
 * (an invoice for October to March counts half in each year), times the recoverable percent
 * (décret 87-713 art. 2 for a caretaker; 100 otherwise).
 */
export function recoverableAmount(expense: ExpenseAmount, period: Period, percent: number): number {
  const own = { start: expense.period_start, end: expense.period_end };
  const days = overlapDays(own, period);
  if (days === 0) return 0;
  const total = daysBetween(own.start, own.end) + 1;
  return divideHalfUp(
    BigInt(expense.amount_cents) * BigInt(days) * BigInt(Math.round(percent * 100)),
    BigInt(total) * 10_000n,
  );
}

export interface ProvisionAmount {
  category: ChargeCategoryCode;
  monthly_cents: number;
  effective_from: string;
  effective_to: string | null;
}

/** lcm(28, 29, 30, 31): every month's days divide it, so months of any length add exactly. */
const MONTH_DENOMINATOR = 377_580n;

/**
 * Provisions called over the days from..to (loi 89-462 art. 23: provisions, then regularisation):
 * each month's provision in full for a whole month, by days for a part of one (a move-in on the
 * 16th of a 30-day month pays 15/30).
 */
export function provisionsCalled(
  provisions: readonly ProvisionAmount[],
  span: Period,
): Map<ChargeCategoryCode, number> {
  const totals = new Map<ChargeCategoryCode, bigint>();
  for (const p of provisions) {
    const applies = { start: p.effective_from, end: p.effective_to ?? span.end };
    const from = latest(span.start, applies.start);
    const to = earliest(span.end, applies.end);
    if (compareDates(from, to) > 0) continue;
    let month = `${from.slice(0, 7)}-01`;
    let sum = 0n;
    while (compareDates(month, to) <= 0) {
      const next = addMonths(month, 1);
      const covered = overlapDays({ start: from, end: to }, { start: month, end: addDays(next, -1) });
      sum += (BigInt(p.monthly_cents) * BigInt(covered) * MONTH_DENOMINATOR) / BigInt(daysBetween(month, next));
      month = next;
    }
    totals.set(p.category, (totals.get(p.category) ?? 0n) + sum);
  }
  return new Map([...totals].map(([category, sum]) => [category, divideHalfUp(sum, MONTH_DENOMINATOR)]));
}
