// Reads a reference-rent CSV in the Paris open-data layout and imports it through the core use
// case, with a progress bar on stderr. The command is adapters/main/import-reference-rents.ts.
import { readFile } from 'node:fs/promises';
import { Presets, SingleBar } from 'cli-progress';
import { type ImportSummary, importReferenceRents } from '../../core/compliance/rent-control/import-reference-rents.js';
import type { Store } from '../../core/ports/store.js';
import { readCsv } from './csv.js';

export interface ImportOptions {
  file: string;
  territory: string;
  dataSource?: string;
  delimiter?: string;
  /** Where the progress bar goes; none when absent. */
  progress?: NodeJS.WriteStream;
}

export const DEFAULT_DATA_SOURCE =
  'Ville de Paris open data "Logement - Encadrement des loyers" (logement-encadrement-des-loyers), reference rents of the annual arrêté of the préfet de la région Île-de-France';

export async function runImport(store: Store, options: ImportOptions): Promise<ImportSummary> {
  const text = await readFile(options.file, 'utf8');
  const { headers, records } = readCsv(text, options.delimiter);
  const bar = options.progress
    ? new SingleBar(
        {
          format: 'reference rents [{bar}] {percentage}% | {value}/{total} rows',
          stream: options.progress,
          hideCursor: true,
        },
        Presets.shades_classic,
      )
    : null;
  bar?.start(records.length, 0);
  try {
    return await importReferenceRents(store, {
      territory: options.territory,
      headers,
      records,
      data_source: options.dataSource ?? DEFAULT_DATA_SOURCE,
      onProgress: (done) => bar?.update(done),
    });
  } finally {
    bar?.stop();
  }
}

/** The human summary: counts, then each rejected line with its reasons. */
export function formatSummary(summary: ImportSummary): string {
  const lines = [
    `territory ${summary.territory}, years ${summary.years.join(', ') || '-'}`,
    `read ${summary.read}, imported ${summary.imported} (created ${summary.created}, updated ${summary.updated}, unchanged ${summary.unchanged}), rejected ${summary.rejected}`,
    `quarters created ${summary.quarters_created}`,
    ...summary.rejections.map((rejection) => `  line ${rejection.line}: ${rejection.reasons.join('; ')}`),
  ];
  return `${lines.join('\n')}\n`;
}
