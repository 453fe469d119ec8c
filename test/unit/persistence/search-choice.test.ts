// Which way a contacts search reads its page (adapters/persistence/search.ts, docs/decisions.md 305
// and 330), from the planner's estimates: the walk of the list's index, the covering index's walk
// (the default order only), or the trigram index through tenant_contact_search.
import { describe, expect, it } from '@jest/globals';
import type { ReadContext } from '../../../adapters/persistence/query.js';
import { indexedSearch } from '../../../adapters/persistence/search.js';
import type { Criteria } from '../../../core/ports/store.js';
import { searchCriteria } from '../../../core/shared/criteria.js';
import type { SortKey } from '../../../core/shared/paging.js';

const FIELDS = ['first_name', 'last_name', 'company_name', 'email'];
const ctx = (tenantId: string | null = 'tenant') =>
  ({ meta: { tableName: 'contacts' }, tenantId, em: undefined }) as unknown as ReadContext;
const NEWEST: SortKey[] = [
  { field: 'created_at', direction: 'desc' },
  { field: 'id', direction: 'asc' },
];
const BY_NAME: SortKey[] = [
  { field: 'last_name', direction: 'asc' },
  { field: 'id', direction: 'asc' },
];

async function way(term: string, rows: number, matches: number, sort = NEWEST, extra: Criteria[] = []) {
  const criteria = { $and: [searchCriteria(term, FIELDS), ...extra] };
  const search = await indexedSearch(ctx(), criteria, { matches, size: 100, sort }, async () => rows);
  return search?.kind ?? 'walk';
}

describe('the way a contacts search reads its page', () => {
  it('walks the covering index for few matches in the default order, at 1,000 or 100,000 contacts', async () => {
    expect(await way('Moreau', 100_000, 1_000)).toBe('covered');
    expect(await way('Moreau', 1_000, 10)).toBe('covered');
    expect(await way('Moreau', 100_000, 1_000, NEWEST, [{ type_contact: 'Company' }])).toBe('covered');
    expect(await way('Mo', 100_000, 1_000)).toBe('covered');
  });

  it('reads the trigram index for very few matches among many, or in another order', async () => {
    expect(await way('Moreau', 100_000, 10)).toBe('function');
    expect(await way('Moreau', 100_000, 1_000, BY_NAME)).toBe('function');
  });

  it("walks the list's index when the matches are many or the contacts few", async () => {
    expect(await way('Prénom', 100_000, 100_000)).toBe('walk');
    expect(await way('Moreau', 100, 1)).toBe('walk');
    expect(await way('Mo', 100_000, 1_000, BY_NAME)).toBe('walk');
  });

  it('keeps a term holding the joiner of search_text off the covering index', async () => {
    expect(await way('ab\u0001cd', 100_000, 1_000)).toBe('function');
  });

  it('reads the table for the system, another table, or criteria without the search', async () => {
    const criteria = searchCriteria('Moreau', FIELDS);
    const page = { matches: 1_000, size: 100, sort: NEWEST };
    expect(await indexedSearch(ctx(null), criteria, page, async () => 100_000)).toBeUndefined();
    const estates = { meta: { tableName: 'estates' }, tenantId: 't' } as unknown as ReadContext;
    expect(await indexedSearch(estates, criteria, page, async () => 100_000)).toBeUndefined();
    const partial = searchCriteria('Moreau', FIELDS.slice(1));
    expect(await indexedSearch(ctx(), partial, page, async () => 100_000)).toBeUndefined();
  });
});
