// Signature records to JSON bodies, and file downloads of the signature area.
import { Readable } from 'node:stream';
import type { Response } from 'express';
import type { SignatureRequest } from '../../../../core/signature/signature-document.js';
import type { SignatureProof } from '../../../../contract/signature/signatures.js';
import { type SignatureView, leaseKeysOf } from '../../../../core/signature/signature-records.js';

export function signatureWire(view: SignatureView) {
  const { document } = view;
  const { leaseId, pdfId } = leaseKeysOf(document);
  return {
    document_signature_id: document.id,
    lease_id: leaseId,
    event_id: document.event_id,
    pdf_id: pdfId,
    media_id: pdfId,
    pdf_url: `/api/leases/pdf/${pdfId}`,
    status: document.status,
    signature_requests: requestsWire(view.requests),
    expires_at: document.expires_at.toISOString(),
    signed_pdf_url: document.signed_pdf_url,
    proof_url: document.proof_url,
    lease_status: view.leaseStatus,
    created_at: document.created_at.toISOString(),
    completed_at: document.completed_at?.toISOString() ?? null,
  };
}

/** The requests of a document, owner first. */
export function requestsWire(requests: readonly SignatureRequest[]) {
  return requests.map((r) => ({
    id: r.id,
    signer_type: r.signer_type,
    signer_email: r.signer_email,
    first_name: r.first_name,
    last_name: r.last_name,
    person_id: r.person_id,
    status: r.status,
    expires_at: r.expires_at.toISOString(),
    signed_at: r.signed_at?.toISOString() ?? null,
    completed_at: r.completed_at?.toISOString() ?? null,
  }));
}

/** Headers of a download of bytes the service made (fixed ASCII names), and the body as a stream. */
export function download(res: Response, file: { contentType: string; fileName: string; bytes: Uint8Array }) {
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(file.bytes.byteLength));
  res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  return Readable.from([Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength)]);
}

/**
 * The proof file as it is kept, byte for byte (its bytes are the evidence): a stream of the JSON
 * object the contract documents, so typed as that object for the route.
 */
export function proofDownload(res: Response, bytes: Uint8Array): SignatureProof {
  const stream = download(res, { contentType: 'application/json', fileName: 'preuve-signature.json', bytes });
  return stream as unknown as SignatureProof;
}
