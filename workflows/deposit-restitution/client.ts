// The deposit restitution watch seen from the API process: its workflow id, and the Workflows port's
// calls that start and end it.
import type { WorkflowCalls } from '../../core/ports/workflows.js';
import type { EngineCalls } from '../engine-calls.js';
import { depositRestitutedSignal, depositRestitution } from './workflow.js';

/** Workflow id of a handed-back deposit's restitution watch: one per deposit. */
export function depositRestitutionWorkflowId(tenantId: string, depositId: string): string {
  return `deposit-restitution:${tenantId}:${depositId}`;
}

export function createClient(
  engine: EngineCalls,
): Pick<WorkflowCalls, 'scheduleDepositRestitution' | 'depositRestituted'> {
  return {
    scheduleDepositRestitution: (schedule) =>
      engine.startOnce(depositRestitution, depositRestitutionWorkflowId(schedule.tenantId, schedule.depositId), [
        { ...schedule },
      ]),
    depositRestituted: (input) =>
      engine.signalIfRunning(depositRestitutionWorkflowId(input.tenantId, input.depositId), depositRestitutedSignal, {
        returnedOn: input.returnedOn,
      }),
  };
}
