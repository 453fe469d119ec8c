// The batch run seen from the API process: its workflow id, and the Workflows port's calls that
// start and cancel it.
import type { WorkflowCalls } from '../../core/ports/workflows.js';
import type { EngineCalls } from '../engine-calls.js';
import { batchRun, cancelBatchRunSignal } from './workflow.js';

/** Workflow id of a batch run: one per run. */
export function batchRunWorkflowId(tenantId: string, runId: string): string {
  return `batch-run:${tenantId}:${runId}`;
}

export function createClient(engine: EngineCalls): Pick<WorkflowCalls, 'startBatchRun' | 'cancelBatchRun'> {
  return {
    startBatchRun: (input) =>
      engine.startOnce(batchRun, batchRunWorkflowId(input.tenantId, input.runId), [
        { tenantId: input.tenantId, runId: input.runId },
      ]),
    cancelBatchRun: (input) =>
      engine.signalIfRunning(batchRunWorkflowId(input.tenantId, input.runId), cancelBatchRunSignal),
  };
}
