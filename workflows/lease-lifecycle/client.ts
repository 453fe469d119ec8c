// The lease lifecycle process seen from the API process: its workflow id, and the Workflows port's
// call that starts or signals it.
import type { WorkflowCalls } from '../../core/ports/workflows.js';
import type { EngineCalls } from '../engine-calls.js';
import { leaseChangedSignal, leaseLifecycle } from './workflow.js';

/** Workflow id of a lease's lifecycle process (notice end, term): one per lease. */
export function leaseLifecycleWorkflowId(tenantId: string, leaseId: string): string {
  return `lease-lifecycle:${tenantId}:${leaseId}`;
}

export function createClient(engine: EngineCalls): Pick<WorkflowCalls, 'followLeaseLifecycle'> {
  return {
    async followLeaseLifecycle(input) {
      const workflowId = leaseLifecycleWorkflowId(input.tenantId, input.leaseId);
      if (input.start) {
        // Starts the process if it does not run (a finished run is replaced), signals it otherwise.
        await engine.signalWithStart(
          leaseLifecycle,
          workflowId,
          [{ tenantId: input.tenantId, leaseId: input.leaseId }],
          leaseChangedSignal,
          [],
        );
        return;
      }
      // Not running (never started, or finished): nothing waits for this lease.
      await engine.signalIfRunning(workflowId, leaseChangedSignal);
    },
  };
}
