// The index table: reads for revisions and the API, writes for the admin command and the CSV
// import (docs/decisions.md, "Index table"). Shared by every tenant; only the admin writes.
import type { Store } from '../ports/store.js';
import { type ListInput, pageRequest } from '../shared/crud.js';
import { definedCriteria, rangeCriteria } from '../shared/criteria.js';
import { compareDates, isDateOnly } from '../shared/dates.js';
import { BusinessRuleError, type FieldError, NotFoundError, assertNoFieldErrors } from '../shared/errors.js';
import { INDEX_SERIES, type IndexSeries } from '../../contract/vocabulary/indexation.js';
import { isQuarter, quarterEnd, storedSeries } from './index-series.js';
import { IndexValue } from './index-value.js';

export interface IndexValueInput {
  series: IndexSeries;
  quarter: string;
  value: number;
  published_on?: string | null;
  source?: string | null;
}

export interface IndexListInput extends ListInput {
  series?: IndexSeries;
  quarter_from?: string;
  quarter_to?: string;
}

/** Highest index value accepted: the ICC is in the low thousands, the others near 100-200. */
export const MAX_INDEX_VALUE = 100_000;

const err = (path: string, message: string, code: string): FieldError => ({ path, message, code });

/** A value to store: a known series, a `YYYY-Qn` quarter, a positive value with at most two decimals, published after its quarter. */
export function indexValueErrors(input: {
  series: string;
  quarter: string;
  value: number;
  published_on?: string | null;
}): FieldError[] {
  const errors: FieldError[] = [];
  if (!(INDEX_SERIES as readonly string[]).includes(input.series))
    errors.push(err('series', `series must be one of ${INDEX_SERIES.join(', ')}`, 'invalid_enum'));
  if (!isQuarter(input.quarter))
    errors.push(err('quarter', 'quarter must be YYYY-Qn, e.g. 2025-Q3', 'invalid_quarter'));
  if (!Number.isFinite(input.value) || input.value <= 0 || input.value > MAX_INDEX_VALUE)
    errors.push(err('value', `value must be greater than 0 and at most ${MAX_INDEX_VALUE}`, 'out_of_range'));
  else if (Math.abs(Math.round(input.value * 100) - input.value * 100) > 1e-6)
    errors.push(err('value', 'value has at most two decimals', 'precision'));
  if (input.published_on != null) {
    if (!isDateOnly(input.published_on))
      errors.push(err('published_on', 'published_on must be a date YYYY-MM-DD', 'invalid_date'));
    else if (isQuarter(input.quarter) && compareDates(input.published_on, quarterEnd(input.quarter)) <= 0)
      errors.push(
        err(
          'published_on',
          `an index is published after its quarter ends (${quarterEnd(input.quarter)})`,
          'date_order',
        ),
      );
  }
  return errors;
}

/** Index values as integers in hundredths (145.47 -> 14547): ratios of them are exact. */
export function indexHundredths(value: number): number {
  return Math.round(value * 100);
}

/** "IRL 2025-Q3", "IRL (Corse) 2025-Q3": how an index is named in messages. */
export function indexLabel(series: IndexSeries, quarter: string): string {
  const names: Record<IndexSeries, string> = {
    IRL: 'IRL',
    IRL_OVERSEAS: 'IRL (outre-mer)',
    IRL_CORSICA: 'IRL (Corse)',
    ILC: 'ILC',
    ILAT: 'ILAT',
    ICC: 'ICC',
  };
  return `${names[series]} ${quarter}`;
}

/**
 * The value of an index for a quarter, or a 422 naming the missing index: a revision cannot be
 * computed without it, and the caller can load it (`npm run admin -- indices set`).
 */
export async function indexValue(store: Store, series: IndexSeries, quarter: string): Promise<IndexValue> {
  const found = await store.repo(IndexValue).findOne({ series: storedSeries(series, quarter), quarter });
  if (found) return found;
  const label = indexLabel(series, quarter);
  throw new BusinessRuleError(
    `The index ${label} is not in the index table; load it with \`npm run admin -- indices set --series ${series} --quarter ${quarter} --value <value>\``,
    [{ path: 'index', message: `${label} is missing`, code: 'index_missing' }],
    { missing_index: { series, quarter } },
  );
}

export type SetOutcome = 'created' | 'updated' | 'unchanged';

export function indexUseCases(store: Store) {
  const values = store.repo(IndexValue);
  return {
    list: (input: IndexListInput) =>
      values.list(
        {
          ...definedCriteria({ series: input.series }),
          ...rangeCriteria('quarter', input.quarter_from, input.quarter_to),
        },
        pageRequest(input, [
          { field: 'quarter', direction: 'desc' },
          { field: 'series', direction: 'asc' },
        ]),
      ),

    /** GET /indices/{series}/{quarter}: the stored value (the main IRL before the split for the overseas and Corsica series). */
    async get(series: IndexSeries, quarter: string): Promise<IndexValue> {
      const found = await values.findOne({ series: storedSeries(series, quarter), quarter });
      if (!found) throw new NotFoundError('index value', indexLabel(series, quarter));
      return found;
    },

    /** Creates or replaces the value of a series for a quarter (admin command, CSV import). */
    async set(input: IndexValueInput): Promise<{ record: IndexValue; outcome: SetOutcome }> {
      assertNoFieldErrors(indexValueErrors(input), 'Invalid index value');
      const existing = await values.findOne({ series: input.series, quarter: input.quarter });
      const fields = {
        value: input.value,
        published_on: input.published_on ?? existing?.published_on ?? null,
        source: input.source ?? existing?.source ?? null,
      };
      if (existing) {
        const same =
          indexHundredths(existing.value) === indexHundredths(fields.value) &&
          existing.published_on === fields.published_on &&
          existing.source === fields.source;
        Object.assign(existing, fields);
        await store.flush();
        return { record: existing, outcome: same ? 'unchanged' : 'updated' };
      }
      const record = Object.assign(new IndexValue(), { series: input.series, quarter: input.quarter }, fields);
      values.persist(record);
      await store.flush();
      return { record, outcome: 'created' };
    },
  };
}
