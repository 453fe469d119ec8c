// The expiry timer of an amendment awaiting its signatures, on the Workflows port
// (workflows/amendment-expiry; docs/decisions.md, amendments).
import { UnavailableError } from '../shared/errors.js';
import type { Amendment } from './amendment.js';
import type { AmendmentDeps } from './deps.js';

/** Days a validated amendment waits for its signatures before it lapses (docs/decisions.md, amendments). */
export const SIGNATURE_WINDOW_DAYS = 30;
/** Days before the lapse the parties are warned (AMENDMENT_EXPIRING). */
export const EXPIRY_NOTICE_DAYS = 7;

/**
 * Core owns state, workflows own time: the expiry timer starts before the commit of
 * PENDING_SIGNATURE, so an engine that refuses rolls the move back (503); a commit that then fails
 * leaves a timer that finds nothing pending and ends.
 */
export async function startExpiryTimer(deps: Pick<AmendmentDeps, 'workflows'>, amendment: Amendment): Promise<void> {
  if (!deps.workflows.enabled) return;
  try {
    await deps.workflows.scheduleAmendmentExpiry({
      tenantId: amendment.tenant_id,
      leaseId: amendment.lease_id,
      amendmentId: amendment.id,
      expiresAt: amendment.expires_at!.toISOString(),
      noticeDays: EXPIRY_NOTICE_DAYS,
    });
  } catch (error) {
    throw new UnavailableError(
      `The amendment's expiry timer could not start (${(error as Error).message}); nothing changed, send the same status again`,
    );
  }
}

/** After the commit: the timer of an amendment no longer pending ends now (else it finds it settled when it wakes). */
export async function stopExpiryTimer(deps: Pick<AmendmentDeps, 'workflows'>, amendment: Amendment): Promise<void> {
  if (!deps.workflows.enabled) return;
  await deps.workflows
    .amendmentSettled({ tenantId: amendment.tenant_id, amendmentId: amendment.id })
    .catch(() => undefined);
}
