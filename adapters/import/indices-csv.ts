// Reads an index CSV (header: series, quarter, value, and optionally published_on, source; comma or
// semicolon separated) for the core import (core/indexation/import-indices.ts).
import { parse } from 'csv-parse/sync';
import { type IndexCsvRecord, REQUIRED_INDEX_COLUMNS } from '../../core/indexation/import-indices.js';
import { ValidationError } from '../../core/shared/errors.js';

export function readIndexCsv(text: string, delimiter?: string): IndexCsvRecord[] {
  const separator = delimiter ?? (text.split('\n', 1)[0].includes(';') ? ';' : ',');
  let headers: string[] = [];
  let rows: { record: Record<string, string>; info: { lines: number } }[];
  try {
    rows = parse(text, {
      delimiter: separator,
      bom: true,
      columns: (header: string[]) => {
        headers = header.map((name) => name.trim().toLowerCase());
        return headers;
      },
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      info: true,
    }) as unknown as { record: Record<string, string>; info: { lines: number } }[];
  } catch (error) {
    throw new ValidationError(`The file is not valid CSV: ${(error as Error).message}`);
  }
  const missing = REQUIRED_INDEX_COLUMNS.filter((column) => !headers.includes(column));
  if (missing.length > 0) {
    throw new ValidationError(`The CSV lacks the column(s) ${missing.join(', ')}`, [
      { path: 'header', message: `expected columns ${REQUIRED_INDEX_COLUMNS.join(', ')}`, code: 'missing_column' },
    ]);
  }
  return rows.map(({ record, info }) => ({ line: info.lines, record }));
}
