// The schedule of a year's provisions (loi 65-557 art. 14-1: the co-owners pay provisions equal to
// a quarter of the voted budget on the first day of each quarter, unless the general assembly
// decides otherwise) and the split of a lot's yearly amount into its instalments, to the cent.
import { addMonths, compareDates } from '../../shared/dates.js';

export interface Instalment {
  /** 1-based. */
  number: number;
  due_date: string;
  /** Relative weight: each instalment is weight / (sum of weights) of the year. */
  weight: number;
}

/** The first day of the fiscal year `fiscalYear` (the calendar year it starts in). */
export function fiscalYearStart(fiscalYear: number, startMonth: number): string {
  return `${fiscalYear}-${String(startMonth).padStart(2, '0')}-01`;
}

/** The last day of the fiscal year. */
export function fiscalYearEnd(fiscalYear: number, startMonth: number): string {
  const next = addMonths(fiscalYearStart(fiscalYear, startMonth), 12);
  const day = new Date(`${next}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** The fiscal year a day falls in. */
export function fiscalYearOf(date: string, startMonth: number): number {
  const year = Number(date.slice(0, 4));
  return compareDates(date, fiscalYearStart(year, startMonth)) >= 0 ? year : year - 1;
}

/** Art. 14-1 by default: four equal quarters, due on the first day of each quarter of the fiscal year. */
export function quarterlySchedule(fiscalYear: number, startMonth: number): Instalment[] {
  const start = fiscalYearStart(fiscalYear, startMonth);
  return [0, 1, 2, 3].map((q) => ({ number: q + 1, due_date: addMonths(start, 3 * q), weight: 1 }));
}

/**
 * The cents of instalment `number` out of a yearly amount (docs/decisions.md 270): the cumulative
 * amount due after instalment k is floor(yearly × (w1 + … + wk) / W), and instalment k is the
 * difference of two cumulative amounts. The instalments therefore always add up to the yearly amount
 * exactly, differ by at most a cent from their exact share, and the extra cents fall on the later
 * instalments (10 003 cents in quarters: 2 500, 2 501, 2 501, 2 501).
 */
export function instalmentCents(yearlyCents: number, schedule: readonly Instalment[], number: number): number {
  return cumulativeCents(yearlyCents, schedule, number) - cumulativeCents(yearlyCents, schedule, number - 1);
}

/** The part of the yearly amount due once instalments 1..number are due (negative amounts mirrored). */
export function cumulativeCents(yearlyCents: number, schedule: readonly Instalment[], number: number): number {
  if (yearlyCents < 0) return -cumulativeCents(-yearlyCents, schedule, number) || 0;
  const total = schedule.reduce((sum, i) => sum + BigInt(i.weight), 0n);
  const upTo = schedule.filter((i) => i.number <= number).reduce((sum, i) => sum + BigInt(i.weight), 0n);
  if (total === 0n) return 0;
  return Number((BigInt(yearlyCents) * upTo) / total);
}

/** A custom schedule decided by the general assembly: numbered 1.. in due-date order, weights > 0. */
export function numberedSchedule(items: readonly { due_date: string; weight: number }[]): Instalment[] {
  return [...items]
    .sort((a, b) => compareDates(a.due_date, b.due_date))
    .map((item, i) => ({ number: i + 1, due_date: item.due_date, weight: item.weight }));
}
