// Reading a signature document with its requests, and the names derived from it (file keys, the
// process the workflow engine runs) that several use cases share.
import type { AmendmentStatus } from '../../contract/vocabulary/amendments.js';
import type { LeaseStatus } from '../../contract/vocabulary/leasing.js';
import type { Store } from '../ports/store.js';
import type { LeaseSignatureProcess } from '../ports/workflows.js';
import { NotFoundError } from '../shared/errors.js';
import { SIGNER_TYPES } from '../../contract/vocabulary/signature.js';
import { SignatureDocument, SignatureRequest } from './signature-document.js';
import { leaseSubjectOf } from './signing-subject.js';

export interface SignatureView {
  document: SignatureDocument;
  requests: SignatureRequest[];
  leaseStatus: LeaseStatus;
  /** The amendment's status, for an amendment's document. */
  amendmentStatus: AmendmentStatus | null;
}

/** The requests of a document, owner first. */
export async function requestsOf(store: Store, documentId: string): Promise<SignatureRequest[]> {
  const requests = await store.repo(SignatureRequest).findAll({ document_id: documentId });
  return requests.sort((a, b) => SIGNER_TYPES.indexOf(a.signer_type) - SIGNER_TYPES.indexOf(b.signer_type));
}

export async function viewOf(store: Store, document: SignatureDocument): Promise<SignatureView> {
  const { lease, amendment } = await leaseSubjectOf(store, document);
  return {
    document,
    requests: await requestsOf(store, document.id),
    leaseStatus: lease.status,
    amendmentStatus: amendment?.status ?? null,
  };
}

/** The document of the caller's tenant; another tenant's is a 404. */
export async function getDocument(store: Store, documentId: string): Promise<SignatureDocument> {
  const document = await store.repo(SignatureDocument).find(documentId);
  if (!document) throw new NotFoundError('signature document', documentId);
  return document;
}

/** The latest signature document of a lease (its own, or one amendment's), or null. */
export async function latestDocumentOf(
  store: Store,
  leaseId: string,
  amendmentId: string | null = null,
): Promise<SignatureDocument | null> {
  const [latest] = await store.repo(SignatureDocument).findAll({ lease_id: leaseId, amendment_id: amendmentId }, [
    { field: 'created_at', direction: 'desc' },
    { field: 'id', direction: 'desc' },
  ]);
  return latest ?? null;
}

/** A lease's document: its lease and PDF (a mandate's document has neither: docs/decisions.md 300). */
export function leaseKeysOf(document: Pick<SignatureDocument, 'id' | 'lease_id' | 'pdf_id'>): {
  leaseId: string;
  pdfId: string;
} {
  if (!document.lease_id || !document.pdf_id) throw new NotFoundError('lease signature document', document.id);
  return { leaseId: document.lease_id, pdfId: document.pdf_id };
}

/** What the engine needs to run (or restart) the document's process. */
export function processOf(document: SignatureDocument): LeaseSignatureProcess {
  return {
    tenantId: document.tenant_id,
    documentId: document.id,
    leaseId: document.lease_id,
    expiresAt: document.expires_at.toISOString(),
    reminderDays: [...document.reminder_days],
  };
}

/** FileStore keys of a document's files, made of ids only (their media types are recorded apart). */
export const signatureFileKeys = {
  image: (request: Pick<SignatureRequest, 'tenant_id' | 'document_id' | 'id'>) =>
    `${request.tenant_id}/signatures/${request.document_id}/${request.id}-drawing`,
  signedPdf: (document: Pick<SignatureDocument, 'tenant_id' | 'id'>) =>
    `${document.tenant_id}/signatures/${document.id}/signed-pdf`,
  proof: (document: Pick<SignatureDocument, 'tenant_id' | 'id'>) =>
    `${document.tenant_id}/signatures/${document.id}/proof-json`,
  /** The PDF signed, when the service rendered it for the document (a mandate's: docs/decisions.md 300). */
  contract: (document: Pick<SignatureDocument, 'tenant_id' | 'id'>) =>
    `${document.tenant_id}/signatures/${document.id}/contract-pdf`,
};

/** A request is open while its signer may still act on it. */
export function isOpen(request: Pick<SignatureRequest, 'status'>): boolean {
  return request.status === 'PENDING' || request.status === 'SIGNED';
}
