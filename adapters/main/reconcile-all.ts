// The reconciliation of the long processes (core/shared/reconcile-processes.ts) over its three
// sources: leases, mandates, syndicates. Composed here, on the adapter side, where every core area
// may be imported (docs/decisions.md 291); run by the API at start-up and daily (workflows.ts).
import { leaseTimerSource } from '../../core/leasing/reconcile-timers.js';
import { statementScheduleSource } from '../../core/mandates/statements/reconcile-statements.js';
import type { Clock } from '../../core/ports/clock.js';
import type { Stores } from '../../core/ports/store.js';
import type { Workflows, WorkflowsProbe } from '../../core/ports/workflows.js';
import { type AnySource, reconcileProcesses } from '../../core/shared/reconcile-processes.js';
import { fundCallSource } from '../../core/syndic/fund-calls/reconcile-fund-calls.js';

/**
 * The records that should have long processes, for the reconciliation (docs/decisions.md 204, 291):
 * leases, mandates, syndicates. Composed here, where every area may be imported.
 */
function processSources(deps: { clock: Clock; workflows: Workflows; probe: WorkflowsProbe }): AnySource[] {
  return [leaseTimerSource(deps), statementScheduleSource(deps), fundCallSource(deps)];
}

/** One pass of the reconciliation over every source, with the counts of each and their totals. */
export async function reconcileAll(deps: {
  stores: Stores;
  clock: Clock;
  workflows: Workflows;
  probe: WorkflowsProbe;
}) {
  const sources = await reconcileProcesses(deps, processSources(deps));
  const total = (key: 'checked' | 'restarted') => Object.values(sources).reduce((sum, counts) => sum + counts[key], 0);
  return { checked: total('checked'), restarted: total('restarted'), sources };
}
