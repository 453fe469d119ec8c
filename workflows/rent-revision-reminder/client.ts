// The rent revision reminder seen from the API process: its workflow id, and the Workflows port's
// calls that start and stop it.
import type { WorkflowCalls } from '../../core/ports/workflows.js';
import type { EngineCalls } from '../engine-calls.js';
import { leaseTerminatedSignal, rentRevisionReminder } from './workflow.js';

/** Workflow id of a lease's yearly rent revision reminder: one per lease. */
export function rentRevisionWorkflowId(tenantId: string, leaseId: string): string {
  return `rent-revision:${tenantId}:${leaseId}`;
}

export function createClient(engine: EngineCalls): Pick<WorkflowCalls, 'scheduleRentRevisions' | 'leaseTerminated'> {
  return {
    async scheduleRentRevisions(schedule) {
      if (schedule.indexType === 'NONE') return;
      await engine.startOnce(rentRevisionReminder, rentRevisionWorkflowId(schedule.tenantId, schedule.leaseId), [
        {
          tenantId: schedule.tenantId,
          leaseId: schedule.leaseId,
          anchorDate: schedule.anchorDate,
          indexType: schedule.indexType,
          noticeDays: schedule.noticeDays,
        },
      ]);
    },
    leaseTerminated: (input) =>
      engine.signalIfRunning(rentRevisionWorkflowId(input.tenantId, input.leaseId), leaseTerminatedSignal, {
        effectiveDate: input.effectiveDate,
      }),
  };
}
