// The reconciliation of the leases' timers (docs/decisions.md 204): every ACTIVE or NOTICE
// lease should have its lifecycle process, its rent reminders and (an indexed rent) its revision
// reminder; one whose process is missing or ended gets it again, recorded through the Workflows port
// as any change does. Run at start-up and daily by the command relay (adapters/temporal/command-relay.ts).
import type { Stores } from '../ports/store.js';
import type { LeaseTimers, Workflows, WorkflowsProbe } from '../ports/workflows.js';
import { startRentTimers } from './change-lease-status.js';
import { Lease } from './lease.js';
import { revisionAnchor } from './revision-schedule.js';

export interface ReconcileDeps {
  stores: Stores;
  workflows: Workflows;
  probe: WorkflowsProbe;
}

/** Whether the lease's long processes run under its status (followWithTimers). */
const timed = (status: string) => status === 'ACTIVE' || status === 'NOTICE';
const PAGE = 200;

/** What the lease is missing among the processes it should have. */
function missing(lease: Parameters<typeof revisionAnchor>[0], running: LeaseTimers): LeaseTimers {
  return {
    lifecycle: !running.lifecycle,
    rentReminders: !running.rentReminders,
    rentRevisions: revisionAnchor(lease) !== null && !running.rentRevisions,
  };
}

const anyOf = (timers: LeaseTimers) => timers.lifecycle || timers.rentReminders || timers.rentRevisions;

/**
 * Under the lease's row lock, asks the engine again (another reconciliation, or a move, may have
 * come first) and records the starts of what is still missing; answers whether it recorded any.
 */
async function restart(deps: ReconcileDeps, view: Pick<Lease, 'id' | 'tenant_id'>): Promise<boolean> {
  return deps.stores.forTenant(view.tenant_id).transaction(async (tx) => {
    const lease = await tx.repo(Lease).getLocked(view.id);
    if (!timed(lease.status)) return false;
    const gaps = missing(lease, await deps.probe.leaseTimers({ tenantId: lease.tenant_id, leaseId: lease.id }));
    if (!anyOf(gaps)) return false;
    if (gaps.lifecycle)
      await deps.workflows.in(tx).followLeaseLifecycle({ tenantId: lease.tenant_id, leaseId: lease.id, start: true });
    await startRentTimers(deps, tx, lease, gaps);
    return true;
  });
}

/** One pass over every tenant's ACTIVE and NOTICE leases; answers how many were checked and restarted. */
export async function reconcileLeaseTimers(deps: ReconcileDeps): Promise<{ checked: number; restarted: number }> {
  let checked = 0;
  let restarted = 0;
  if (!deps.workflows.enabled) return { checked, restarted };
  let after: string | null = null;
  for (;;) {
    const page = await deps.stores
      .system()
      .repo(Lease)
      .list(
        { status: { $in: ['ACTIVE', 'NOTICE'] }, ...(after ? { id: { $gt: after } } : {}) },
        { page: 1, perPage: PAGE, sort: [{ field: 'id', direction: 'asc' }] },
      );
    for (const lease of page.items) {
      checked += 1;
      const running = await deps.probe.leaseTimers({ tenantId: lease.tenant_id, leaseId: lease.id });
      if (anyOf(missing(lease, running)) && (await restart(deps, lease))) restarted += 1;
    }
    if (page.items.length < PAGE) return { checked, restarted };
    after = page.items[page.items.length - 1].id;
  }
}
