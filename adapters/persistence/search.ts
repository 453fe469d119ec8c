// Search terms served by a trigram index (docs/decisions.md 305). Under row-level security no
// index can serve ILIKE, so a searched table has a function (its migration) that runs as the
// table's owner, keeps the tenant's rows only, and reaches the trigram index. A page whose criteria
// hold the search (`$contains` of one term on exactly the searched fields, as searchCriteria in
// core/shared/criteria.ts writes it) reads from that function instead of the table, when the
// planner's estimates say it costs less: with many matches, or few rows, walking the list's index
// in order and stopping after the page (`strpos`, decision 78) passes fewer rows. A table may also
// keep its searched fields joined in one column carried by the index of its default order
// (docs/decisions.md 330): that walk reads the index only, and the page's rows by id.
import type { Criteria } from '../../core/ports/store.js';
import type { SortKey } from '../../core/shared/paging.js';
import type { ReadContext, Row } from './query.js';
import { ALIAS, condition, from, orderBy, run, where } from './sql.js';
import { type Sql, sql } from './sql-text.js';
import { COUNT_CAP, TOTAL } from './totals.js';

interface SearchedTable {
  fields: readonly string[];
  /** The set-returning function of its migration: the tenant's rows matching the term. */
  fn: string;
  /**
   * The column holding the fields lower-cased and joined by U+0001, carried by an index whose keys
   * are `sort` (either direction) then id: a walk of that index tests it without reading the table.
   */
  covered?: { column: string; sort: string };
}

const SEARCHED: Record<string, SearchedTable> = {
  contacts: {
    fields: ['first_name', 'last_name', 'company_name', 'email'],
    fn: 'tenant_contact_search',
    covered: { column: 'search_text', sort: 'created_at' },
  },
};

/** Trigrams need three characters: a shorter term cannot narrow the index. */
const MIN_TERM = 3;

/** What joins the fields in the covered column: a term holding it could match across two fields. */
const JOINER = '\u0001';

/**
 * The planner-like costs of the ways, per row, measured on the bench's contacts (docs/decisions.md
 * 305, 330): walking the list's index tests four columns of each row it passes (about 1 unit a
 * row); walking the covering index tests one column of an index entry (about 0.1), then fetches
 * each row of the page by id (about 2); the function fetches each match from its own page (about
 * 2) after a fixed cost of its own (about 1,000: planning and running a PL/pgSQL function,
 * materializing its rows). A small tenant's walk is cheaper than the function's fixed cost.
 */
const WALK_ROW = 1;
const COVERED_ROW = 0.1;
const FETCH_ROW = 2;
const MATCH_ROW = 2;
const FUNCTION_FIXED = 1_000;

/** The matches read by the function of the table's migration, all of them, then paged and counted. */
export interface FunctionSearch {
  kind: 'function';
  /** `fn(term) as e0`, in place of the table. */
  source: Sql;
  /** The criteria without the search, which the function applied. */
  rest: Criteria;
}

/** The page's ids from a walk of the covering index in the list's order, then its rows by id. */
export interface CoveredSearch {
  kind: 'covered';
  term: string;
  column: string;
  /** The criteria without the search, which the covered column answers. */
  rest: Criteria;
}

export type IndexedSearch = FunctionSearch | CoveredSearch;

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

/** Whether the covering index of `table` gives the list's order: its sort field first, then id. */
function covers(table: SearchedTable, term: string, sort: SortKey[]): table is Required<SearchedTable> {
  if (!table.covered || term.includes(JOINER)) return false;
  return sort[0]?.field === table.covered.sort && sort.slice(1).every((key) => key.field === 'id');
}

/**
 * The indexed search of a tenant's page, or undefined when the page reads the table, whichever the
 * costs above say is cheapest. The walk in the list's order stops after the page: it passes about
 * min(N, (page + 1) x N / M) rows, for `matches` M (the planner's estimate of the matching records)
 * among N records of the criteria without the search (`rowsOf`).
 */
export async function indexedSearch(
  ctx: ReadContext,
  criteria: Criteria,
  page: { matches: number; size: number; sort: SortKey[] },
  rowsOf: (criteria: Criteria) => Promise<number>,
): Promise<IndexedSearch | undefined> {
  const table = SEARCHED[ctx.meta.tableName];
  if (!table || !ctx.tenantId) return undefined;
  const all = parts(criteria);
  const at = all.findIndex((part) => searchTerm(part, table) !== undefined);
  const term = at < 0 ? undefined : searchTerm(all[at], table);
  if (term === undefined) return undefined;
  const rest: Criteria = { $and: all.filter((_, i) => i !== at) };
  const rows = await rowsOf(rest);
  const walked = Math.min(rows, ((page.size + 1) * rows) / Math.max(page.matches, 1));
  const ways: { cost: number; search?: IndexedSearch }[] = [{ cost: walked * WALK_ROW }];
  if (covers(table, term, page.sort))
    ways.push({
      cost: walked * COVERED_ROW + (page.size + 1) * FETCH_ROW,
      search: { kind: 'covered', term, column: table.covered.column, rest },
    });
  if (term.length >= MIN_TERM)
    ways.push({
      cost: FUNCTION_FIXED + page.matches * MATCH_ROW,
      search: { kind: 'function', source: sql`${sql.raw(table.fn)}(${term}) as ${sql.ref(ALIAS)}`, rest },
    });
  return ways.reduce((best, way) => (way.cost < best.cost ? way : best)).search;
}

/** A page of the covered walk, as read.ts asks it (the keyset part, order, limit, offset, count). */
export interface CoveredPage {
  part: Criteria;
  sort: SortKey[];
  limit: number;
  offset: number;
  count: boolean;
}

/**
 * The rows of a page of a covered search: the ids of the page from an index-only walk of the
 * covering index in the list's order (it stops after the page), then those rows by id; with the
 * capped count of the matches when asked (an index-only walk too). The term is a substring of one
 * of the fields, lower-cased, exactly when it is one of the joined column, since it holds no joiner.
 */
export function coveredRows(ctx: ReadContext, search: CoveredSearch, page: CoveredPage): Promise<Row[]> {
  const [e0, id] = [sql.ref(ALIAS), sql.ref(`${ALIAS}.id`)];
  const matching = sql`${where(ctx, search.rest)} and strpos(${sql.ref(`${ALIAS}.${search.column}`)}, lower(${search.term})) > 0`;
  const order = orderBy(ctx.meta, page.sort);
  const ids = sql`select ${id} from ${from(ctx.meta)} where ${matching} and ${condition(ctx.meta, page.part)}
    order by ${order} limit ${page.limit} offset ${page.offset}`;
  const total = page.count
    ? sql`, (select count(*) from (select 1 from ${from(ctx.meta)} where ${matching} limit ${COUNT_CAP + 1}) as "counted")::int as ${sql.ref(TOTAL)}`
    : sql``;
  return run(
    ctx,
    sql`select ${e0}.*${total} from ${from(ctx.meta)} where ${where(ctx, {})} and ${id} = any(array(${ids})) order by ${order}`,
  );
}
