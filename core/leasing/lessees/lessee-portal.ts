// Tenant-facing view of leases (spec, Authentication 3: lessee:leases:read / download): a lessee key
// is bound to one lessee and sees only the leases that lessee holds a term on, drafts excepted.
import { type ListInput, pageRequest } from '../../shared/crud.js';
import { ForbiddenError, NotFoundError } from '../../shared/errors.js';
import type { Actor } from '../../shared/actor.js';
import type { Store } from '../../ports/store.js';
import type { LeaseStatus } from '../../../contract/vocabulary/leasing.js';
import { Lease, LeaseDocument, LeaseLessee } from '../lease.js';
import { SIGNED_LEASE_DOCUMENT_TYPE } from '../lease-documents.js';
import type { FileStore } from '../../ports/file-store.js';

/** A draft is the landlord's work in progress: the tenant sees a lease once it is sent for signature. */
const HIDDEN_FROM_TENANT: readonly LeaseStatus[] = ['DRAFT'];

export interface PortalListInput extends ListInput {
  status?: LeaseStatus;
}

function lesseeOf(actor: Actor): string {
  if (!actor.lesseeId)
    throw new ForbiddenError('This key is not bound to a lessee; tenant endpoints need a lessee key');
  return actor.lesseeId;
}

export function lesseePortalUseCases(store: Store, actor: Actor, deps: { files: FileStore }) {
  async function ownLeaseIds(): Promise<string[]> {
    const terms = await store.repo(LeaseLessee).findAll({ lessee_id: lesseeOf(actor) });
    return [...new Set(terms.map((term) => term.lease_id))];
  }

  async function get(id: string): Promise<Lease> {
    const ids = await ownLeaseIds();
    const lease = ids.includes(id) ? await store.repo(Lease).find(id) : null;
    if (!lease || HIDDEN_FROM_TENANT.includes(lease.status)) throw new NotFoundError('lease', id);
    return lease;
  }

  return {
    async list(input: PortalListInput) {
      const ids = await ownLeaseIds();
      const status = input.status ? { $eq: input.status, $nin: HIDDEN_FROM_TENANT } : { $nin: HIDDEN_FROM_TENANT };
      return store
        .repo(Lease)
        .list({ id: { $in: ids }, status }, pageRequest(input, [{ field: 'start_date', direction: 'desc' }]));
    },
    get,
    /** The signed lease PDF (the latest SignedLease document of the lease); 404 until the lease is signed. */
    async signedPdf(id: string): Promise<{ document: LeaseDocument; bytes: Uint8Array }> {
      const lease = await get(id);
      const [document] = await store
        .repo(LeaseDocument)
        .findAll({ lease_id: lease.id, document_type: SIGNED_LEASE_DOCUMENT_TYPE, content_type: 'application/pdf' }, [
          { field: 'created_at', direction: 'desc' },
          { field: 'id', direction: 'desc' },
        ]);
      if (!document) throw new NotFoundError('signed PDF of lease', id);
      const bytes = await deps.files.get(document.storage_key);
      if (!bytes) throw new NotFoundError('signed PDF of lease', id);
      return { document, bytes };
    },
  };
}
