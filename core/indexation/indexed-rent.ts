// A rent revised by one year's variation of an index (loi 89-462 art. 17-1 for the IRL; code de
// commerce art. L112-2 and L145-34 for the ILC, ILAT and ICC): the two values from the shared index
// table, the new rent truncated to the cent. Shared by the lease revisions (revision-computation.ts)
// and the public tool, which names the index itself instead of reading a lease.
import type { Store } from '../ports/store.js';
import type { IndexSeries } from '../../contract/vocabulary/indexation.js';
import { type Quarter, irlSeriesForPostalCode, shiftYears } from './index-series.js';
import type { IndexValue } from './index-value.js';
import { indexHundredths, indexValue } from './indices.js';
import { claimDeadline, defaultReferenceQuarter, revisedRentCents, revisionQuarters } from './rent-revision-rules.js';

export interface IndexedRent {
  new_index: IndexValue;
  old_index: IndexValue;
  revised_rent_cents: number;
}

/** Both index values (a 422 naming the one not loaded) and the rent they give. */
export async function indexedRent(
  store: Store,
  series: IndexSeries,
  quarters: { current: string; previous: string },
  rentCents: number,
): Promise<IndexedRent> {
  const newIndex = await indexValue(store, series, quarters.current);
  const oldIndex = await indexValue(store, series, quarters.previous);
  return {
    new_index: newIndex,
    old_index: oldIndex,
    revised_rent_cents: revisedRentCents(rentCents, indexHundredths(newIndex.value), indexHundredths(oldIndex.value)),
  };
}

export interface IndexRevisionQuery {
  series: IndexSeries;
  /** With the IRL: the dwelling's postal code picks its series (loi 2022-1158 art. 12). */
  postal_code?: string;
  rent_cents: number;
  /** The new index's quarter, `YYYY-Qn`; or a revision date and the lease's reference quarter. */
  quarter?: string;
  revision_date?: string;
  reference_quarter?: Quarter['quarter'];
}

export interface RevisionByIndex extends IndexedRent {
  series: IndexSeries;
  revision_date: string | null;
  claim_deadline: string | null;
  /** The index variation in hundredths of a percent (exact integers: 123 is 1.23 %). */
  variation_basis_points: number;
  legal_reference: string;
}

/** Art. 17-1 for the IRL of a dwelling; the code de commerce for the indices of business leases. */
export function revisionLegalReference(series: IndexSeries): string {
  return series.startsWith('IRL')
    ? 'Loi n° 89-462 du 6 juillet 1989, art. 17-1'
    : 'Code de commerce, art. L112-2 et L145-34';
}

/** The revision of a rent by a named index: the quarter given, or the one a revision date reads. */
export async function revisionByIndex(store: Store, query: IndexRevisionQuery): Promise<RevisionByIndex> {
  const series = query.series === 'IRL' ? irlSeriesForPostalCode(query.postal_code ?? null) : query.series;
  const date = query.revision_date ?? null;
  const quarters = date
    ? revisionQuarters(date, query.reference_quarter ?? defaultReferenceQuarter(date))
    : { current: query.quarter!, previous: shiftYears(query.quarter!, -1) };
  const revised = await indexedRent(store, series, quarters, query.rent_cents);
  const oldH = indexHundredths(revised.old_index.value);
  return {
    ...revised,
    series,
    revision_date: date,
    claim_deadline: date ? claimDeadline(date) : null,
    variation_basis_points: Math.round(((indexHundredths(revised.new_index.value) - oldH) * 10_000) / oldH),
    legal_reference: revisionLegalReference(series),
  };
}
