// The index table's use cases: one value by series and quarter, the latest published on a day, and
// the import of published values (an upsert: the same file twice changes nothing).
import { ValidationError } from '../shared/errors.js';
import type { Store } from '../ports/store.js';
import { INDEX_SERIES, type IndexSeries, IndexValue, isQuarter, publicationDate } from './index-value.js';

export interface IndexRow {
  /** Line of the file, for the report. */
  line: number;
  series: string;
  quarter: string;
  value: string;
  published_on?: string;
}

export interface IndexImportSummary {
  read: number;
  created: number;
  updated: number;
  unchanged: number;
  rejections: { line: number; reasons: string[] }[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** One row of an import, checked: the series, the quarter, a positive value with at most two decimals. */
export function parseIndexRow(
  row: IndexRow,
):
  | { ok: true; value: Omit<IndexValue, 'id' | 'source' | 'created_at' | 'updated_at'> }
  | { ok: false; reasons: string[] } {
  const reasons: string[] = [];
  const series = row.series.trim().toUpperCase();
  if (!(INDEX_SERIES as readonly string[]).includes(series))
    reasons.push(`series must be one of ${INDEX_SERIES.join(', ')}`);
  const quarter = row.quarter.trim().toUpperCase();
  if (!isQuarter(quarter)) reasons.push('quarter must be YYYY-Qn');
  const text = row.value.trim().replace(',', '.');
  const value = Number(text);
  if (!/^\d+(\.\d{1,2})?$/.test(text) || !(value > 0))
    reasons.push('value must be a positive number with at most two decimals');
  const published = row.published_on?.trim() || null;
  if (published !== null && !DATE.test(published)) reasons.push('published_on must be YYYY-MM-DD');
  if (reasons.length > 0) return { ok: false, reasons };
  return { ok: true, value: { series: series as IndexSeries, quarter, value, published_on: published } };
}

export function indexationUseCases(store: Store) {
  const values = store.repo(IndexValue);
  return {
    /** The index of a series for a quarter (`YYYY-Qn`); null when not loaded. */
    indexValue: (series: IndexSeries, quarter: string) => values.findOne({ series, quarter }),

    /** The latest index of a series published on or before a day; null when none is loaded. */
    async latestPublished(series: IndexSeries, day: string): Promise<IndexValue | null> {
      const all = await values.findAll({ series }, [{ field: 'quarter', direction: 'desc' }]);
      return all.find((value) => publicationDate(value) <= day) ?? null;
    },

    /** Upserts published values; rejected rows are reported with their reasons and change nothing. */
    async importValues(rows: IndexRow[], source: string): Promise<IndexImportSummary> {
      if (!source.trim())
        throw new ValidationError('The source of the values is required', [
          { path: 'source', message: 'required', code: 'required' },
        ]);
      return store.transaction(async (tx) => {
        const repo = tx.repo(IndexValue);
        const summary: IndexImportSummary = { read: rows.length, created: 0, updated: 0, unchanged: 0, rejections: [] };
        const seen = new Map<string, number>();
        for (const row of rows) {
          const parsed = parseIndexRow(row);
          if (!parsed.ok) {
            summary.rejections.push({ line: row.line, reasons: parsed.reasons });
            continue;
          }
          const { series, quarter, value, published_on } = parsed.value;
          const first = seen.get(`${series}|${quarter}`);
          if (first !== undefined) {
            summary.rejections.push({
              line: row.line,
              reasons: [`duplicate of line ${first} (same series and quarter)`],
            });
            continue;
          }
          seen.set(`${series}|${quarter}`, row.line);
          const current = await repo.findOne({ series, quarter });
          if (!current) {
            repo.persist(Object.assign(new IndexValue(), { ...parsed.value, source }));
            summary.created += 1;
          } else if (current.value !== value || current.published_on !== published_on || current.source !== source) {
            Object.assign(current, { value, published_on, source });
            summary.updated += 1;
          } else {
            summary.unchanged += 1;
          }
        }
        return summary;
      });
    },
  };
}
