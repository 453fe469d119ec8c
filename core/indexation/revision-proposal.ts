// The figure the yearly revision reminder proposes (workflows/rent-revision-reminder): the revision
// simulated as claimed on its date, or why it cannot be computed yet (an index not published, a
// frozen F/G dwelling...).
import { Lease } from '../leasing/lease.js';
import type { Store } from '../ports/store.js';
import { DomainError } from '../shared/errors.js';
import { type RevisionComputation, computeRevision } from './revision-computation.js';

export type RevisionProposal =
  { computation: RevisionComputation; reason: null } | { computation: null; reason: string };

export async function proposeRevision(store: Store, leaseId: string, revisionDate: string): Promise<RevisionProposal> {
  try {
    const lease = await store.repo(Lease).get(leaseId);
    const computation = await computeRevision(
      store,
      lease,
      { revision_date: revisionDate, claimed_on: revisionDate },
      revisionDate,
    );
    return { computation, reason: null };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { computation: null, reason: error.message };
  }
}
