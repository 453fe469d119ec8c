// The rent schedule of a lease (spec, Lease: rent_frequency, payment_day, payment_terms): calendar
// periods (months, quarters, years) from start_date to end_date, the first and last ones prorated by
// days; each due at its start (terme à échoir) or at its end (terme échu), on payment_day when the
// lease names one. docs/decisions.md, "Rent schedule".
import type { PaymentTerms, RentFrequency } from '../../../contract/vocabulary/leasing.js';
import { addDays, addMonths, compareDates, daysBetween } from '../../shared/dates.js';
import type { ChargeCategory } from '../../../contract/vocabulary/billing.js';

export const MONTHS_PER_PERIOD: Record<RentFrequency, number> = { MONTHLY: 1, QUARTERLY: 3, ANNUALLY: 12 };

export interface ScheduleTerms {
  start_date: string;
  /** The last day of the lease, inclusive. */
  end_date: string;
  rent_frequency: RentFrequency;
  payment_day: number | null;
  payment_terms: PaymentTerms;
  /** Monthly rent excluding charges (spec, Lease: rent_amount), cents. */
  monthly_rent_cents: number;
  monthly_charges: { category: ChargeCategory; cents: number }[];
}

export interface ScheduledPeriod {
  period_start: string;
  period_end: string;
  due_date: string;
  prorated: boolean;
  rent_cents: number;
  charges: { category: ChargeCategory; cents: number }[];
  charges_cents: number;
  total_cents: number;
}

/** The calendar period (month, quarter or year) that contains `date`: its first and last days. */
export function calendarPeriod(date: string, months: number): { start: string; end: string } {
  const month = Number(date.slice(5, 7));
  const first = Math.floor((month - 1) / months) * months + 1;
  const start = `${date.slice(0, 4)}-${String(first).padStart(2, '0')}-01`;
  return { start, end: addDays(addMonths(start, months), -1) };
}

/** The first day on or after `date` that is the `day` of its month (the month's last day when shorter). */
export function onOrAfterDay(date: string, day: number | null): string {
  if (day === null) return date;
  const inMonth = (monthStart: string) => {
    const last = Number(addDays(addMonths(monthStart, 1), -1).slice(8, 10));
    return `${monthStart.slice(0, 8)}${String(Math.min(day, last)).padStart(2, '0')}`;
  };
  const monthStart = `${date.slice(0, 8)}01`;
  const candidate = inMonth(monthStart);
  return compareDates(candidate, date) >= 0 ? candidate : inMonth(addMonths(monthStart, 1));
}

/** À échoir: on payment_day from the start, the start itself when that day falls past the period; échu: on payment_day from the end. */
export function dueDate(
  start: string,
  end: string,
  terms: Pick<ScheduleTerms, 'payment_day' | 'payment_terms'>,
): string {
  if (terms.payment_terms === 'TERME_ECHU') return onOrAfterDay(end, terms.payment_day);
  const due = onOrAfterDay(start, terms.payment_day);
  return compareDates(due, end) > 0 ? start : due;
}

/** A whole-period amount prorated by days, rounded to the cent. */
function prorate(cents: number, days: number, fullDays: number): number {
  return days === fullDays ? cents : Math.round((cents * days) / fullDays);
}

export function rentSchedule(terms: ScheduleTerms): ScheduledPeriod[] {
  const months = MONTHS_PER_PERIOD[terms.rent_frequency];
  const periods: ScheduledPeriod[] = [];
  let cursor = terms.start_date;
  while (compareDates(cursor, terms.end_date) <= 0) {
    const calendar = calendarPeriod(cursor, months);
    const end = compareDates(calendar.end, terms.end_date) < 0 ? calendar.end : terms.end_date;
    const fullDays = daysBetween(calendar.start, calendar.end) + 1;
    const days = daysBetween(cursor, end) + 1;
    const rent = prorate(terms.monthly_rent_cents * months, days, fullDays);
    const charges = terms.monthly_charges.map((c) => ({
      category: c.category,
      cents: prorate(c.cents * months, days, fullDays),
    }));
    const chargesCents = charges.reduce((sum, c) => sum + c.cents, 0);
    periods.push({
      period_start: cursor,
      period_end: end,
      due_date: dueDate(cursor, end, terms),
      prorated: days !== fullDays,
      rent_cents: rent,
      charges,
      charges_cents: chargesCents,
      total_cents: rent + chargesCents,
    });
    cursor = addDays(end, 1);
  }
  return periods;
}
