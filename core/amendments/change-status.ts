// PUT /leases/{id}/amendments/{id}/status (spec, States: Amendment): the move checked against the
// state machine (409 listing the allowed ones), the guard of its target (422), the history entry,
// the lease change on ACTIVE and the notifications of the spec's events, in one transaction.
import type { Lease } from '../leasing/lease.js';
import type { Clock } from '../ports/clock.js';
import type { Store } from '../ports/store.js';
import { type Amendment, AmendmentDurationDetail, AmendmentRentDetail, AmendmentValidation } from './amendment.js';
import type { AmendmentStatus, NotificationType } from '../../contract/vocabulary/amendments.js';
import { amendmentOf } from './access.js';
import { applyToLease } from './activation.js';
import type { AmendmentActor, AmendmentDeps } from './deps.js';
import { recordChange } from './history.js';
import { SIGNATURE_WINDOW_DAYS, startExpiryTimer, stopExpiryTimer } from './expiry-timer.js';
import { notifyParties } from './notify-parties.js';
import { assertRules, completenessErrors, effectiveDateErrors, validationErrors } from './rules.js';
import { assertAmendmentMove } from './status-machine.js';

/** The spec's notification events (Events 4) by the status reached. */
const NOTICE_OF: Partial<Record<AmendmentStatus, NotificationType>> = {
  PENDING_SIGNATURE: 'SIGNATURE_REQUIRED',
  ACTIVE: 'AMENDMENT_ACTIVATED',
  REJECTED: 'AMENDMENT_REJECTED',
};

/** What must hold before the amendment reaches `to`. */
async function guard(tx: Store, clock: Clock, lease: Lease, amendment: Amendment, to: AmendmentStatus): Promise<void> {
  if (to === 'PENDING_VALIDATION') {
    const [rent, duration] = await Promise.all([
      tx.repo(AmendmentRentDetail).count({ amendment_id: amendment.id }),
      tx.repo(AmendmentDurationDetail).count({ amendment_id: amendment.id }),
    ]);
    assertRules([
      ...effectiveDateErrors(amendment.effective_date, lease),
      ...completenessErrors(amendment.type, { rent: rent > 0, duration: duration > 0 }),
    ]);
  }
  if (to === 'VALIDATED') {
    const validations = await tx.repo(AmendmentValidation).findAll({ amendment_id: amendment.id });
    assertRules(validationErrors(validations.map((v) => v.decision)));
  }
  if (to === 'PENDING_SIGNATURE') {
    amendment.expires_at = new Date(clock.now().getTime() + SIGNATURE_WINDOW_DAYS * 86_400_000);
  }
  if (to === 'ACTIVE') {
    await applyToLease(tx, clock, amendment);
    amendment.activated_at = clock.now();
  }
}

/**
 * The move in the caller's transaction (the amendment locked by the caller): checked, guarded,
 * written to the history, the parties notified, the expiry timer recorded on PENDING_SIGNATURE.
 * The signature of an amendment moves it through here too (core/signature, docs/decisions.md 148);
 * the caller then runs `afterAmendmentMove` in the same transaction.
 */
export async function moveAmendment(
  tx: Store,
  deps: Pick<AmendmentDeps, 'clock' | 'workflows' | 'events'>,
  actor: AmendmentActor,
  target: { lease: Lease; amendment: Amendment },
  change: { status: AmendmentStatus; reason?: string | null },
): Promise<AmendmentStatus> {
  const { lease, amendment } = target;
  const from = amendment.status;
  assertAmendmentMove(from, change.status);
  await guard(tx, deps.clock, lease, amendment, change.status);
  amendment.status = change.status;
  if (change.reason !== undefined) amendment.reason = change.reason;
  recordChange(tx, deps.clock, amendment, actor.keyId, {
    change_type: 'STATUS_CHANGE',
    previous_values: { status: from },
    new_values: {
      status: change.status,
      ...(amendment.expires_at ? { expires_at: amendment.expires_at.toISOString() } : {}),
    },
    change_reason: change.reason ?? null,
  });
  const notice = NOTICE_OF[change.status];
  if (notice) await notifyParties(tx, deps, lease, amendment, notice);
  if (change.status === 'PENDING_SIGNATURE') {
    await tx.flush();
    await startExpiryTimer(deps, tx, amendment);
  }
  return from;
}

/** In the transaction of a move out of PENDING_SIGNATURE: the expiry timer ends. */
export async function afterAmendmentMove(
  deps: Pick<AmendmentDeps, 'workflows'>,
  tx: Store,
  amendment: Amendment,
  from: AmendmentStatus,
): Promise<void> {
  if (from === 'PENDING_SIGNATURE' && amendment.status !== 'PENDING_SIGNATURE')
    await stopExpiryTimer(deps, tx, amendment);
  if (amendment.status === 'ACTIVE' && amendment.type === 'DURATION_CHANGE' && deps.workflows.enabled) {
    // The lease's term moved: its lifecycle process plans its next step again (if it runs).
    await deps.workflows
      .in(tx)
      .followLeaseLifecycle({ tenantId: amendment.tenant_id, leaseId: amendment.lease_id, start: false });
  }
}

export async function changeAmendmentStatus(
  store: Store,
  deps: Pick<AmendmentDeps, 'clock' | 'workflows' | 'events'>,
  actor: AmendmentActor,
  target: { leaseId: string; amendmentId: string },
  change: { status: AmendmentStatus; reason?: string | null },
): Promise<Amendment> {
  return store.transaction(async (tx) => {
    const loaded = await amendmentOf(tx, target.leaseId, target.amendmentId, { lock: true });
    const from = await moveAmendment(tx, deps, actor, loaded, change);
    await afterAmendmentMove(deps, tx, loaded.amendment, from);
    return loaded.amendment;
  });
}
