// The lease lifecycle in time (spec, lease states NOTICE, FINALISATION, EXPIRED, TERMINATED):
// what comes next for a lease and when, and the move itself when its day comes. The
// lease-lifecycle workflow (workflows/lease-lifecycle/) owns the waiting; these use cases own the
// state, and re-check it, so a move applied twice changes nothing.
import { changeLeaseStatus } from '../leasing/change-lease-status.js';
import type { LeaseStatus } from '../../contract/vocabulary/leasing.js';
import { Lease } from '../leasing/lease.js';
import type { Store } from '../ports/store.js';
import { addDays, compareDates } from '../shared/dates.js';
import type { LifecycleDeps } from './deps.js';
import { terminateAfterExit } from './unstated-termination.js';
import type { LessorKind } from '../leasing/lessor.js';
import { leaseTypeOf, lessorOf } from './lease-facts.js';
import { LeaseNotice, LeaseRenewal } from './lease-notice.js';
import { type TermOutcome, renewedEndDate, termOutcome } from './term-rules.js';
import { type LifecycleStep } from '../../contract/vocabulary/lifecycle.js';

export interface LifecyclePlan {
  lease_id: string;
  /** Null when the lease no longer exists. */
  status: LeaseStatus | null;
  step: LifecycleStep;
  /** The day the step is due (00:00 UTC); null with AWAIT_EXIT and NONE. */
  due_date: string | null;
  term: TermOutcome | null;
  lessor: LessorKind;
  notice: LeaseNotice | null;
}

/**
 * Under notice, the lease goes to FINALISATION (exit inspection) on the notice's last day; an
 * ACTIVE lease reaches its term the day after its end_date, unless it simply continues (commercial
 * prolongation); in FINALISATION or EXPIRED it waits, without a date, for the exit that terminates
 * it; a TERMINATED lease (or one not yet signed) waits for nothing.
 */
export function nextStep(
  lease: { status: LeaseStatus; end_date: string },
  notice: { end_date: string } | null,
  term: TermOutcome,
): { step: LifecycleStep; due_date: string | null } {
  if (lease.status === 'NOTICE') return { step: 'FINALISE', due_date: notice?.end_date ?? lease.end_date };
  if (lease.status === 'ACTIVE' && term.kind !== 'PROLONG')
    return { step: 'REACH_TERM', due_date: addDays(lease.end_date, 1) };
  if (lease.status === 'FINALISATION' || lease.status === 'EXPIRED') return { step: 'AWAIT_EXIT', due_date: null };
  return { step: 'NONE', due_date: null };
}

export async function planLeaseLifecycle(store: Store, leaseId: string): Promise<LifecyclePlan> {
  const lease = await store.repo(Lease).find(leaseId);
  if (!lease)
    return {
      lease_id: leaseId,
      status: null,
      step: 'NONE',
      due_date: null,
      term: null,
      lessor: 'unknown',
      notice: null,
    };
  const type = await leaseTypeOf(store, lease);
  const lessor = await lessorOf(store, lease);
  const term = termOutcome({
    lease_type: type.code,
    start_date: lease.start_date,
    end_date: lease.end_date,
    lessor,
  });
  const notice = await store.repo(LeaseNotice).findOne({ lease_id: leaseId, status: 'ACTIVE' });
  return {
    lease_id: leaseId,
    status: lease.status,
    ...nextStep(lease, notice, term),
    term,
    lessor,
    notice,
  };
}

async function renew(store: Store, leaseId: string, endDate: string, term: Extract<TermOutcome, { kind: 'RENEW' }>) {
  await store.transaction(async (tx) => {
    const lease = await tx.repo(Lease).getLocked(leaseId);
    if (lease.status !== 'ACTIVE' || lease.end_date !== endDate) return; // renewed already, or moved meanwhile
    lease.end_date = renewedEndDate(endDate, term.months);
    tx.repo(LeaseRenewal).persist(
      Object.assign(new LeaseRenewal(), {
        lease_id: leaseId,
        previous_end_date: endDate,
        new_end_date: lease.end_date,
        months: term.months,
        legal_reference: term.legal_reference,
      }),
    );
  });
}

/**
 * Applies `step` when it is still the lease's next step and due on `asOf` (the workflow's day);
 * otherwise nothing. FINALISE also terminates a lease whose exit is already done.
 */
export async function applyLifecycleStep(
  store: Store,
  deps: LifecycleDeps,
  leaseId: string,
  step: LifecycleStep,
  asOf: string,
) {
  const plan = await planLeaseLifecycle(store, leaseId);
  if (plan.step !== step || plan.due_date === null || compareDates(plan.due_date, asOf) > 0)
    return { applied: false, status: plan.status };
  if (step === 'FINALISE') {
    await changeLeaseStatus(store, deps, leaseId, 'FINALISATION', async (tx) => {
      if (plan.notice) (await tx.repo(LeaseNotice).getLocked(plan.notice.id)).status = 'COMPLETED';
    });
    await terminateAfterExit(store, deps, leaseId);
  } else if (plan.term?.kind === 'EXPIRE') {
    await changeLeaseStatus(store, deps, leaseId, 'EXPIRED');
  } else if (plan.term?.kind === 'RENEW') {
    await renew(store, leaseId, addDays(plan.due_date, -1), plan.term);
  }
  return { applied: true, status: (await store.repo(Lease).get(leaseId)).status };
}

/** GET /leases/{id}/lifecycle: the next step and its day, the running notice, the renewals. */
export async function leaseLifecycleView(store: Store, leaseId: string) {
  const lease = await store.repo(Lease).get(leaseId);
  const plan = await planLeaseLifecycle(store, leaseId);
  const renewals = await store
    .repo(LeaseRenewal)
    .findAll({ lease_id: leaseId }, [{ field: 'created_at', direction: 'asc' }]);
  return { lease, plan, renewals };
}
