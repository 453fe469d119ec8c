// CSV import of index values (docs/decisions.md, "Index table"): columns series, quarter, value and
// optionally published_on and source; one value per line, upserted. Lines with errors are
// reported and skipped; the others are written in one transaction.
import type { Store } from '../ports/store.js';
import type { IndexSeries } from '../../contract/vocabulary/indexation.js';
import { type IndexValueInput, indexUseCases, indexValueErrors } from './indices.js';

export interface IndexCsvRecord {
  line: number;
  record: Record<string, string>;
}

export interface IndexImportSummary {
  read: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: { line: number; reasons: string[] }[];
}

export const REQUIRED_INDEX_COLUMNS = ['series', 'quarter', 'value'] as const;

/** A decimal written with a point or a comma ("145,47"), spaces as thousands separators ("2 227"). */
export function parseIndexNumber(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^\d{1,6}(\.\d{1,2})?$/.test(cleaned) ? Number(cleaned) : null;
}

function toInput(record: Record<string, string>): { input?: IndexValueInput; reasons: string[] } {
  const value = parseIndexNumber(record.value ?? '');
  if (value === null) return { reasons: [`value "${record.value ?? ''}" is not a number with at most two decimals`] };
  const input: IndexValueInput = {
    series: (record.series ?? '').trim().toUpperCase() as IndexSeries,
    quarter: (record.quarter ?? '').trim().toUpperCase(),
    value,
    published_on: record.published_on?.trim() || null,
    source: record.source?.trim() || null,
  };
  const errors = indexValueErrors(input);
  return errors.length > 0 ? { reasons: errors.map((e) => `${e.path}: ${e.message}`) } : { input, reasons: [] };
}

export async function importIndexValues(store: Store, records: IndexCsvRecord[]): Promise<IndexImportSummary> {
  const summary: IndexImportSummary = { read: records.length, created: 0, updated: 0, unchanged: 0, rejected: [] };
  const accepted: IndexValueInput[] = [];
  for (const { line, record } of records) {
    const { input, reasons } = toInput(record);
    if (input) accepted.push(input);
    else summary.rejected.push({ line, reasons });
  }
  await store.transaction(async (tx) => {
    const indices = indexUseCases(tx);
    for (const input of accepted) {
      const { outcome } = await indices.set(input);
      summary[outcome] += 1;
    }
  });
  return summary;
}
