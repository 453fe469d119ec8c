// Reads one version of the zone tendue list from CSV and replaces that version's communes. Two
// layouts: the service's (insee_code, name, optional postal_codes, a zoning column) and the DGFiP's
// "Liste des communes selon le zonage TLV" (CODGEO25, LIBGEO, "Zonage TLV 2013", "Zonage TLV 2023",
// "Zonage TLV post décret ..."). `column` names the zoning column to read. The command is
// adapters/main/import-zone-tendue.ts; the shipped lists are migrations/data/zone-tendue-communes.csv.
import { readFile } from 'node:fs/promises';
import type { ZoneTendueCategory } from '../../contract/vocabulary/zones.js';
import { ValidationError } from '../../core/shared/errors.js';
import type { Store } from '../../core/ports/store.js';
import {
  type CommuneRow,
  type ListVersion,
  type ZoneTendueImportSummary,
  importZoneTendueList,
} from '../../core/zones/zone-tendue-list.js';
import { type CsvRecord, readCsv } from './csv.js';

export interface ZoneTendueFileOptions {
  file: string;
  version: ListVersion;
  /** The zoning column (default `category`). */
  column?: string;
  delimiter?: string;
}

/**
 * A zoning cell: the service's own values, the DGFiP's labels ("1. Zone tendue", "2. Zone
 * touristique et tendue", "3. Non tendue"; "TLV" / "Non TLV" for 2013, when every listed commune
 * was of a continuous urban area) or 1, 2, 3. Null: not listed; undefined: unreadable.
 */
export function zoningCategory(cell: string): ZoneTendueCategory | null | undefined {
  const value = cell.trim();
  if (value === 'URBAN_AREA' || value === 'TLV' || /^1(\.|$)/.test(value)) return 'URBAN_AREA';
  if (value === 'TOURIST' || /^2(\.|$)/.test(value)) return 'TOURIST';
  if (value === '' || value === 'Non TLV' || value === 'NOT_LISTED' || /^3(\.|$)/.test(value)) return null;
  return undefined;
}

function columnOf(headers: string[], names: string[], prefix?: string): string | undefined {
  return headers.find((h) => names.includes(h)) ?? (prefix ? headers.find((h) => h.startsWith(prefix)) : undefined);
}

/** The listed communes of the file, or the rows whose zoning cannot be read. */
function communeRows(records: CsvRecord[], columns: { code: string; name: string; zoning: string }) {
  const rows: CommuneRow[] = [];
  const rejections: ZoneTendueImportSummary['rejections'] = [];
  for (const { line, record } of records) {
    const category = zoningCategory(record[columns.zoning] ?? '');
    if (category === undefined)
      rejections.push({ line, reasons: [`${columns.zoning} "${record[columns.zoning]}" is not a zoning`] });
    else if (category !== null)
      rows.push({
        line,
        insee_code: record[columns.code] ?? '',
        name: record[columns.name] ?? '',
        postal_codes: record.postal_codes,
        category,
      });
  }
  return { rows, rejections };
}

export async function importZoneTendueFile(
  store: Store,
  options: ZoneTendueFileOptions,
): Promise<ZoneTendueImportSummary> {
  const { headers, records } = readCsv(await readFile(options.file, 'utf8'), options.delimiter);
  const zoning = options.column ?? 'category';
  const columns = {
    code: columnOf(headers, ['insee_code'], 'CODGEO'),
    name: columnOf(headers, ['name', 'LIBGEO']),
    zoning: headers.includes(zoning) ? zoning : undefined,
  };
  const missing = Object.entries({ insee_code: columns.code, name: columns.name, [zoning]: columns.zoning })
    .filter(([, found]) => found === undefined)
    .map(([column]) => column);
  if (missing.length > 0) {
    throw new ValidationError(
      `The file lacks the column(s) ${missing.join(', ')}`,
      missing.map((column) => ({ path: column, message: 'required column is missing', code: 'missing_column' })),
    );
  }
  const { rows, rejections } = communeRows(records, columns as { code: string; name: string; zoning: string });
  if (rejections.length > 0)
    return {
      list: options.version.code,
      read: records.length,
      imported: 0,
      added: 0,
      removed: 0,
      closed: null,
      rejections,
    };
  return { ...(await importZoneTendueList(store, options.version, rows)), read: records.length };
}

export function formatZoneTendueSummary(summary: ZoneTendueImportSummary): string {
  const outcome =
    summary.rejections.length > 0
      ? `rejected ${summary.rejections.length}: nothing changed`
      : `imported ${summary.imported} (added ${summary.added}, removed ${summary.removed})${summary.closed ? `, ended ${summary.closed}` : ''}`;
  return [
    `${summary.list}: read ${summary.read}, ${outcome}`,
    ...summary.rejections.map((rejection) => `  line ${rejection.line}: ${rejection.reasons.join('; ')}`),
    '',
  ].join('\n');
}
