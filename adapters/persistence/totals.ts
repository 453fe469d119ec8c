// The total of a list page (docs/decisions.md 77): counted exactly up to COUNT_CAP records when
// the planner says that is cheap, and PostgreSQL's planner estimate otherwise, so that a total
// never costs a walk over 100,000 rows. Plans move slowly: each estimate is remembered for a
// while, per entity, tenant and criteria, in a bounded map, with whether a count of them passed
// the cap: while it is held their pages are not counted again (docs/decisions.md 345).
import type { Criteria } from '../../core/ports/store.js';
import type { ReadContext } from './query.js';
import { withTenantSession } from './session.js';
import { from, run, where } from './sql.js';
import { type Sql, sql } from './sql-text.js';

/** Exact totals up to this many records; past it the total is the estimate (`total_is_estimate`). */
export const COUNT_CAP = 1000;

/**
 * Planner cost units a capped count may take (about the cost of 20,000 index entries); a count
 * that would cost more (a filter no index serves, over 100,000 rows) is not run: the estimate is.
 */
const COUNT_COST_BUDGET = 1000;

export const TOTAL = '__total';

const ESTIMATE_TTL_MS = 30_000;
const ESTIMATES_KEPT = 1_000;

interface Plan {
  rows: number;
  /** The planner's total cost of reading every matching record, in its own units. */
  cost: number;
}

interface Remembered extends Plan {
  until: number;
  /** A count of these criteria passed the cap while the plan was held. */
  overCap?: boolean;
}

const remembered = new Map<string, Remembered>();

const planKey = (ctx: ReadContext, criteria: Criteria) => JSON.stringify([ctx.meta.className, ctx.tenantId, criteria]);

interface ExplainRow {
  'QUERY PLAN': [{ Plan: { 'Plan Rows': number; 'Total Cost': number } }];
}

/**
 * The planner's estimate of the matching records (the tenant criterion included), explained as
 * the connecting role: the row-level security policy would add a condition whose selectivity the
 * planner can only guess. EXPLAIN reads no rows.
 */
async function plan(ctx: ReadContext, criteria: Criteria): Promise<Remembered> {
  const key = planKey(ctx, criteria);
  const known = remembered.get(key);
  if (known && known.until > Date.now()) return known;
  const query = sql`explain (format json) select 1 from ${from(ctx.meta)} where ${where(ctx, criteria, 'ilike')}`;
  const rows = await withTenantSession(null, () => run<ExplainRow>(ctx, query));
  const explained = rows[0]['QUERY PLAN'][0].Plan;
  const estimate = { rows: Math.round(explained['Plan Rows']), cost: explained['Total Cost'] };
  remembered.delete(key);
  if (remembered.size >= ESTIMATES_KEPT) remembered.delete(remembered.keys().next().value as string);
  const held = { ...estimate, until: Date.now() + ESTIMATE_TTL_MS };
  remembered.set(key, held);
  return held;
}

/** The planner's estimate of the records matching the criteria (the tenant's included). */
export async function estimatedRows(ctx: ReadContext, criteria: Criteria): Promise<number> {
  return (await plan(ctx, criteria)).rows;
}

/**
 * Whether to count: the planner's cost of reading every match, scaled to the first COUNT_CAP + 1
 * of them, within the budget, and no count of the same criteria passed the cap while the plan is
 * held (its pages, a cursor's included, are not counted again: the total is the estimate). With
 * the estimate, for when the count is not run or passes the cap.
 */
export async function countPlan(ctx: ReadContext, criteria: Criteria) {
  const { rows, cost, overCap = false } = await plan(ctx, criteria);
  const cappedCost = cost * Math.min(1, (COUNT_CAP + 1) / Math.max(rows, 1));
  return { estimate: rows, count: !overCap && cappedCost <= COUNT_COST_BUDGET, overCap };
}

/** Remembers, with the plan of the criteria, that their count passed the cap. */
export function rememberOverCap(ctx: ReadContext, criteria: Criteria): void {
  const known = remembered.get(planKey(ctx, criteria));
  if (known) known.overCap = true;
}

/**
 * The capped count on its own (a page past the end has no row to carry it), from the search
 * function's rows when there is one (search.ts FunctionSearch: its source and the other criteria).
 */
export async function cappedCount(
  ctx: ReadContext,
  criteria: Criteria,
  search?: { source: Sql; rest: Criteria },
): Promise<number> {
  const source = search?.source ?? from(ctx.meta);
  const counted = sql`select 1 from ${source} where ${where(ctx, search?.rest ?? criteria)} limit ${COUNT_CAP + 1}`;
  const [row] = await run<{ total: number }>(ctx, sql`select count(*)::int as total from (${counted}) as "counted"`);
  return row.total;
}

export interface Seen {
  /** The capped count, when it was run. */
  counted?: number;
  estimate: number;
  /** Records on the pages before this one. */
  before: number;
  items: number;
  hasNext: boolean;
}

/** The total of a page: the count up to COUNT_CAP, else the estimate (never less than the page shows). */
export function pageTotal(seen: Seen): { total: number; totalIsEstimate: boolean } {
  if (seen.counted !== undefined && seen.counted <= COUNT_CAP) return { total: seen.counted, totalIsEstimate: false };
  const shown = seen.before + seen.items;
  // The last page of a long list: the records before it and on it are the total.
  if (!seen.hasNext && seen.items > 0) return { total: shown, totalIsEstimate: false };
  const atLeast = seen.items > 0 ? shown + (seen.hasNext ? 1 : 0) : 0;
  return { total: Math.max(seen.estimate, seen.counted ?? 0, atLeast), totalIsEstimate: true };
}
