// POST /leases/{id}/annexes: a file the landlord attaches to an open lease, kept as a media of the
// lease; one annex per code, except OTHER.
import { Lease } from '../leasing/lease.js';
import { mediaUseCases } from '../media/media-use-cases.js';
import type { Store } from '../ports/store.js';
import { ConflictError } from '../shared/errors.js';
import { type AnnexCode } from '../../contract/vocabulary/annexes.js';
import { catalogueEntry } from './annex-catalogue.js';
import { assertLeaseOpen } from './attach-mandatory.js';
import type { AnnexDeps } from './deps.js';
import { LeaseAnnex } from './lease-annex.js';

export interface AnnexUpload {
  code: AnnexCode;
  title?: string | null;
  file_name: string;
  bytes: Uint8Array;
}

/** A second annex of a code other than OTHER is a 409 (delete the first to replace it). */
export async function uploadAnnex(
  store: Store,
  deps: AnnexDeps,
  leaseId: string,
  upload: AnnexUpload,
): Promise<LeaseAnnex> {
  const annexes = store.repo(LeaseAnnex);
  const lease = await store.repo(Lease).get(leaseId);
  assertLeaseOpen(lease);
  const existing = upload.code === 'OTHER' ? null : await annexes.findOne({ lease_id: leaseId, code: upload.code });
  if (existing) {
    throw new ConflictError(
      `Lease ${leaseId} already has a ${upload.code} annex; delete it to replace it`,
      [{ path: 'code', message: 'one annex per code', code: 'duplicate_annex' }],
      { existing_annex_id: existing.id },
    );
  }
  const media = await mediaUseCases(store, deps).upload(
    { file_name: upload.file_name, bytes: upload.bytes, lease_id: leaseId, description: upload.title ?? null },
    lease.tenant_id,
  );
  const annex = Object.assign(new LeaseAnnex(), {
    lease_id: leaseId,
    code: upload.code,
    source_category: 'USER_UPLOAD',
    title: upload.title ?? catalogueEntry(upload.code).name,
    media_id: media.id,
  });
  annexes.persist(annex);
  await store.flush();
  return annex;
}
