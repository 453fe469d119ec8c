// The periods an owner's statements cover (issue 35): calendar months, quarters or years as the
// mandate sets its rhythm (décret 72-678 art. 66: account rendered at least once a year). Pure.
import type { StatementFrequency } from '../../../contract/vocabulary/mandates.js';
import { addDays, addMonths, compareDates } from '../../shared/dates.js';

export interface StatementPeriod {
  start: string;
  end: string;
}

const MONTHS: Record<StatementFrequency, number> = { MONTHLY: 1, QUARTERLY: 3, YEARLY: 12 };

/** The period of the frequency holding the day. */
export function periodContaining(frequency: StatementFrequency, day: string): StatementPeriod {
  const [year, month] = day.split('-').map(Number);
  const months = MONTHS[frequency];
  const firstMonth = Math.floor((month - 1) / months) * months + 1;
  const start = `${String(year).padStart(4, '0')}-${String(firstMonth).padStart(2, '0')}-01`;
  return { start, end: addDays(addMonths(start, months), -1) };
}

/** Whether the day starts a period of the frequency. */
export function startsAPeriod(frequency: StatementFrequency, day: string): boolean {
  return periodContaining(frequency, day).start === day;
}

/** The period after this one. */
export function nextPeriod(frequency: StatementFrequency, period: StatementPeriod): StatementPeriod {
  return periodContaining(frequency, addDays(period.end, 1));
}

/** The periods from the one holding `from` that ended before `today`, oldest first. */
export function endedPeriods(frequency: StatementFrequency, from: string, today: string): StatementPeriod[] {
  const periods: StatementPeriod[] = [];
  for (let p = periodContaining(frequency, from); compareDates(p.end, today) < 0; p = nextPeriod(frequency, p))
    periods.push(p);
  return periods;
}
