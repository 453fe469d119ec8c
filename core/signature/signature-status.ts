// GET /leases/{lease_id}/signature/status (spec, "Electronic signature"): the latest signature
// document of the lease with its request statuses; once complete, the signed PDF and the proof file.
// The same for an amendment's signature (GET .../amendments/{amendment_id}/signature/status).
import { amendmentOf } from '../amendments/access.js';
import { Lease } from '../leasing/lease.js';
import type { FileStore } from '../ports/file-store.js';
import type { Store } from '../ports/store.js';
import { NotFoundError } from '../shared/errors.js';
import { type SignatureView, latestDocumentOf, signatureFileKeys, viewOf } from './signature-records.js';

/** The lease, or one of its amendments (an amendment of another lease is a 404). */
export interface SignedThing {
  leaseId: string;
  amendmentId?: string;
}

async function latestOf(store: Store, target: SignedThing) {
  if (target.amendmentId) await amendmentOf(store, target.leaseId, target.amendmentId);
  else await store.repo(Lease).get(target.leaseId);
  const document = await latestDocumentOf(store, target.leaseId, target.amendmentId ?? null);
  if (!document)
    throw new NotFoundError(
      target.amendmentId ? 'signature of amendment' : 'signature of lease',
      target.amendmentId ?? target.leaseId,
    );
  return document;
}

export async function signatureStatus(store: Store, target: SignedThing): Promise<SignatureView> {
  return viewOf(store, await latestOf(store, target));
}

/** The signed PDF or the proof file this service built for the completed signature. */
export async function signatureFile(
  store: Store,
  deps: { files: FileStore },
  target: SignedThing,
  which: 'signedPdf' | 'proof',
): Promise<Uint8Array> {
  const document = await latestOf(store, target);
  const bytes = document.status === 'COMPLETED' ? await deps.files.get(signatureFileKeys[which](document)) : null;
  if (!bytes) throw new NotFoundError(which === 'signedPdf' ? 'signed PDF' : 'signature proof', document.id);
  return bytes;
}
