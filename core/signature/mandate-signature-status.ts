// GET /mandates/{id}/signature/status, /pdf, /signed-pdf and /proof (docs/decisions.md 300): the
// latest signature document of a mandate with its requests and, when the mandate signed in full could
// not become ACTIVE, why; the PDF sent for signature; once complete, the signed PDF and the proof.
import { ManagementMandate } from '../mandates/mandate.js';
import type { FileStore } from '../ports/file-store.js';
import type { Store } from '../ports/store.js';
import { NotFoundError } from '../shared/errors.js';
import type { SignatureDocument } from './signature-document.js';
import { type MandateSignatureView, latestMandateDocument } from './initiate-mandate-signature.js';
import { requestsOf, signatureFileKeys } from './signature-records.js';

async function latestOf(
  store: Store,
  mandateId: string,
): Promise<{ mandate: ManagementMandate; document: SignatureDocument }> {
  const mandate = await store.repo(ManagementMandate).get(mandateId);
  const document = await latestMandateDocument(store, mandateId);
  if (!document) throw new NotFoundError('signature of mandate', mandateId);
  return { mandate, document };
}

export async function mandateSignatureStatus(store: Store, mandateId: string): Promise<MandateSignatureView> {
  const { mandate, document } = await latestOf(store, mandateId);
  return { mandate, document, requests: await requestsOf(store, document.id) };
}

/** The PDF sent for signature, the signed PDF or the proof file of the mandate's latest document. */
export async function mandateSignatureFile(
  store: Store,
  deps: { files: FileStore },
  mandateId: string,
  which: 'contract' | 'signedPdf' | 'proof',
): Promise<Uint8Array> {
  const { document } = await latestOf(store, mandateId);
  const ready = which === 'contract' || document.status === 'COMPLETED';
  const bytes = ready ? await deps.files.get(signatureFileKeys[which](document)) : null;
  if (!bytes) throw new NotFoundError(which === 'proof' ? 'signature proof' : 'PDF of mandate signature', document.id);
  return bytes;
}
