// POST /leases/{id}/revisions/{revision_id}/apply (spec, "Rent revisions (IRL indexation)";
// loi 89-462 art. 17-1): the revised rent through the rent-history path (PUT /leases/{id}/rent), from
// the effective date, and next_revision_date a year on.
import { changeRent } from '../leasing/change-rent.js';
import { Lease } from '../leasing/lease.js';
import type { Clock } from '../ports/clock.js';
import type { EventOutbox } from '../ports/event-outbox.js';
import type { Store } from '../ports/store.js';
import { addYears, toDateOnly } from '../shared/dates.js';
import { ConflictError, NotFoundError } from '../shared/errors.js';
import { toCents } from '../shared/money.js';
import { IndexRevision } from './index-revision.js';
import { indexLabel } from './indices.js';

/** Applies a recorded revision to the rent, unless the rent changed since it was recorded (409). */
export function applyRevision(
  store: Store,
  deps: { clock: Clock; events: EventOutbox },
  leaseId: string,
  revisionId: string,
): Promise<{ revision: IndexRevision; lease: Lease }> {
  return store.transaction(async (tx) => {
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
      await changeRent(tx, toDateOnly(deps.clock.now()), leaseId, {
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
  });
}
