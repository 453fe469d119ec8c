// The dates a residential lease was tacitly renewed on: the day after its end date, then every
// renewal term (loi 89-462 art. 10: 3 years, 6 for a legal-person lessor; art. 25-8: 1 year
// furnished; a bail mobilité is not renewed, art. 25-12). The rules that apply to contracts
// "concluded, renewed or tacitly renewed" from a date (loi 2021-1104 art. 159 and 160) read them.
import { addDays, addMonths, compareDates } from '../shared/dates.js';

export interface RenewalFacts {
  start_date: string;
  end_date: string;
  /** Only a lease in force is tacitly renewed. */
  in_force: boolean;
  /** Months of each renewal; null when the lease is not renewed. */
  renewal_months: number | null;
}

/** The renewals that happened on or before `until`, and the next one after it (null when none). */
export function renewalDates(lease: RenewalFacts, until: string): { past: string[]; next: string | null } {
  if (!lease.in_force || lease.renewal_months === null) return { past: [], next: null };
  const past: string[] = [];
  let renewal = addDays(lease.end_date, 1);
  while (compareDates(renewal, until) <= 0 && past.length < 100) {
    past.push(renewal);
    renewal = addMonths(renewal, lease.renewal_months);
  }
  return { past, next: renewal };
}

/** The day the contract in force on `date` was concluded or last renewed. */
export function contractDateOn(start: string, renewals: readonly string[], date: string): string {
  return renewals
    .filter((renewal) => compareDates(renewal, date) <= 0)
    .reduce((latest, r) => (compareDates(r, latest) > 0 ? r : latest), start);
}
