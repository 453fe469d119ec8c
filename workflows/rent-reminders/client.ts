// The rent reminder escalation seen from the API process: its workflow id, and the Workflows port's
// calls that start and signal it.
import type { WorkflowCalls } from '../../core/ports/workflows.js';
import type { EngineCalls } from '../engine-calls.js';
import { rentLeaseEndedSignal, rentPaidSignal, rentReminders } from './workflow.js';

/** Workflow id of a lease's rent reminder escalation: one per lease. */
export function rentRemindersWorkflowId(tenantId: string, leaseId: string): string {
  return `rent-reminders:${tenantId}:${leaseId}`;
}

export function createClient(
  engine: EngineCalls,
): Pick<WorkflowCalls, 'startRentReminders' | 'rentPaid' | 'leaseTerminated'> {
  return {
    startRentReminders: (input) =>
      engine.startOnce(rentReminders, rentRemindersWorkflowId(input.tenantId, input.leaseId), [
        { tenantId: input.tenantId, leaseId: input.leaseId },
      ]),
    rentPaid: (input) =>
      engine.signalIfRunning(rentRemindersWorkflowId(input.tenantId, input.leaseId), rentPaidSignal, {
        periodIds: input.periodIds,
      }),
    leaseTerminated: (input) =>
      engine.signalIfRunning(rentRemindersWorkflowId(input.tenantId, input.leaseId), rentLeaseEndedSignal, {
        effectiveDate: input.effectiveDate,
      }),
  };
}
