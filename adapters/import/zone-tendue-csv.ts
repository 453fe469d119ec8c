// Reads the zone tendue list as CSV (columns insee_code, name and optionally postal_codes) and
// replaces the shared list with it. The command is adapters/main/import-zone-tendue.ts.
import { readFile } from 'node:fs/promises';
import { ValidationError } from '../../core/shared/errors.js';
import type { Store } from '../../core/ports/store.js';
import { type ZoneTendueImportSummary, importZoneTendueList } from '../../core/zones/zone-tendue-list.js';
import { readCsv } from './csv.js';

const REQUIRED = ['insee_code', 'name'];

export async function importZoneTendueFile(
  store: Store,
  options: { file: string; source: string; delimiter?: string },
): Promise<ZoneTendueImportSummary> {
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
    insee_code: record.insee_code ?? '',
    name: record.name ?? '',
    postal_codes: record.postal_codes,
  }));
  return importZoneTendueList(store, rows, options.source);
}

export function formatZoneTendueSummary(summary: ZoneTendueImportSummary): string {
  const outcome =
    summary.rejections.length > 0
      ? `rejected ${summary.rejections.length}: nothing changed`
      : `imported ${summary.imported} (added ${summary.added}, removed ${summary.removed})`;
  return [
    `read ${summary.read}, ${outcome}`,
    ...summary.rejections.map((rejection) => `  line ${rejection.line}: ${rejection.reasons.join('; ')}`),
    '',
  ].join('\n');
}
