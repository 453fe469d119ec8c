// POST /leases/{id}/revisions (spec, "Rent revisions (IRL indexation)"; loi 89-462 art. 17-1):
// the landlord's claim and the revision computed from it, one per revision date.
import { Lease } from '../leasing/lease.js';
import type { Clock } from '../ports/clock.js';
import type { Store } from '../ports/store.js';
import { compareDates, toDateOnly } from '../shared/dates.js';
import { BusinessRuleError, ConflictError } from '../shared/errors.js';
import { fromCents } from '../shared/money.js';
import { IndexRevision } from './index-revision.js';
import { type RevisionRequest, computeRevision } from './revision-computation.js';

/** Records the claim (not in the future) and the computed revision; a second one for the same revision date is a 409. */
export function recordRevision(
  store: Store,
  clock: Clock,
  leaseId: string,
  request: RevisionRequest & { claimed_on: string },
): Promise<IndexRevision> {
  return store.transaction(async (tx) => {
    const lease = await tx.repo(Lease).getLocked(leaseId);
    const today = toDateOnly(clock.now());
    if (compareDates(request.claimed_on, today) > 0)
      throw new BusinessRuleError('claimed_on is in the future: record the claim once it is made', [
        { path: 'claimed_on', message: 'in the future', code: 'future_date' },
      ]);
    const computed = await computeRevision(tx, lease, request, today);
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
  });
}
