// The leases' source of the reconciliation (core/shared/reconcile-processes.ts, docs/decisions.md
// 204): every ACTIVE or NOTICE lease should have its lifecycle process, its rent reminders and (an
// indexed rent) its revision reminder; one whose process is missing or ended gets it again.
import type { Store, View } from '../ports/store.js';
import type { LeaseTimers, Workflows, WorkflowsProbe } from '../ports/workflows.js';
import type { ProcessSource } from '../shared/reconcile-processes.js';
import { startRentTimers } from './change-lease-status.js';
import { Lease } from './lease.js';
import { revisionAnchor } from './revision-schedule.js';

/** What the lease is missing among the processes it should have; null when nothing. */
function missing(lease: Lease | View<Lease>, running: LeaseTimers): LeaseTimers | null {
  const gaps = {
    lifecycle: !running.lifecycle,
    rentReminders: !running.rentReminders,
    rentRevisions: revisionAnchor(lease) !== null && !running.rentRevisions,
  };
  return gaps.lifecycle || gaps.rentReminders || gaps.rentRevisions ? gaps : null;
}

/** The leases whose status runs their timers (followWithTimers). */
export function leaseTimerSource(deps: {
  workflows: Workflows;
  probe: Pick<WorkflowsProbe, 'leaseTimers'>;
}): ProcessSource<Lease, LeaseTimers> {
  return {
    name: 'leases',
    record: Lease,
    criteria: { status: { $in: ['ACTIVE', 'NOTICE'] } },
    missing: async (_store, lease) =>
      missing(lease, await deps.probe.leaseTimers({ tenantId: lease.tenant_id, leaseId: lease.id })),
    async start(tx: Store, lease, gaps) {
      if (gaps.lifecycle)
        await deps.workflows.in(tx).followLeaseLifecycle({ tenantId: lease.tenant_id, leaseId: lease.id, start: true });
      await startRentTimers(deps, tx, lease, gaps);
    },
  };
}
