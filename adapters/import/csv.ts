// Reads CSV text into its header and records, each with its line number (the header is line 1).
import { parse } from 'csv-parse/sync';
import { ValidationError } from '../../core/shared/errors.js';

export interface CsvRecord {
  line: number;
  record: Record<string, string | undefined>;
}

export function readCsv(text: string, delimiter = ';'): { headers: string[]; records: CsvRecord[] } {
  let headers: string[] = [];
  let rows: { record: Record<string, string>; info: { lines: number } }[];
  try {
    rows = parse(text, {
      delimiter,
      bom: true,
      columns: (header: string[]) => {
        headers = header.map((name) => name.trim());
        return headers;
      },
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }) as unknown as { record: Record<string, string>; info: { lines: number } }[];
  } catch (error) {
    throw new ValidationError(`The file is not valid CSV: ${(error as Error).message}`);
  }
  return { headers, records: rows.map(({ record, info }) => ({ line: info.lines, record })) };
}
