// What the statement parsers share (camt053.ts, csv-statement.ts): a line's key across imports, the
// amount as cents, and the 400 that names where a file is malformed (docs/decisions.md 243).
import { createHash } from 'node:crypto';
import type { StatementLine } from '../../core/banking/statement.js';
import { parseEurosToCents } from '../../core/shared/money.js';
import { ValidationError } from '../../core/shared/errors.js';

export type LineFields = Omit<StatementLine, 'entry_key' | 'source'> & {
  source: string;
  bank_reference: string | null;
};

/** A malformed statement: a 400 naming the line or the element, nothing imported. */
export function malformed(where: string, message: string): ValidationError {
  return new ValidationError(`The statement is malformed at ${where}: ${message}`, [
    { path: 'file', message: `${where}: ${message}`, code: 'malformed_statement' },
  ]);
}

/** A decimal amount ("1234.50", "1 234,50", "-12") as unsigned cents and its sign; null when it is none. */
export function amountCents(text: string): { cents: number; negative: boolean } | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  const negative = compact.startsWith('-');
  const cents = parseEurosToCents(compact.replace(/^[-+]/, ''));
  return cents === null ? null : { cents, negative };
}

/**
 * Keys the lines of one file: `ref:` and the bank's reference (with the account when the statement
 * names it), else `sha256:` of the line's fields and its rank among the equal lines of the file, so
 * that two equal transfers on one day stay two, and the same file read again gives the same keys.
 */
export function keyedLines(lines: LineFields[], account: string | null): StatementLine[] {
  const seen = new Map<string, number>();
  return lines.map(({ bank_reference, ...line }) => {
    if (bank_reference)
      return { ...line, entry_key: `ref:${account ? `${account}:` : ''}${bank_reference}`.slice(0, 255) };
    const fields = JSON.stringify([
      account,
      line.credit,
      line.booked_on,
      line.value_date,
      line.amount_cents,
      line.currency,
      line.payer_name,
      line.payer_iban,
      line.remittance,
    ]);
    const rank = (seen.get(fields) ?? 0) + 1;
    seen.set(fields, rank);
    return { ...line, entry_key: `sha256:${createHash('sha256').update(`${fields}#${rank}`).digest('hex')}` };
  });
}
