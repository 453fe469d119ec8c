// Rent revisions of a lease (spec, "Rent revisions (IRL indexation)": simulate, record, list, apply;
// loi 89-462 art. 17-1). Applying goes through the rent-history path (PUT /leases/{id}/rent), from
// the effective date, and moves next_revision_date a year on.
import { changeRent } from '../leasing/change-rent.js';
import { Lease } from '../leasing/lease.js';
import type { Clock } from '../ports/clock.js';
import type { EventOutbox } from '../ports/event-outbox.js';
import type { Store } from '../ports/store.js';
import { type ListInput, pageRequest } from '../shared/crud.js';
import { definedCriteria } from '../shared/criteria.js';
import { addYears, compareDates, toDateOnly } from '../shared/dates.js';
import { BusinessRuleError, ConflictError, NotFoundError } from '../shared/errors.js';
import { fromCents, toCents } from '../shared/money.js';
import { IndexRevision, type IndexRevisionStatus } from './index-revision.js';
import { indexLabel } from './indices.js';
import { type RevisionComputation, type RevisionRequest, computeRevision } from './revision-computation.js';

export interface RevisionListInput extends ListInput {
  status?: IndexRevisionStatus;
}

export function rentRevisionUseCases(store: Store, deps: { clock: Clock; events: EventOutbox }) {
  const today = () => toDateOnly(deps.clock.now());

  async function get(leaseId: string, revisionId: string): Promise<IndexRevision> {
    await store.repo(Lease).get(leaseId);
    const revision = await store.repo(IndexRevision).find(revisionId);
    if (!revision || revision.lease_id !== leaseId) throw new NotFoundError('rent revision', revisionId);
    return revision;
  }

  return {
    /** Computes the revision without recording anything. */
    simulate: async (leaseId: string, request: RevisionRequest): Promise<RevisionComputation> =>
      computeRevision(store, await store.repo(Lease).get(leaseId), request, today()),

    async list(leaseId: string, input: RevisionListInput) {
      await store.repo(Lease).get(leaseId);
      return store
        .repo(IndexRevision)
        .list(
          { lease_id: leaseId, ...definedCriteria({ status: input.status }) },
          pageRequest(input, [{ field: 'revision_date', direction: 'desc' }]),
        );
    },
    get,

    /** Records the landlord's claim (not in the future) and the computed revision; one per revision date (409). */
    record: (leaseId: string, request: RevisionRequest & { claimed_on: string }) =>
      store.transaction(async (tx) => {
        const lease = await tx.repo(Lease).getLocked(leaseId);
        if (compareDates(request.claimed_on, today()) > 0)
          throw new BusinessRuleError('claimed_on is in the future: record the claim once it is made', [
            { path: 'claimed_on', message: 'in the future', code: 'future_date' },
          ]);
        const computed = await computeRevision(tx, lease, request, today());
        if (await tx.repo(IndexRevision).findOne({ lease_id: leaseId, revision_date: computed.revision_date }))
          throw new ConflictError(`The revision of ${computed.revision_date} is already recorded`, [
            { path: 'revision_date', message: 'one revision per revision date', code: 'duplicate_revision' },
          ]);
        const revision = Object.assign(new IndexRevision(), {
          lease_id: leaseId,
          revision_date: computed.revision_date,
          claimed_on: computed.claimed_on,
          effective_date: computed.effective_date,
          index_series: computed.index_series,
          reference_quarter: computed.reference_quarter,
          new_index_quarter: computed.new_index.quarter,
          new_index_value: computed.new_index.value,
          old_index_quarter: computed.old_index.quarter,
          old_index_value: computed.old_index.value,
          previous_rent_amount: fromCents(computed.previous_rent_cents),
          revised_rent_amount: fromCents(computed.revised_rent_cents),
        });
        tx.repo(IndexRevision).persist(revision);
        await tx.flush();
        return revision;
      }),

    /** Applies a recorded revision to the rent (unless the rent changed since: 409) and moves next_revision_date a year on. */
    apply: (leaseId: string, revisionId: string) =>
      store.transaction(async (tx) => {
        const lease = await tx.repo(Lease).getLocked(leaseId);
        const revision = await tx.repo(IndexRevision).getLocked(revisionId);
        if (revision.lease_id !== leaseId) throw new NotFoundError('rent revision', revisionId);
        if (revision.status === 'APPLIED')
          throw new ConflictError('The revision is already applied', [], { revision_status: revision.status });
        if (toCents(lease.rent_amount) !== toCents(revision.previous_rent_amount))
          throw new ConflictError(
            `The rent changed since the revision was recorded (${revision.previous_rent_amount} then, ${lease.rent_amount} now); record it again`,
            [{ path: 'revision', message: 'computed on another rent', code: 'stale_revision' }],
          );
        if (toCents(revision.revised_rent_amount) !== toCents(lease.rent_amount)) {
          await changeRent(tx, today(), leaseId, {
            rent_amount: revision.revised_rent_amount,
            effective_date: revision.effective_date,
            reason: `Révision annuelle au ${revision.revision_date} (${indexLabel(revision.index_series, revision.new_index_quarter)} ${revision.new_index_value} / ${indexLabel(revision.index_series, revision.old_index_quarter)} ${revision.old_index_value})`,
          });
        }
        lease.next_revision_date = addYears(revision.revision_date, 1);
        revision.status = 'APPLIED';
        revision.applied_at = deps.clock.now();
        // Published for outbound webhooks (docs/decisions.md 134).
        await deps.events.record(tx, {
          tenantId: lease.tenant_id,
          type: 'revision.applied',
          key: revision.id,
          subjectType: 'rent_revision',
          subjectId: revision.id,
          payload: {
            lease_id: leaseId,
            revision_date: revision.revision_date,
            effective_date: revision.effective_date,
            previous_rent_amount: revision.previous_rent_amount,
            revised_rent_amount: revision.revised_rent_amount,
          },
        });
        await tx.flush();
        return { revision, lease };
      }),
  };
}
