// The termination of a lease as read: the record and its documents (404 while the lease is not terminated).
import { Lease } from '../leasing/lease.js';
import type { Store } from '../ports/store.js';
import { NotFoundError } from '../shared/errors.js';
import { LeaseTermination, LeaseTerminationDocument } from './lease-termination.js';

export type TerminationView = LeaseTermination & { document_media_ids: string[] };

export async function terminationView(store: Store, termination: LeaseTermination): Promise<TerminationView> {
  const documents = await store
    .repo(LeaseTerminationDocument)
    .findAll({ termination_id: termination.id }, [{ field: 'created_at', direction: 'asc' }]);
  return { ...termination, document_media_ids: documents.map((d) => d.media_id) };
}

export async function terminationOf(store: Store, leaseId: string): Promise<TerminationView> {
  await store.repo(Lease).get(leaseId);
  const termination = await store.repo(LeaseTermination).findOne({ lease_id: leaseId });
  if (!termination) throw new NotFoundError('termination of lease', leaseId);
  return terminationView(store, termination);
}
