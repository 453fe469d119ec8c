// `npm run admin -- indices ...`: the INSEE index table shared by every tenant (docs/decisions.md,
// "Index table"). Writes run on an unscoped store: the table belongs to no tenant.
import { readFile } from 'node:fs/promises';
import { importIndexValues } from '../../core/indexation/import-indices.js';
import type { IndexSeries } from '../../contract/vocabulary/indexation.js';
import { indexUseCases } from '../../core/indexation/indices.js';
import type { Store } from '../../core/ports/store.js';
import { readIndexCsv } from '../import/indices-csv.js';

export const INDICES_USAGE = `  admin indices set --series <IRL|IRL_OVERSEAS|IRL_CORSICA|ILC|ILAT|ICC> --quarter <YYYY-Qn> --value <n> [--published-on <YYYY-MM-DD>] [--source <text>]
  admin indices import --file <csv> [--delimiter <;|,>]   (columns series, quarter, value[, published_on, source])
  admin indices list [--series <series>]`;

export interface IndicesOptions {
  series?: string;
  quarter?: string;
  value?: string;
  'published-on'?: string;
  source?: string;
  file?: string;
  delimiter?: string;
}

export class IndicesUsageError extends Error {}

/** Runs one `indices` subcommand and returns what to print as JSON. */
export async function runIndicesCommand(subcommand: string, options: IndicesOptions, store: Store): Promise<unknown> {
  const indices = indexUseCases(store);
  switch (subcommand) {
    case 'set': {
      if (!options.series || !options.quarter || options.value === undefined)
        throw new IndicesUsageError('--series, --quarter and --value are required');
      const { record, outcome } = await indices.set({
        series: options.series.toUpperCase() as IndexSeries,
        quarter: options.quarter.toUpperCase(),
        value: Number(options.value.replace(',', '.')),
        published_on: options['published-on'] ?? null,
        source: options.source ?? null,
      });
      return { outcome, series: record.series, quarter: record.quarter, value: record.value };
    }
    case 'import': {
      if (!options.file) throw new IndicesUsageError('--file is required');
      return importIndexValues(store, readIndexCsv(await readFile(options.file, 'utf8'), options.delimiter));
    }
    case 'list': {
      const page = await indices.list({
        page: 1,
        per_page: 100,
        series: options.series?.toUpperCase() as IndexSeries | undefined,
      });
      return page.items.map(({ series, quarter, value, published_on }) => ({ series, quarter, value, published_on }));
    }
    default:
      throw new IndicesUsageError(`unknown indices command: ${subcommand}`);
  }
}
