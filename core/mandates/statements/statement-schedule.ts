// A mandate that becomes ACTIVE (or resumes) gets its statement schedule (workflows/owner-statements/),
// recorded in the transaction of the move: it exists exactly when the move does (docs/decisions.md 202).
import type { Store } from '../../ports/store.js';
import type { Workflows } from '../../ports/workflows.js';
import type { ManagementMandate } from '../mandate.js';

export async function startStatementSchedule(
  tx: Store,
  workflows: Workflows | undefined,
  mandate: Pick<ManagementMandate, 'id' | 'tenant_id'>,
): Promise<void> {
  if (!workflows?.enabled) return;
  await workflows.in(tx).startOwnerStatements({ tenantId: mandate.tenant_id, mandateId: mandate.id });
}
