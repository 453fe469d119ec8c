// The read path every resource shares (docs/decisions.md 76): list pages and single reads through
// MikroORM's QueryBuilder, returning rows mapped once to records of the entity's class, with no
// identity map and no change tracking (writes keep both, through the EntityManager). A page, its
// capped count and the position after it come back from one statement.
import { type EntityMetadata, type Platform, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Criteria, EntityClass } from '../../core/ports/store.js';
import type { Page, PageRequest, SortKey } from '../../core/shared/paging.js';
import { sortSignature } from '../../core/shared/paging.js';
import { planEstimate } from './estimate.js';
import { keysetCriteria } from './keyset.js';

type Row = Record<string, unknown>;

/**
 * Exact totals up to this many records; past it the total is the planner's estimate
 * (`total_is_estimate`), so that a count never walks 100,000 rows (docs/decisions.md 77).
 */
export const COUNT_CAP = 1000;

/** Planner cost units a capped count may take (about 20,000 index entries); past it, the estimate. */
const COUNT_COST_BUDGET = 1000;

const TOTAL = '__total';

/**
 * Records without a value sort last in either direction (docs/decisions.md 8). A NOT NULL column
 * has no such records: its plain direction lets one index serve both (docs/decisions.md 78).
 */
export function orderBy(meta: EntityMetadata, sort: SortKey[] = []) {
  return sort.map((key) => {
    const prop = meta.properties[key.field as never] as { nullable?: boolean } | undefined;
    return { [key.field]: prop && !prop.nullable ? key.direction : `${key.direction} nulls last` };
  });
}

const mappers = new WeakMap<EntityMetadata, (row: Row) => object>();

/** Row to record, compiled once per entity: column to property, the property's JS conversion. */
function recordMapper(meta: EntityMetadata, platform: Platform): (row: Row) => object {
  const known = mappers.get(meta);
  if (known) return known;
  const fields = meta.props
    .filter((prop) => prop.persist !== false && prop.fieldNames?.length === 1)
    .map((prop) => {
      const type = prop.customType;
      // Timestamps arrive as PostgreSQL's text (MikroORM's type parsers), with their offset.
      const convert = type
        ? (value: unknown) => type.convertToJSValue(value, platform)
        : prop.runtimeType === 'Date'
          ? (value: unknown) => (value instanceof Date ? value : new Date(value as string))
          : undefined;
      return [prop.name, prop.fieldNames[0], convert] as const;
    });
  const prototype = (meta.class as { prototype: object }).prototype;
  const mapper = (row: Row) => {
    const record: Row = Object.create(prototype);
    for (const [name, column, convert] of fields) {
      const value = row[column];
      record[name] = value === null || value === undefined || !convert ? value : convert(value);
    }
    return record;
  };
  mappers.set(meta, mapper);
  return mapper;
}

export interface ReadContext {
  em: EntityManager;
  /** Tenant filter on (a tenant's store) or off (the system). */
  filters: boolean;
}

async function queryBuilder<T extends object>(
  ctx: ReadContext,
  cls: EntityClass<T>,
  alias: string,
  criteria: Criteria,
) {
  const qb = ctx.em.createQueryBuilder(cls as never, alias).where(criteria as never);
  if (ctx.filters) await qb.applyFilters();
  return qb;
}

/** One record, or null. */
export async function readOne<T extends object>(ctx: ReadContext, cls: EntityClass<T>, criteria: Criteria) {
  const qb = await queryBuilder(ctx, cls, 'e0', criteria);
  const rows = (await qb.select('*').limit(1).execute('all', false)) as Row[];
  const meta = ctx.em.getMetadata().find(cls as never)!;
  return rows.length > 0 ? (recordMapper(meta, ctx.em.getPlatform())(rows[0]) as T) : null;
}

/** The matching records, up to COUNT_CAP + 1 of them: what a capped count counts. */
async function countedQuery(ctx: ReadContext, cls: EntityClass<object>, criteria: Criteria) {
  const qb = await queryBuilder(ctx, cls, 'c', criteria);
  return qb.select(raw('1')).limit(COUNT_CAP + 1);
}

async function cappedCount(ctx: ReadContext, cls: EntityClass<object>, criteria: Criteria): Promise<number> {
  const { sql, params } = (await countedQuery(ctx, cls, criteria)).toQuery();
  const [row] = await ctx.em.execute<Row[]>(`select count(*)::int as "${TOTAL}" from (${sql}) as "counted"`, params);
  return Number(row[TOTAL]);
}

/**
 * Whether counting (up to COUNT_CAP) is cheap: the planner's cost of reading every match, scaled
 * to the first COUNT_CAP + 1 of them. A filter no index serves (a text search over 100,000 rows)
 * would read the whole table to count; its total is then the estimate.
 */
async function countPlan(ctx: ReadContext, cls: EntityClass<object>, criteria: Criteria) {
  const plan = await planEstimate(ctx.em, (await queryBuilder(ctx, cls, 'c', criteria)).select(raw('1')));
  const cappedCost = plan.cost * Math.min(1, (COUNT_CAP + 1) / Math.max(plan.rows, 1));
  return { estimate: plan.rows, count: cappedCost <= COUNT_COST_BUDGET };
}

/** The rows of a page, one more to tell whether another follows; with the capped count: one statement. */
async function pageRows(
  ctx: ReadContext,
  cls: EntityClass<object>,
  criteria: Criteria,
  request: { part: Criteria; sort: SortKey[]; limit: number; offset: number; count: boolean },
) {
  const where = Object.keys(request.part).length > 0 ? { $and: [criteria, request.part] } : criteria;
  const qb = await queryBuilder(ctx, cls, 'e0', where);
  if (request.count)
    qb.with('counted', (await countedQuery(ctx, cls, criteria)) as never).select([
      '*',
      raw(`(select count(*) from "counted")::int as "${TOTAL}"`),
    ]);
  else qb.select('*');
  qb.orderBy(orderBy(ctx.em.getMetadata().find(cls as never)!, request.sort) as never).limit(
    request.limit,
    request.offset,
  );
  return (await qb.execute('all', false)) as Row[];
}

interface Seen {
  /** The capped count, when counting was cheap. */
  counted?: number;
  estimate: number;
  before: number;
  items: number;
  hasNext: boolean;
}

/** The total of a page: counted up to COUNT_CAP, estimated past it or when counting is dear. */
function pageTotal(seen: Seen): { total: number; totalIsEstimate: boolean } {
  if (seen.counted !== undefined && seen.counted <= COUNT_CAP) return { total: seen.counted, totalIsEstimate: false };
  const shown = seen.before + seen.items;
  // The last page of a long list: the records before it and on it are the total.
  if (!seen.hasNext && seen.items > 0) return { total: shown, totalIsEstimate: false };
  const atLeast = seen.items > 0 ? shown + (seen.hasNext ? 1 : 0) : 0;
  return { total: Math.max(seen.estimate, seen.counted ?? 0, atLeast), totalIsEstimate: true };
}

/** A page of read-only records, by offset or after a cursor, with its total (counted, or estimated). */
export async function readPage<T extends object>(
  ctx: ReadContext,
  cls: EntityClass<T>,
  criteria: Criteria,
  page: PageRequest,
): Promise<Page<T>> {
  const meta = ctx.em.getMetadata().find(cls as never)!;
  const offset = page.after ? 0 : (page.page - 1) * page.perPage;
  const { estimate, count } = await countPlan(ctx, cls, criteria);
  let rows: Row[] = [];
  // After a cursor the rows may come in two parts (docs/decisions.md 77): values, then nulls.
  for (const part of keysetCriteria(meta, page)) {
    const limit = page.perPage - rows.length + 1;
    rows = rows.concat(await pageRows(ctx, cls, criteria, { part, sort: page.sort, limit, offset, count }));
    if (rows.length > page.perPage) break;
  }
  const hasNext = rows.length > page.perPage;
  const items = rows.slice(0, page.perPage).map(recordMapper(meta, ctx.em.getPlatform())) as T[];
  // A page past the end carries no count: count apart.
  const counted = !count ? undefined : rows.length > 0 ? Number(rows[0][TOTAL]) : await cappedCount(ctx, cls, criteria);
  const before = (page.page - 1) * page.perPage;
  const { total, totalIsEstimate } = pageTotal({ counted, estimate, before, items: items.length, hasNext });
  const last = items.at(-1) as Row | undefined;
  const next =
    hasNext && last
      ? { page: page.page + 1, sort: sortSignature(page.sort), values: page.sort.map((key) => last[key.field]) }
      : null;
  return { items, total, page: page.page, perPage: page.perPage, totalIsEstimate, hasNext, next };
}
