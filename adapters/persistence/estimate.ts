// What PostgreSQL's planner expects of a query (docs/decisions.md 77): how many records it would
// match and what reading them costs. The read path counts a list exactly only when that is cheap,
// and gives the estimate otherwise. Plans move slowly, so each is remembered for a while, per query
// and parameters (the tenant among them), in a bounded map.
import type { EntityManager, QueryBuilder } from '@mikro-orm/postgresql';
import { withTenantSession } from './session.js';

const TTL_MS = 30_000;
const MAX_ENTRIES = 1_000;

export interface PlanEstimate {
  rows: number;
  /** The planner's total cost of reading every matching record, in its own units. */
  cost: number;
}

const remembered = new Map<string, PlanEstimate & { until: number }>();

interface ExplainRow {
  'QUERY PLAN': [{ Plan: { 'Plan Rows': number; 'Total Cost': number } }];
}

/**
 * The estimate of a query (its tenant criterion included). Explained as the connecting role: the
 * row-level security policy adds a condition whose selectivity the planner can only guess, which
 * would spoil the estimate; EXPLAIN reads no rows.
 */
export async function planEstimate(em: EntityManager, qb: QueryBuilder<object>): Promise<PlanEstimate> {
  const { sql, params } = qb.toQuery();
  const key = JSON.stringify([sql, params]);
  const known = remembered.get(key);
  if (known && known.until > Date.now()) return known;
  const [row] = await withTenantSession(null, () => em.execute<ExplainRow[]>(`explain (format json) ${sql}`, params));
  const plan = row['QUERY PLAN'][0].Plan;
  const estimate = { rows: Math.round(plan['Plan Rows']), cost: plan['Total Cost'] };
  remembered.delete(key);
  if (remembered.size >= MAX_ENTRIES) remembered.delete(remembered.keys().next().value as string);
  remembered.set(key, { ...estimate, until: Date.now() + TTL_MS });
  return estimate;
}
