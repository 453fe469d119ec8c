// The statement schedule seen from the API process: its workflow id, and the Workflows port's call
// that starts it (when a mandate becomes ACTIVE).
import type { WorkflowCalls } from '../../core/ports/workflows.js';
import type { EngineCalls } from '../engine-calls.js';
import { ownerStatements } from './workflow.js';

/** Workflow id of a mandate's statement schedule: one per mandate. */
export function ownerStatementsWorkflowId(tenantId: string, mandateId: string): string {
  return `owner-statements:${tenantId}:${mandateId}`;
}

export function createClient(engine: EngineCalls): Pick<WorkflowCalls, 'startOwnerStatements'> {
  return {
    startOwnerStatements: (input) =>
      engine.startOnce(ownerStatements, ownerStatementsWorkflowId(input.tenantId, input.mandateId), [{ ...input }]),
  };
}
