// Calendar dates on the wire are `YYYY-MM-DD` strings (docs/architecture.md, HTTP conventions).
// These helpers do calendar arithmetic on them in UTC, so the server's time zone never matters.

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: string): [number, number, number] {
  const match = DATE_ONLY.exec(date);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Date.UTC for every year: Date.UTC itself reads the years 0 to 99 as 1900 to 1999. */
export function utcTime(year: number, monthIndex: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  return date.getTime();
}

function format(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** True for a real calendar date in `YYYY-MM-DD` form (2023-02-30 is not one). */
export function isDateOnly(value: string): boolean {
  const match = DATE_ONLY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(utcTime(year, month - 1, day));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
}

/** The UTC calendar date of an instant. */
export function toDateOnly(instant: Date): string {
  return format(instant.getUTCFullYear(), instant.getUTCMonth() + 1, instant.getUTCDate());
}

/** The same day `years` later; 29 February falls back to 28 February in a common year. */
export function addYears(date: string, years: number): string {
  const [year, month, day] = parts(date);
  const target = year + years;
  const lastDay = new Date(utcTime(target, month, 0)).getUTCDate();
  return format(target, month, Math.min(day, lastDay));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [fy, fm, fd] = parts(from);
  const [ty, tm, td] = parts(to);
  return Math.round((utcTime(ty, tm - 1, td) - utcTime(fy, fm - 1, fd)) / 86_400_000);
}

/** Compares two `YYYY-MM-DD` dates; the format sorts lexically in calendar order. */
export function compareDates(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The same day `months` later (or earlier); a day the target month lacks becomes its last day (31 January + 1 = 28/29 February). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = parts(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  const lastDay = new Date(utcTime(targetYear, targetMonth, 0)).getUTCDate();
  return format(targetYear, targetMonth, Math.min(day, lastDay));
}

/** The date `days` days later (or earlier). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = parts(date);
  return toDateOnly(new Date(utcTime(year, month - 1, day + days)));
}
