// The read path every resource shares (docs/decisions.md 76): list pages and single reads through
// MikroORM's QueryBuilder, rows mapped once to plain records, with no identity map and no change
// tracking (writes keep both, through the EntityManager). A page, its capped count and the
// position after it come back from one statement.
import { raw } from '@mikro-orm/core';
import type { Criteria } from '../../core/ports/store.js';
import type { Page, PageRequest, SortKey } from '../../core/shared/paging.js';
import { sortSignature } from '../../core/shared/paging.js';
import { keysetCriteria } from './keyset.js';
import { type ReadContext, type Row, orderBy, queryBuilder, recordMapper } from './query.js';
import { TOTAL, cappedCount, countPlan, countedQuery, pageTotal } from './totals.js';

export type { ReadContext } from './query.js';

/** One record, or null. */
export async function readOne<T>(ctx: ReadContext, criteria: Criteria): Promise<T | null> {
  const qb = await queryBuilder(ctx, 'e0', criteria);
  const rows = (await qb.select('*').limit(1).execute('all', false)) as Row[];
  return rows.length > 0 ? (recordMapper(ctx)(rows[0]) as T) : null;
}

interface PartRequest {
  /** The keyset part (docs/decisions.md 77), or nothing. */
  part: Criteria;
  sort: SortKey[];
  limit: number;
  offset: number;
  count: boolean;
}

/** The rows of a page, one more to tell whether another follows; with the capped count: one statement. */
async function pageRows(ctx: ReadContext, criteria: Criteria, request: PartRequest): Promise<Row[]> {
  const where = Object.keys(request.part).length > 0 ? { $and: [criteria, request.part] } : criteria;
  const qb = await queryBuilder(ctx, 'e0', where);
  if (request.count)
    qb.with('counted', (await countedQuery(ctx, criteria)) as never).select([
      '*',
      raw(`(select count(*) from "counted")::int as "${TOTAL}"`),
    ]);
  else qb.select('*');
  qb.orderBy(orderBy(ctx.meta, request.sort) as never).limit(request.limit, request.offset);
  return (await qb.execute('all', false)) as Row[];
}

/** A page of read-only records, by offset or after a cursor, with its total (counted, or estimated). */
export async function readPage<T>(ctx: ReadContext, criteria: Criteria, page: PageRequest): Promise<Page<T>> {
  const offset = page.after ? 0 : (page.page - 1) * page.perPage;
  const { estimate, count } = await countPlan(ctx, criteria);
  let rows: Row[] = [];
  // After a cursor the rows may come in two parts (docs/decisions.md 77): values, then nulls.
  for (const part of keysetCriteria(ctx.meta, page)) {
    const limit = page.perPage - rows.length + 1;
    rows = rows.concat(await pageRows(ctx, criteria, { part, sort: page.sort, limit, offset, count }));
    if (rows.length > page.perPage) break;
  }
  const hasNext = rows.length > page.perPage;
  const items = rows.slice(0, page.perPage).map(recordMapper(ctx)) as T[];
  // A page past the end carries no count: count apart.
  const counted = !count ? undefined : rows.length > 0 ? Number(rows[0][TOTAL]) : await cappedCount(ctx, criteria);
  const before = (page.page - 1) * page.perPage;
  const { total, totalIsEstimate } = pageTotal({ counted, estimate, before, items: items.length, hasNext });
  const last = items.at(-1) as Row | undefined;
  const next =
    hasNext && last
      ? { page: page.page + 1, sort: sortSignature(page.sort), values: page.sort.map((key) => last[key.field]) }
      : null;
  return { items, total, page: page.page, perPage: page.perPage, totalIsEstimate, hasNext, next };
}
