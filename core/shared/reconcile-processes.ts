// The reconciliation of the long processes (docs/decisions.md 204, 291): each source names the
// records of every tenant that should have processes; for each, the engine is asked which are
// missing or ended, and those are started again through the Workflows port, as any change does.
// Run at start-up and daily by the API (adapters/main/workflows.ts composes the sources).
import type { Criteria, EntityClass, Store, Stores, View } from '../ports/store.js';
import type { Workflows } from '../ports/workflows.js';

type Owned = { id: string; tenant_id: string };

/** The records of one kind that should have long processes, and how to give them back. */
export interface ProcessSource<T extends Owned, Gaps> {
  /** What the counts are named by (leases, mandates, syndicates). */
  readonly name: string;
  readonly record: EntityClass<T>;
  /** Which records, among every tenant's, should have processes (checked again under the row lock). */
  readonly criteria: Criteria;
  /**
   * What the record lacks among the processes it should have, asked of the engine (and of `store`
   * when it depends on other records); null when it lacks nothing.
   */
  missing(store: Store, record: T | View<T>): Promise<Gaps | null>;
  /** Records in `tx` the starts of what is missing. */
  start(tx: Store, record: T, gaps: Gaps): Promise<void>;
}

/** A source of any record and gap type: the runner only passes the gaps from `missing` to `start`. */
export type AnySource = ProcessSource<Owned, unknown>;

export interface ReconcileDeps {
  stores: Stores;
  workflows: Pick<Workflows, 'enabled'>;
}

export interface Reconciled {
  checked: number;
  restarted: number;
}

const PAGE = 200;

/**
 * Under the record's row lock, checks that it still should have processes and asks the engine again
 * (another reconciliation, or a move, may have come first); records the starts of what is still
 * missing and answers whether it recorded any.
 */
async function restart<T extends Owned, G>(deps: ReconcileDeps, source: ProcessSource<T, G>, view: Owned) {
  return deps.stores.forTenant(view.tenant_id).transaction(async (tx) => {
    const record = await tx.repo(source.record).getLocked(view.id);
    if (!(await tx.repo(source.record).findOne({ ...source.criteria, id: view.id }))) return false;
    const gaps = await source.missing(tx, record);
    if (gaps === null) return false;
    await source.start(tx, record, gaps);
    return true;
  });
}

/** One pass over one source's records, in the order of their ids. */
async function reconcileSource<T extends Owned, G>(
  deps: ReconcileDeps,
  source: ProcessSource<T, G>,
): Promise<Reconciled> {
  const counts = { checked: 0, restarted: 0 };
  const system = deps.stores.system();
  let after: string | null = null;
  for (;;) {
    const page = await system
      .repo(source.record)
      .list(
        { ...source.criteria, ...(after ? { id: { $gt: after } } : {}) },
        { page: 1, perPage: PAGE, sort: [{ field: 'id', direction: 'asc' }] },
      );
    for (const view of page.items) {
      counts.checked += 1;
      if ((await source.missing(system, view)) !== null && (await restart(deps, source, view as View<Owned>)))
        counts.restarted += 1;
    }
    if (page.items.length < PAGE) return counts;
    after = page.items[page.items.length - 1].id;
  }
}

/** One pass over every source; answers, per source, how many records were checked and restarted. */
export async function reconcileProcesses(
  deps: ReconcileDeps,
  sources: readonly AnySource[],
): Promise<Record<string, Reconciled>> {
  const result: Record<string, Reconciled> = {};
  for (const source of sources)
    result[source.name] = deps.workflows.enabled ? await reconcileSource(deps, source) : { checked: 0, restarted: 0 };
  return result;
}
