// Search terms served by a trigram index (docs/decisions.md 305). Under row-level security no
// index can serve ILIKE, so a searched table has a function (its migration) that runs as the
// table's owner, keeps the tenant's rows only, and reaches the trigram index. A page whose criteria
// hold the search (`$contains` of one term on exactly the searched fields, as searchCriteria in
// core/shared/criteria.ts writes it) reads from that function instead of the table, when the
// planner's estimates say it costs less: with many matches, or few rows, walking the list's index
// in order and stopping after the page (`strpos`, decision 78) passes fewer rows.
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

/**
 * The planner-like costs of the two ways, per row, measured on the bench's contacts (docs/decisions.md
 * 305): walking the list's index tests four columns of each row it passes (about 1 unit a row); the
 * function fetches each match from its own page (about 2 units) after a fixed cost of its own (about
 * 1,000: planning and running a PL/pgSQL function, materializing its rows). A small tenant's walk
 * is cheaper than the function's fixed cost.
 */
const WALK_ROW = 1;
const MATCH_ROW = 2;
const FUNCTION_FIXED = 1_000;

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

/**
 * The indexed search of a tenant's page, or undefined when the page reads the table: when the walk
 * in the list's order, which stops after the page, would pass more rows than fetching every match
 * costs. `matches` is the planner's estimate of the matching records; `rowsOf` estimates the
 * records of the criteria without the search.
 */
export async function indexedSearch(
  ctx: ReadContext,
  criteria: Criteria,
  page: { matches: number; size: number },
  rowsOf: (criteria: Criteria) => Promise<number>,
): Promise<IndexedSearch | undefined> {
  const table = SEARCHED[ctx.meta.tableName];
  if (!table || !ctx.tenantId) return undefined;
  const all = parts(criteria);
  const at = all.findIndex((part) => searchTerm(part, table) !== undefined);
  const term = at < 0 ? undefined : searchTerm(all[at], table);
  if (term === undefined || term.length < MIN_TERM) return undefined;
  const rest: Criteria = { $and: all.filter((_, i) => i !== at) };
  const rows = await rowsOf(rest);
  const walked = Math.min(rows, ((page.size + 1) * rows) / Math.max(page.matches, 1));
  if (walked * WALK_ROW <= FUNCTION_FIXED + page.matches * MATCH_ROW) return undefined;
  return { source: sql`${sql.raw(table.fn)}(${term}) as ${sql.ref(ALIAS)}`, rest };
}
