// A syndicate's fund-call process seen from the API process: its workflow id, and the Workflows
// port's calls that start and signal it.
import type { WorkflowCalls } from '../../core/ports/workflows.js';
import type { EngineCalls } from '../engine-calls.js';
import { syndicAccountsChangedSignal, syndicFundCalls } from './workflow.js';

/** Workflow id of a syndicate's fund calls: one per syndicate. */
export function syndicFundCallsWorkflowId(tenantId: string, syndicateId: string): string {
  return `syndic-fund-calls:${tenantId}:${syndicateId}`;
}

export function createClient(
  engine: EngineCalls,
): Pick<WorkflowCalls, 'startSyndicFundCalls' | 'syndicAccountsChanged'> {
  return {
    startSyndicFundCalls: (input) =>
      engine.startOnce(syndicFundCalls, syndicFundCallsWorkflowId(input.tenantId, input.syndicateId), [
        { tenantId: input.tenantId, syndicateId: input.syndicateId },
      ]),
    syndicAccountsChanged: (input) =>
      engine.signalIfRunning(syndicFundCallsWorkflowId(input.tenantId, input.syndicateId), syndicAccountsChangedSignal),
  };
}
