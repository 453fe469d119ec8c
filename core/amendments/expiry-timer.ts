// The expiry timer of an amendment awaiting its signatures, on the Workflows port
// (workflows/amendment-expiry; docs/decisions.md, amendments).
import type { Store } from '../ports/store.js';
import type { Amendment } from './amendment.js';
import type { AmendmentDeps } from './deps.js';

/** Days a validated amendment waits for its signatures before it lapses (docs/decisions.md, amendments). */
export const SIGNATURE_WINDOW_DAYS = 30;
/** Days before the lapse the parties are warned (AMENDMENT_EXPIRING). */
export const EXPIRY_NOTICE_DAYS = 7;

/**
 * Core owns state, workflows own time: the expiry timer of PENDING_SIGNATURE is recorded in the
 * transaction of the move and started once it has committed (docs/decisions.md 202).
 */
export async function startExpiryTimer(
  deps: Pick<AmendmentDeps, 'workflows'>,
  tx: Store,
  amendment: Amendment,
): Promise<void> {
  if (!deps.workflows.enabled) return;
  await deps.workflows.in(tx).scheduleAmendmentExpiry({
    tenantId: amendment.tenant_id,
    leaseId: amendment.lease_id,
    amendmentId: amendment.id,
    expiresAt: amendment.expires_at!.toISOString(),
    noticeDays: EXPIRY_NOTICE_DAYS,
  });
}

/** In the move's transaction: the timer of an amendment no longer pending ends (else it finds it settled later). */
export async function stopExpiryTimer(
  deps: Pick<AmendmentDeps, 'workflows'>,
  tx: Store,
  amendment: Amendment,
): Promise<void> {
  if (!deps.workflows.enabled) return;
  await deps.workflows.in(tx).amendmentSettled({ tenantId: amendment.tenant_id, amendmentId: amendment.id });
}
