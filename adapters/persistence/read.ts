// The read path every resource shares (docs/decisions.md 76): list pages and single reads in SQL
// through MikroORM's Kysely integration (sql.ts), rows mapped once to plain records, with no
// identity map and no change tracking (writes keep both, through the EntityManager). A page, its
// capped count and the position after it come back from one statement.
import type { Criteria } from '../../core/ports/store.js';
import type { Page, PageRequest, SortKey } from '../../core/shared/paging.js';
import { sortSignature } from '../../core/shared/paging.js';
import { keysetCriteria } from './keyset.js';
import { type ReadContext, type Row, recordMapper } from './query.js';
import { type FunctionSearch, type IndexedSearch, coveredRows, indexedSearch } from './search.js';
import { ALIAS, from, orderBy, run, where } from './sql.js';
import { sql } from './sql-text.js';
import { COUNT_CAP, TOTAL, cappedCount, countPlan, estimatedRows, pageTotal, rememberOverCap } from './totals.js';

export type { ReadContext } from './query.js';

/** One record, or null. */
export async function readOne<T>(ctx: ReadContext, criteria: Criteria): Promise<T | null> {
  const found = await run(ctx, sql`select * from ${from(ctx.meta)} where ${where(ctx, criteria)} limit 1`);
  return found.length > 0 ? (recordMapper(ctx)(found[0]) as T) : null;
}

/** Every matching record, or the first `limit`, in the order asked (the id last, for a stable order). */
export async function readAll<T>(ctx: ReadContext, criteria: Criteria, sort: SortKey[], limit?: number): Promise<T[]> {
  const order = [
    ...sort,
    ...(sort.some((key) => key.field === 'id') ? [] : [{ field: 'id', direction: 'asc' as const }]),
  ];
  const rows = await run(
    ctx,
    sql`select * from ${from(ctx.meta)} where ${where(ctx, criteria)} order by ${orderBy(ctx.meta, order)}${
      limit === undefined ? sql`` : sql` limit ${limit}`
    }`,
  );
  return rows.map(recordMapper(ctx)) as T[];
}

interface PartRequest {
  /** The keyset part (docs/decisions.md 77), or nothing. */
  part: Criteria;
  sort: SortKey[];
  limit: number;
  offset: number;
  count: boolean;
}

/** A page of a search through the function (search.ts): the matches read once, counted up to the cap, paged. */
function searchedRows(ctx: ReadContext, search: FunctionSearch, request: PartRequest): Promise<Row[]> {
  const e0 = sql.ref(ALIAS);
  return run(
    ctx,
    sql`with "found" as materialized (select * from ${search.source} where ${where(ctx, search.rest)})
      select ${e0}.*, (select count(*) from (select 1 from "found" limit ${COUNT_CAP + 1}) as "counted")::int as ${sql.ref(TOTAL)}
      from "found" as ${e0} where ${where(ctx, request.part)} order by ${orderBy(ctx.meta, request.sort)}
      limit ${request.limit} offset ${request.offset}`,
  );
}

/** The rows of a page, one more to tell whether another follows; with the capped count: one statement. */
function pageRows(ctx: ReadContext, criteria: Criteria, request: PartRequest, search?: IndexedSearch): Promise<Row[]> {
  if (search?.kind === 'function') return searchedRows(ctx, search, request);
  if (search?.kind === 'covered') return coveredRows(ctx, search, request);
  const table = from(ctx.meta);
  const page = sql`${where(ctx, { $and: [criteria, request.part] })} order by ${orderBy(ctx.meta, request.sort)}
    limit ${request.limit} offset ${request.offset}`;
  if (!request.count) return run(ctx, sql`select * from ${table} where ${page}`);
  return run(
    ctx,
    sql`with "counted" as (select 1 from ${table} where ${where(ctx, criteria)} limit ${COUNT_CAP + 1})
      select ${sql.ref(ALIAS)}.*, (select count(*) from "counted")::int as ${sql.ref(TOTAL)} from ${table} where ${page}`,
  );
}

/** A page of read-only records, by offset or after a cursor, with its total (counted, or estimated). */
export async function readPage<T>(ctx: ReadContext, criteria: Criteria, page: PageRequest): Promise<Page<T>> {
  const offset = page.after ? 0 : (page.page - 1) * page.perPage;
  const plan = await countPlan(ctx, criteria);
  const { estimate } = plan;
  const search = await indexedSearch(
    ctx,
    criteria,
    { matches: estimate, size: page.perPage, sort: page.sort },
    (rest) => estimatedRows(ctx, rest),
  );
  // The function reads every match anyway: counting them costs nothing more.
  const viaFunction = search?.kind === 'function' ? search : undefined;
  const count = plan.count || viaFunction !== undefined;
  let found: Row[] = [];
  // After a cursor the rows may come in two parts (docs/decisions.md 77): values, then nulls.
  for (const part of keysetCriteria(ctx.meta, page)) {
    const limit = page.perPage - found.length + 1;
    found = found.concat(await pageRows(ctx, criteria, { part, sort: page.sort, limit, offset, count }, search));
    if (found.length > page.perPage) break;
  }
  const hasNext = found.length > page.perPage;
  const items = found.slice(0, page.perPage).map(recordMapper(ctx)) as T[];
  // A page past the end carries no count: count apart. A count known to pass the cap is not run again.
  const counted = !count
    ? plan.overCap
      ? COUNT_CAP + 1
      : undefined
    : found.length > 0
      ? Number(found[0][TOTAL])
      : await cappedCount(ctx, criteria, viaFunction);
  if (!plan.overCap && counted !== undefined && counted > COUNT_CAP) rememberOverCap(ctx, criteria);
  const before = (page.page - 1) * page.perPage;
  const { total, totalIsEstimate } = pageTotal({ counted, estimate, before, items: items.length, hasNext });
  const last = items.at(-1) as Row | undefined;
  const next =
    hasNext && last
      ? { page: page.page + 1, sort: sortSignature(page.sort), values: page.sort.map((key) => last[key.field]) }
      : null;
  return { items, total, page: page.page, perPage: page.perPage, totalIsEstimate, hasNext, next };
}
