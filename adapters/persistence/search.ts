// Search terms served by a trigram index (docs/decisions.md 305). Under row-level security no
// index can serve ILIKE, so a searched table has a function (its migration) that runs as the
// table's owner, keeps the tenant's rows only, and reaches the trigram index. A page whose criteria
// hold the search (`$contains` of one term on exactly the searched fields, as searchCriteria in
// core/shared/criteria.ts writes it) reads from that function instead of the table, when the
// planner expects few matches: with many, walking the list's index in order and stopping after the
// page (`strpos`, decision 78) reads fewer rows than fetching every match.
import { type RawBuilder, sql } from 'kysely';
import type { Criteria } from '../../core/ports/store.js';
import type { ReadContext } from './query.js';
import { ALIAS } from './sql.js';

interface SearchedTable {
  fields: readonly string[];
  /** The set-returning function of its migration: the tenant's rows matching the term. */
  fn: string;
}

const SEARCHED: Record<string, SearchedTable> = {
  contacts: { fields: ['first_name', 'last_name', 'company_name', 'email'], fn: 'tenant_contact_search' },
};

/** Trigrams need three characters: a shorter term cannot narrow the index. */
const MIN_TERM = 3;

/** Above this many expected matches the ordered walk is cheaper than fetching every match. */
export const INDEXED_SEARCH_MAX_ROWS = 2_000;

export interface IndexedSearch {
  /** `fn(term) as e0`, in place of the table. */
  source: RawBuilder<unknown>;
  /** The criteria without the search, which the function applied. */
  rest: Criteria;
}

/** The term when `part` is the search of `table`: `$or` of `$contains` of one term on exactly its fields. */
function searchTerm(part: Criteria, table: SearchedTable): string | undefined {
  const branches = part.$or as Criteria[] | undefined;
  if (Object.keys(part).length !== 1 || !Array.isArray(branches) || branches.length !== table.fields.length)
    return undefined;
  const terms = branches.map((branch, i) => {
    const value = branch[table.fields[i]] as { $contains?: unknown } | undefined;
    return Object.keys(branch).length === 1 && value && Object.keys(value).length === 1 ? value.$contains : undefined;
  });
  const term = terms[0];
  return typeof term === 'string' && terms.every((t) => t === term) ? term : undefined;
}

/** The parts of criteria joined by `and`, nested `$and` lists flattened. */
function parts(criteria: Criteria): Criteria[] {
  const keys = Object.keys(criteria);
  return keys.length === 1 && keys[0] === '$and' ? (criteria.$and as Criteria[]).flatMap(parts) : [criteria];
}

/** The indexed search of a tenant's page, or undefined when the page reads the table. */
export function indexedSearch(ctx: ReadContext, criteria: Criteria, estimate: number): IndexedSearch | undefined {
  const table = SEARCHED[ctx.meta.tableName];
  if (!table || !ctx.tenantId || estimate > INDEXED_SEARCH_MAX_ROWS) return undefined;
  const all = parts(criteria);
  const at = all.findIndex((part) => searchTerm(part, table) !== undefined);
  const term = at < 0 ? undefined : searchTerm(all[at], table);
  if (term === undefined || term.length < MIN_TERM) return undefined;
  return {
    source: sql`${sql.raw(table.fn)}(${term}) as ${sql.ref(ALIAS)}`,
    rest: { $and: all.filter((_, i) => i !== at) },
  };
}
