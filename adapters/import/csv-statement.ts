// A bank statement as CSV, with the column mapping given in the request (docs/decisions.md 243):
// each field named by the header of its column; the amount signed (a negative one is a debit) or in
// two columns, credit and debit. Read with csv-parse; a malformed file or line is a 400 naming the
// line (the header is line 1).
import { parse } from 'csv-parse/sync';
import type { CsvDateFormat, CsvMappingField } from '../../contract/vocabulary/banking.js';
import type { ParsedStatement } from '../../core/banking/statement.js';
import { isDateOnly } from '../../core/shared/dates.js';
import { type LineFields, amountCents, keyedLines, malformed } from './bank-lines.js';

export interface CsvStatementOptions {
  mapping: Partial<Record<CsvMappingField, string>>;
  delimiter: string;
  date_format: CsvDateFormat;
}

type Row = Record<string, string | undefined>;

function readRows(text: string, delimiter: string): { headers: string[]; rows: { line: number; row: Row }[] } {
  let headers: string[] = [];
  try {
    const rows = parse(text, {
      delimiter,
      bom: true,
      columns: (header: string[]) => (headers = header.map((name) => name.trim())),
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as { record: Row; info: { lines: number } }[];
    return { headers, rows: rows.map(({ record, info }) => ({ line: info.lines, row: record })) };
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw malformed(line ? `line ${line}` : 'the CSV', (error as Error).message);
  }
}

function dayOf(value: string | undefined, format: CsvDateFormat): string | null {
  const text = (value ?? '').trim();
  const french = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const day = format === 'DD/MM/YYYY' ? (french ? `${french[3]}-${french[2]}-${french[1]}` : '') : text;
  return isDateOnly(day) ? day : null;
}

/** The signed cents of a row: its amount column, or its credit column less its debit column. */
function signedCents(row: Row, mapping: CsvStatementOptions['mapping'], where: string): number {
  const read = (field: CsvMappingField) => {
    const text = (row[mapping[field]!] ?? '').trim();
    if (text === '') return 0;
    const amount = amountCents(text);
    if (!amount) throw malformed(where, `${mapping[field]}: ${text} is not an amount`);
    return amount.negative ? -amount.cents : amount.cents;
  };
  if (mapping.amount) return read('amount');
  return (mapping.credit ? Math.abs(read('credit')) : 0) - (mapping.debit ? Math.abs(read('debit')) : 0);
}

function lineOf(row: Row, line: number, options: CsvStatementOptions): LineFields | null {
  const { mapping } = options;
  const where = `line ${line}`;
  const cell = (field: CsvMappingField) => {
    const value = mapping[field] ? row[mapping[field]]?.trim() : undefined;
    return value ? value : null;
  };
  const booked_on = dayOf(row[mapping.booked_on!], options.date_format);
  if (!booked_on)
    throw malformed(
      where,
      `${mapping.booked_on}: ${row[mapping.booked_on!] ?? ''} is not a date (${options.date_format})`,
    );
  const cents = signedCents(row, mapping, where);
  if (cents === 0) return null;
  return {
    source: where,
    credit: cents > 0,
    bank_reference: cell('bank_reference'),
    booked_on,
    value_date: mapping.value_date ? dayOf(row[mapping.value_date], options.date_format) : null,
    amount_cents: Math.abs(cents),
    currency: cell('currency') ?? 'EUR',
    payer_name: cell('payer_name'),
    payer_iban: cell('payer_iban')?.replace(/\s/g, '').toUpperCase() ?? null,
    remittance: cell('remittance'),
  };
}

/** Reads a CSV statement whole; a malformed one is a ValidationError (400) naming the line. */
export function parseCsvStatement(text: string, fileName: string, options: CsvStatementOptions): ParsedStatement {
  const { headers, rows } = readRows(text, options.delimiter);
  const missing = Object.entries(options.mapping).filter(([, header]) => header && !headers.includes(header));
  if (missing.length > 0)
    throw malformed('line 1', `no column ${missing.map(([field, header]) => `${header} (${field})`).join(', ')}`);
  const lines = rows.flatMap(({ row, line }) => lineOf(row, line, options) ?? []);
  return { format: 'CSV', file_name: fileName, statement_id: null, account_iban: null, lines: keyedLines(lines, null) };
}
