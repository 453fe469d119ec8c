// Reads a CSV of published index values (columns series, quarter, value and optionally
// published_on) and imports it through the indexation use case. The command is
// adapters/main/import-indices.ts.
import { readFile } from 'node:fs/promises';
import { type IndexImportSummary, indexationUseCases } from '../../core/indexation/index.js';
import { ValidationError } from '../../core/shared/errors.js';
import type { Store } from '../../core/ports/store.js';
import { readCsv } from './csv.js';

const REQUIRED = ['series', 'quarter', 'value'];

export async function importIndexFile(
  store: Store,
  options: { file: string; source: string; delimiter?: string },
): Promise<IndexImportSummary> {
  const { headers, records } = readCsv(await readFile(options.file, 'utf8'), options.delimiter);
  const missing = REQUIRED.filter((column) => !headers.includes(column));
  if (missing.length > 0) {
    throw new ValidationError(
      `The file lacks the column(s) ${missing.join(', ')}`,
      missing.map((column) => ({ path: column, message: 'required column is missing', code: 'missing_column' })),
    );
  }
  const rows = records.map(({ line, record }) => ({
    line,
    series: record.series ?? '',
    quarter: record.quarter ?? '',
    value: record.value ?? '',
    published_on: record.published_on,
  }));
  return indexationUseCases(store).importValues(rows, options.source);
}

export function formatIndexSummary(summary: IndexImportSummary): string {
  return [
    `read ${summary.read}: created ${summary.created}, updated ${summary.updated}, unchanged ${summary.unchanged}, rejected ${summary.rejections.length}`,
    ...summary.rejections.map((rejection) => `  line ${rejection.line}: ${rejection.reasons.join('; ')}`),
    '',
  ].join('\n');
}
