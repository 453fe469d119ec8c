// The arrears as CSV (RFC 4180: comma separated, fields quoted where needed, CRLF line ends), one
// line per period, amounts in euros with a point; a field that a spreadsheet would read as a
// formula (= + - @ first) is prefixed with a quote (OWASP, CSV injection).
import { fromCents } from '../../shared/money.js';
import type { ArrearsRow } from './arrears.js';

export const ARREARS_CSV_HEADER = [
  'period_id',
  'lease_id',
  'lease_reference',
  'tenants',
  'place_id',
  'owner_id',
  'period_start',
  'period_end',
  'due_date',
  'days_past_due',
  'bucket',
  'total_amount',
  'paid_amount',
  'amount_due',
  'last_step',
  'lease_balance',
] as const;

/** A value of a line: text (guarded against formulas), a number, an amount already written, or nothing. */
export type CsvValue = string | number | null | { amount: string };

export function csvField(value: CsvValue): string {
  if (value === null) return '';
  let text = typeof value === 'object' ? value.amount : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

const euros = (cents: number) => ({ amount: fromCents(cents).toFixed(2) });

export function arrearsCsvLine(row: ArrearsRow): string {
  return csvLine([
    row.period_id,
    row.lease_id,
    row.lease_reference,
    row.tenants.map((t) => t.name).join(' ; '),
    row.place_id,
    row.owner_id,
    row.period_start,
    row.period_end,
    row.due_date,
    row.days_past_due,
    row.bucket,
    euros(row.total_cents),
    euros(row.paid_cents),
    euros(row.due_cents),
    row.last_step,
    euros(row.lease_balance_cents),
  ]);
}
