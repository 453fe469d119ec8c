// Rent revisions of a lease (spec, "Rent revisions (IRL indexation)": simulate, record, list, apply;
// loi 89-462 art. 17-1), assembled: reads here, each write in its own file (record-revision,
// apply-revision).
import { Lease } from '../leasing/lease.js';
import type { Clock } from '../ports/clock.js';
import type { EventOutbox } from '../ports/event-outbox.js';
import type { Store } from '../ports/store.js';
import { type ListInput, pageRequest } from '../shared/crud.js';
import { definedCriteria } from '../shared/criteria.js';
import { toDateOnly } from '../shared/dates.js';
import { NotFoundError } from '../shared/errors.js';
import { applyRevision } from './apply-revision.js';
import type { IndexRevisionStatus } from '../../contract/vocabulary/indexation.js';
import { IndexRevision } from './index-revision.js';
import { recordRevision } from './record-revision.js';
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
      recordRevision(store, deps.clock, leaseId, request),

    /** Applies a recorded revision to the rent (unless the rent changed since: 409) and moves next_revision_date a year on. */
    apply: (leaseId: string, revisionId: string) => applyRevision(store, deps, leaseId, revisionId),
  };
}
