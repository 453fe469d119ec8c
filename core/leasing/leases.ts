// Lease use cases, assembled: reads and delete here, each write in its own file (create-lease,
// update-lease, change-lease-status, change-rent), their shared inputs in types.ts.
import { Media } from '../media/media.js';
import { Estate } from '../property/estate.js';
import type { Store } from '../ports/store.js';
import { type ListInput, pageRequest } from '../shared/crud.js';
import { definedCriteria, rangeCriteria } from '../shared/criteria.js';
import { ConflictError } from '../shared/errors.js';
import type { Patch } from '../shared/patch.js';
import { changeLeaseStatus } from './change-lease-status.js';
import { createLease } from './create-lease.js';
import type { LeasingDeps } from './deps.js';
import type { LeaseStatus } from '../../contract/vocabulary/leasing.js';
import { Lease, LeaseDocument, LeaseLessee, LeaseRentRevision } from './lease.js';
import { LeasePdf } from './pdf/lease-pdf.js';
import { isDeletable } from './lease-status.js';
import { LeaseType } from './lease-type.js';
import type { LeaseFields, NewLease } from './types.js';
import { updateLease } from './update-lease.js';

export interface LeaseListInput extends ListInput {
  status?: LeaseStatus;
  estate_id?: string;
  lease_type_id?: string;
  start_date_from?: string;
  start_date_to?: string;
}

export function leaseUseCases(
  store: Store,
  deps: Pick<LeasingDeps, 'clock' | 'files' | 'workflows' | 'events' | 'quota'>,
) {
  const leases = store.repo(Lease);
  return {
    list: (input: LeaseListInput) =>
      leases.list(
        {
          ...definedCriteria({ status: input.status, estate_id: input.estate_id, lease_type_id: input.lease_type_id }),
          ...rangeCriteria('start_date', input.start_date_from, input.start_date_to),
        },
        pageRequest(input),
      ),
    get: (id: string) => leases.view(id),
    create: (fields: NewLease) => createLease(store, fields),
    update: (id: string, patch: Patch<LeaseFields>) => updateLease(store, id, patch),
    /** A move to ACTIVE takes a unit of the plan's active leases, in the move's transaction (docs/decisions.md 283). */
    changeStatus: (id: string, to: LeaseStatus) =>
      changeLeaseStatus(
        store,
        deps,
        id,
        to,
        to === 'ACTIVE' ? (tx, lease) => deps.quota.assertWithinLimit(tx, lease.tenant_id, 'active_leases') : undefined,
      ),
    async rentHistory(id: string): Promise<LeaseRentRevision[]> {
      await leases.get(id);
      return store.repo(LeaseRentRevision).findAll({ lease_id: id }, [
        { field: 'created_at', direction: 'asc' },
        { field: 'id', direction: 'asc' },
      ]);
    },
    async ofEstate(estateId: string): Promise<Lease[]> {
      await store.repo(Estate).get(estateId);
      return leases.findAll({ estate_id: estateId }, [
        { field: 'start_date', direction: 'desc' },
        { field: 'created_at', direction: 'desc' },
      ]);
    },
    /** Spec, Leases: DRAFT leases only (409 otherwise); its tenants, rent history, documents, PDFs and media go with it. */
    async remove(id: string): Promise<void> {
      const lease = await leases.get(id);
      if (!isDeletable(lease.status)) {
        throw new ConflictError(`Only a DRAFT lease can be deleted; lease ${id} is ${lease.status}`, [], {
          lease_status: lease.status,
        });
      }
      const documents = await store.repo(LeaseDocument).findAll({ lease_id: id });
      const pdfs = await store.repo(LeasePdf).findAll({ lease_id: id });
      // Its media rows go with it (foreign key), their files after the commit.
      const media = await store.repo(Media).findAll({ lease_id: id });
      await store.transaction(async (tx) => {
        for (const term of await tx.repo(LeaseLessee).findAll({ lease_id: id })) tx.repo(LeaseLessee).remove(term);
        for (const revision of await tx.repo(LeaseRentRevision).findAll({ lease_id: id }))
          tx.repo(LeaseRentRevision).remove(revision);
        for (const document of await tx.repo(LeaseDocument).findAll({ lease_id: id }))
          tx.repo(LeaseDocument).remove(document);
        for (const pdf of await tx.repo(LeasePdf).findAll({ lease_id: id })) tx.repo(LeasePdf).remove(pdf);
        tx.repo(Lease).remove(await tx.repo(Lease).get(id));
      });
      // Files go once the rows are gone: a failure here leaves an unreferenced file, never a row without its file.
      await Promise.all([...documents, ...pdfs, ...media].map((file) => deps.files.delete(file.storage_key)));
    },
  };
}

export function leaseTypeUseCases(store: Store) {
  return {
    list: () =>
      store.repo(LeaseType).findAll({}, [
        { field: 'default_duration_months', direction: 'asc' },
        { field: 'code', direction: 'asc' },
      ]),
  };
}
