// GET /leases/{lease_id}/signature/status (spec, "Electronic signature"): the latest signature
// document of the lease with its request statuses; once complete, the signed PDF and the proof file.
import { Lease } from '../leasing/lease.js';
import type { FileStore } from '../ports/file-store.js';
import type { Store } from '../ports/store.js';
import { NotFoundError } from '../shared/errors.js';
import { type SignatureView, latestDocumentOf, signatureFileKeys, viewOf } from './signature-records.js';

async function latestOf(store: Store, leaseId: string) {
  await store.repo(Lease).get(leaseId);
  const document = await latestDocumentOf(store, leaseId);
  if (!document) throw new NotFoundError('signature of lease', leaseId);
  return document;
}

export async function signatureStatus(store: Store, leaseId: string): Promise<SignatureView> {
  return viewOf(store, await latestOf(store, leaseId));
}

/** The signed PDF or the proof file this service built for the lease's completed signature. */
export async function signatureFile(
  store: Store,
  deps: { files: FileStore },
  leaseId: string,
  which: 'signedPdf' | 'proof',
): Promise<Uint8Array> {
  const document = await latestOf(store, leaseId);
  const bytes = document.status === 'COMPLETED' ? await deps.files.get(signatureFileKeys[which](document)) : null;
  if (!bytes)
    throw new NotFoundError(which === 'signedPdf' ? 'signed PDF of lease' : 'signature proof of lease', leaseId);
  return bytes;
}
