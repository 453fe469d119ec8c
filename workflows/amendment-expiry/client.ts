// The amendment expiry timer seen from the API process: its workflow id, and the Workflows port's
// calls that start and end it.
import type { WorkflowCalls } from '../../core/ports/workflows.js';
import type { EngineCalls } from '../engine-calls.js';
import { amendmentExpiry, amendmentSettledSignal } from './workflow.js';

/** Workflow id of an amendment's expiry timer: one per amendment. */
export function amendmentExpiryWorkflowId(tenantId: string, amendmentId: string): string {
  return `amendment-expiry:${tenantId}:${amendmentId}`;
}

export function createClient(engine: EngineCalls): Pick<WorkflowCalls, 'scheduleAmendmentExpiry' | 'amendmentSettled'> {
  return {
    scheduleAmendmentExpiry: (schedule) =>
      engine.startOnce(amendmentExpiry, amendmentExpiryWorkflowId(schedule.tenantId, schedule.amendmentId), [
        { ...schedule },
      ]),
    amendmentSettled: (input) =>
      engine.signalIfRunning(amendmentExpiryWorkflowId(input.tenantId, input.amendmentId), amendmentSettledSignal),
  };
}
