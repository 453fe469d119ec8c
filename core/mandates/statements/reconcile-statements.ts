// The mandates' source of the reconciliation (core/shared/reconcile-processes.ts, docs/decisions.md
// 291): every ACTIVE mandate should have its statement schedule (workflows/owner-statements/); one
// activated while the engine was off, or whose schedule died, gets it again.
import type { Workflows, WorkflowsProbe } from '../../ports/workflows.js';
import type { ProcessSource } from '../../shared/reconcile-processes.js';
import { ManagementMandate } from '../mandate.js';
import { startStatementSchedule } from './statement-schedule.js';

export function statementScheduleSource(deps: {
  workflows: Workflows;
  probe: Pick<WorkflowsProbe, 'ownerStatements'>;
}): ProcessSource<ManagementMandate, true> {
  return {
    name: 'mandates',
    record: ManagementMandate,
    criteria: { status: 'ACTIVE' },
    missing: async (_store, mandate) =>
      (await deps.probe.ownerStatements({ tenantId: mandate.tenant_id, mandateId: mandate.id })) ? null : true,
    start: (tx, mandate) => startStatementSchedule(tx, deps.workflows, mandate),
  };
}
