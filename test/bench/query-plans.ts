// The database's part of a list scenario, measured in the run: the baseline's SQL for the scenario
// (the same WHERE and ORDER BY as the service's page query) explained with ANALYZE twice, as the
// service runs it (the tenant role, row-level security on) and as the baseline does (the owner).
// The difference between the two is what row-level security costs the planner, not the API.
import type pg from 'pg';
import { TENANT_ROLE } from '../../adapters/persistence/session.js';
import { type Query, baselineQueries } from './baseline-queries.js';
import type { Scenario } from './scenarios.js';

export interface PlanRun {
  ms: number;
  /** The plan's nodes, outermost first, e.g. "Limit > Sort (top-N heapsort) > Index Scan on contacts_tenant_id_index". */
  nodes: string;
}

export interface QueryPlan {
  asTenant: PlanRun;
  asOwner: PlanRun;
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Sort Method'?: string;
  Plans?: PlanNode[];
}

function planNodes(node: PlanNode): string[] {
  const what =
    node['Node Type'] +
    (node['Index Name'] ? ` on ${node['Index Name']}` : '') +
    (node['Sort Method'] ? ` (${node['Sort Method']})` : '');
  const inner = (node.Plans ?? []).flatMap(planNodes);
  return node['Node Type'] === 'Result' ? inner : [what, ...inner];
}

async function explain(db: pg.Pool, sql: string, params: unknown[], tenantId: string | null): Promise<PlanRun> {
  const client = await db.connect();
  try {
    await client.query('begin');
    if (tenantId)
      await client.query(`select set_config('role', $1, true), set_config('app.tenant_id', $2, true)`, [
        TENANT_ROLE,
        tenantId,
      ]);
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
      `explain (analyze, format json) ${sql}`,
      params,
    );
    const [result] = rows[0]['QUERY PLAN'];
    return { ms: result['Execution Time'], nodes: planNodes(result.Plan).join(' > ') };
  } finally {
    await client.query('rollback');
    client.release();
  }
}

/**
 * Where the service's page query is not the baseline's: a contacts search in the list's default order
 * takes the ids of its page (101 rows: one more tells whether another follows) from an index-only walk
 * of contacts_t_created_at_search, which carries search_text, then reads those rows by id
 * (docs/decisions.md 330), at 1,000 contacts as at 100,000. Explained as the tenant in this form.
 */
const SERVICE_FORM: Record<string, Query> = {
  '/contacts': (q) => [
    `select * from contacts as e0 where e0.tenant_id = $1 and e0.id = any(array(select e0.id from contacts as e0
       where e0.tenant_id = $1 and strpos(e0.search_text, lower($2)) > 0 order by created_at desc, id asc limit 101))
     order by created_at desc, id asc`,
    [q.get('tenant'), q.get('search')],
  ],
};

/** The page query of each list scenario with a GET baseline, explained as the tenant and as the owner. */
export async function queryPlans(db: pg.Pool, list: Scenario[]): Promise<Map<string, QueryPlan>> {
  const plans = new Map<string, QueryPlan>();
  for (const scenario of list) {
    if (scenario.kind === 'single' || scenario.skipped || scenario.baseline?.method !== 'GET') continue;
    const url = new URL(scenario.baseline.path, 'http://baseline');
    const query = baselineQueries[`GET ${url.pathname}`];
    const tenantId = url.searchParams.get('tenant');
    if (!query || !tenantId) continue;
    const [sql, params] = query(url.searchParams, undefined);
    const form = SERVICE_FORM[url.pathname];
    const [serviceSql, serviceParams] = (form ?? query)(url.searchParams, undefined);
    await explain(db, sql, params, tenantId); // warms the cache for both runs
    plans.set(scenario.id, {
      asTenant: await explain(db, serviceSql, serviceParams, tenantId),
      asOwner: await explain(db, sql, params, null),
    });
  }
  return plans;
}
