// POST /leases/{id}/termination: the end of a lease as an operation with a record (docs/decisions.md,
// "Lease termination"): the last day, the legal ground and its act, the documents. In one
// transaction the lease moves to TERMINATED through the state machine (its rent reminders and other
// timers stop: change-lease-status.ts), its rent ends on the last day with the last period prorated
// (core/billing/rent/close-schedule.ts), its deposit's restitution starts when the keys are back,
// and `lease.terminated` is published.
import { closeRentSchedule } from '../billing/rent/close-schedule.js';
import { handOverOnTermination } from '../billing/deposits/termination-handover.js';
import { changeLeaseStatus } from '../leasing/change-lease-status.js';
import { Lease, LeaseLessee } from '../leasing/lease.js';
import { allowedNextStatuses, canTransition } from '../leasing/lease-status.js';
import { requireMedia } from '../media/media-use-cases.js';
import type { Store } from '../ports/store.js';
import { compareDates, toDateOnly } from '../shared/dates.js';
import { BusinessRuleError, ConflictError, type FieldError } from '../shared/errors.js';
import type { TerminationGround } from '../../contract/vocabulary/lifecycle.js';
import type { LifecycleDeps } from './deps.js';
import { LeaseNotice } from './lease-notice.js';
import { LeaseTermination, LeaseTerminationDocument } from './lease-termination.js';
import { TERMINATION_LAW, type TerminationFacts, fixedEffectiveDate, terminationErrors } from './termination-rules.js';

export interface NewTermination {
  ground: TerminationGround;
  effective_date?: string;
  act_date?: string | null;
  lessee_id?: string | null;
  details?: string | null;
  document_media_ids?: string[];
  keys_returned_on?: string;
  exit_matches_entry?: boolean;
}

/** The lease's notice that ran or ran out (a withdrawn one ended nothing). */
export async function noticeOf(store: Store, leaseId: string): Promise<LeaseNotice | null> {
  const [notice] = await store
    .repo(LeaseNotice)
    .findAll({ lease_id: leaseId, status: { $in: ['ACTIVE', 'COMPLETED'] } }, [
      { field: 'received_date', direction: 'desc' },
    ]);
  return notice ?? null;
}

/** TENANT_DEATH: whether the lessee holds a tenant's term, and the other tenants whose terms stay open past the day. */
async function deceasedOf(store: Store, leaseId: string, lesseeId: string, day: string) {
  const tenants = (await store.repo(LeaseLessee).findAll({ lease_id: leaseId })).filter((t) => t.role !== 'Guarantor');
  return {
    is_tenant: tenants.some((t) => t.lessee_id === lesseeId),
    co_tenants: tenants.filter(
      (t) => t.lessee_id !== lesseeId && (t.end_date === null || compareDates(t.end_date, day) > 0),
    ).length,
  };
}

/** The facts the rules read, the last day, and the documents; 422 with every rule broken. */
async function checked(store: Store, deps: LifecycleDeps, lease: Lease, input: NewTermination) {
  const notice = await noticeOf(store, lease.id);
  const media = await requireMedia(store, input.document_media_ids ?? [], 'document_media_ids');
  const act = input.act_date ?? null;
  const facts: TerminationFacts = {
    ground: input.ground,
    today: toDateOnly(deps.clock.now()),
    lease,
    notice,
    act_date: act,
    documents: media.length,
    deceased: input.lessee_id ? await deceasedOf(store, lease.id, input.lessee_id, act ?? lease.end_date) : null,
  };
  const effective = input.effective_date ?? fixedEffectiveDate(facts);
  const errors: FieldError[] = terminationErrors(facts, effective);
  media.forEach((m, i) => {
    if (m.lease_id !== null && m.lease_id !== lease.id)
      errors.push({
        path: `document_media_ids.${i}`,
        message: `media ${m.id} belongs to another lease`,
        code: 'foreign_media',
      });
  });
  if (errors.length > 0 || !effective) throw new BusinessRuleError(errors.map((e) => e.message).join('; '), errors);
  return { notice, media, effective };
}

const alreadyTerminated = (leaseId: string) =>
  new ConflictError(`Lease ${leaseId} is already TERMINATED`, [], { lease_status: 'TERMINATED' });

export async function terminateLease(
  store: Store,
  deps: LifecycleDeps,
  leaseId: string,
  input: NewTermination,
): Promise<LeaseTermination> {
  const lease = await store.repo(Lease).get(leaseId);
  if (lease.status === 'TERMINATED') throw alreadyTerminated(leaseId);
  if (!canTransition(lease.status, 'TERMINATED'))
    throw new ConflictError(
      `A ${lease.status} lease cannot be terminated; allowed next states: ${allowedNextStatuses(lease.status).join(', ')}`,
      [],
      { lease_status: lease.status, allowed_next_statuses: allowedNextStatuses(lease.status) },
    );
  const { notice, media, effective } = await checked(store, deps, lease, input);
  const record = Object.assign(new LeaseTermination(), {
    lease_id: leaseId,
    ground: input.ground,
    legal_reference: input.ground === 'NOTICE_END' && notice ? notice.legal_reference : TERMINATION_LAW[input.ground],
    effective_date: effective,
    act_date: input.act_date ?? null,
    lessee_id: input.lessee_id ?? null,
    notice_id: input.ground === 'NOTICE_END' ? (notice?.id ?? null) : null,
    details: input.details ?? null,
    previous_status: lease.status,
    previous_end_date: lease.end_date,
  });
  let recorded = false;
  await changeLeaseStatus(store, deps, leaseId, 'TERMINATED', async (tx, locked) => {
    const closed = await closeRentSchedule(tx, locked, effective);
    record.last_period_id = closed.last_period?.id ?? null;
    record.cancelled_periods = closed.cancelled_periods;
    record.deposit_handed_over = await handOverOnTermination(tx, deps, leaseId, input);
    if (notice?.status === 'ACTIVE') (await tx.repo(LeaseNotice).getLocked(notice.id)).status = 'COMPLETED';
    tx.repo(LeaseTermination).persist(record);
    await tx.flush();
    for (const m of media)
      tx.repo(LeaseTerminationDocument).persist(
        Object.assign(new LeaseTerminationDocument(), { termination_id: record.id, media_id: m.id }),
      );
    await deps.events.record(tx, {
      tenantId: locked.tenant_id,
      type: 'lease.terminated',
      key: leaseId,
      subjectType: 'lease',
      subjectId: leaseId,
      payload: {
        lease_id: leaseId,
        estate_id: locked.estate_id,
        termination_id: record.id,
        ground: record.ground,
        effective_date: record.effective_date,
        previous_status: record.previous_status,
        deposit_handed_over: record.deposit_handed_over,
      },
    });
    recorded = true;
  });
  if (!recorded) throw alreadyTerminated(leaseId);
  return record;
}
