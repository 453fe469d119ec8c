// PUT /leases/{id}/status: a legal move of the state machine (docs/decisions.md, lease state
// machine), the estate's rental_status derived and the lease's timers recorded in the same transaction.
import { Estate } from '../property/estate.js';
import type { Store } from '../ports/store.js';
import { toDateOnly } from '../shared/dates.js';
import { BusinessRuleError, ConflictError } from '../shared/errors.js';
import type { LeasingDeps } from './deps.js';
import type { LeaseStatus } from '../../contract/vocabulary/leasing.js';
import { Lease, LeaseLessee } from './lease.js';
import { allowedNextStatuses, canTransition } from './lease-status.js';
import { activationTenantErrors } from './tenants/rent-shares.js';
import { deriveRentalStatus } from './rental-status.js';
import { DEFAULT_REVISION_NOTICE_DAYS, revisionAnchor } from './revision-schedule.js';

type StatusDeps = Pick<LeasingDeps, 'clock' | 'workflows' | 'events'>;

/**
 * Recomputes the estate's rental_status from all its leases (spec, Estate rule 1) and, when exactly
 * one lease is ACTIVE, aligns the estate's reference rent with it ("synchronized with active leases").
 * Runs inside the caller's transaction, after the lease change is flushed.
 */
export async function syncEstate(tx: Store, estate: Estate): Promise<void> {
  const leases = await tx.repo(Lease).findAll({ estate_id: estate.id });
  estate.rental_status = deriveRentalStatus(leases.map((lease) => lease.status));
  const active = leases.filter((lease) => lease.status === 'ACTIVE');
  if (active.length === 1) estate.rent_amount = active[0].rent_amount;
  await tx.flush();
}

/**
 * Core owns state, workflows own time (docs/architecture.md): the lease's timers follow its status,
 * recorded in the transaction of the move (the one place where a lease's long processes start and
 * stop) and sent to the engine once it has committed. The lease-lifecycle process (notice end, term)
 * runs while the lease is ACTIVE or under NOTICE and is told of every move; the revision and rent
 * reminders run while it is ACTIVE. Starting is idempotent, so asking again for the same status asks
 * for the timers again.
 */
export async function followWithTimers(deps: StatusDeps, tx: Store, lease: Lease): Promise<void> {
  if (!deps.workflows.enabled) return;
  const workflows = deps.workflows.in(tx);
  await workflows.followLeaseLifecycle({
    tenantId: lease.tenant_id,
    leaseId: lease.id,
    start: lease.status === 'ACTIVE' || lease.status === 'NOTICE',
  });
  if (lease.status === 'ACTIVE') {
    await startRentTimers(deps, tx, lease, { rentReminders: true, rentRevisions: true });
  } else if (lease.status === 'TERMINATED' || lease.status === 'EXPIRED') {
    await workflows.leaseTerminated({
      tenantId: lease.tenant_id,
      leaseId: lease.id,
      effectiveDate: toDateOnly(deps.clock.now()),
    });
  }
}

/** The rent reminders and the yearly revision reminder (none for a rent that is not indexed), as asked. */
export async function startRentTimers(
  deps: Pick<StatusDeps, 'workflows'>,
  tx: Store,
  lease: Lease,
  which: { rentReminders: boolean; rentRevisions: boolean },
): Promise<void> {
  const workflows = deps.workflows.in(tx);
  if (which.rentReminders) await workflows.startRentReminders({ tenantId: lease.tenant_id, leaseId: lease.id });
  const anchorDate = revisionAnchor(lease);
  if (which.rentRevisions && anchorDate) {
    await workflows.scheduleRentRevisions({
      tenantId: lease.tenant_id,
      leaseId: lease.id,
      anchorDate,
      indexType: lease.revision_index_type,
      noticeDays: DEFAULT_REVISION_NOTICE_DAYS,
    });
  }
}

/** What a move records beside the status, in its transaction (a notice, its withdrawal); run only when the status moves. */
export type AlongsideMove = (tx: Store, lease: Lease) => Promise<void>;

/**
 * PUT /leases/{id}/status, and every other move of a lease (notices, the lease-lifecycle process, the
 * exit): a legal move of the state machine, the estate kept in sync in the same transaction.
 */
export async function changeLeaseStatus(
  store: Store,
  deps: StatusDeps,
  id: string,
  to: LeaseStatus,
  alongside?: AlongsideMove,
): Promise<Lease> {
  return store.transaction(async (tx) => {
    const lease = await applyLeaseStatus(tx, deps, id, to, alongside);
    await followWithTimers(deps, tx, lease);
    return lease;
  });
}

/**
 * The status change inside the caller's transaction (the signature use cases change the lease with
 * their own records, docs/decisions.md 68); the caller runs followWithTimers in the same transaction.
 */
export async function applyLeaseStatus(
  tx: Store,
  deps: Pick<LeasingDeps, 'clock' | 'events'>,
  id: string,
  to: LeaseStatus,
  alongside?: AlongsideMove,
): Promise<Lease> {
  const lease = await tx.repo(Lease).getLocked(id);
  // Every status change of the estate's leases takes the estate row lock: derivations run one at a time.
  const estate = await tx.repo(Estate).getLocked(lease.estate_id);
  if (lease.status === to) return lease; // PUT is idempotent: asking for the current status changes nothing.
  if (!canTransition(lease.status, to)) {
    const next = allowedNextStatuses(lease.status);
    throw new ConflictError(
      `A ${lease.status} lease cannot become ${to}; ${next.length > 0 ? `allowed next states: ${next.join(', ')}` : `${lease.status} is final`}`,
      [{ path: 'status', message: `illegal transition ${lease.status} -> ${to}`, code: 'illegal_transition' }],
      { current_status: lease.status, requested_status: to, allowed_next_statuses: next },
    );
  }
  if (to === 'ACTIVE') {
    const errors = activationTenantErrors(
      await tx.repo(LeaseLessee).findAll({ lease_id: id }),
      toDateOnly(deps.clock.now()),
    );
    if (errors.length > 0) throw new BusinessRuleError(errors.map((e) => e.message).join('; '), errors);
  }
  lease.status = to;
  await alongside?.(tx, lease);
  await tx.flush();
  await syncEstate(tx, estate);
  // Published for outbound webhooks (docs/decisions.md 134): each move to ACTIVE is one event.
  if (to === 'ACTIVE')
    await deps.events.record(tx, {
      tenantId: lease.tenant_id,
      type: 'lease.activated',
      key: `${lease.id}:${deps.clock.now().toISOString()}`,
      subjectType: 'lease',
      subjectId: lease.id,
      payload: { lease_id: lease.id, estate_id: lease.estate_id, start_date: lease.start_date },
    });
  return lease;
}
