// Once every signer signed: the signed PDF (the contract and a signature page with each signer's
// drawing, name, time and IP) and the proof file (hashes of every file, events with timestamps,
// signer identities and one-time code channels), both kept in the FileStore (spec, "Signature
// document": signed_pdf_url and proof_url). Written whole (the FileStore writes through a
// temporary file) and built once: a retry finds them.
import { Lease } from '../leasing/lease.js';
import { ManagementMandate } from '../mandates/mandate.js';
import type { FileInspector } from '../ports/file-inspector.js';
import type { FileStore } from '../ports/file-store.js';
import type { SignatureStamp, SignedPdfBuilder } from '../ports/signed-pdf.js';
import type { Store } from '../ports/store.js';
import { ConflictError, NotFoundError } from '../shared/errors.js';
import { SignatureDocument, type SignatureRequest } from './signature-document.js';
import { signedContract } from './guest-access.js';
import { requestsOf, signatureFileKeys } from './signature-records.js';

export interface SealDeps {
  files: FileStore;
  inspector: Pick<FileInspector, 'sha256'>;
  signedPdf: SignedPdfBuilder;
}

/** The proof file's content (docs/decisions.md 70): what was signed, by whom, how and when. */
export function proofOf(
  document: SignatureDocument,
  lease: Pick<Lease, 'id' | 'reference_number'> | null,
  requests: SignatureRequest[],
  hashes: { contract: string; signedPdf: string },
) {
  const events = [
    { type: 'signature.initiated', at: document.created_at.toISOString() },
    ...requests.flatMap((r) => [
      ...(r.otp_last_sent_at
        ? [{ type: 'signature.otp_sent', at: r.otp_last_sent_at.toISOString(), signer_type: r.signer_type }]
        : []),
      ...(r.signed_at ? [{ type: 'signature.signed', at: r.signed_at.toISOString(), signer_type: r.signer_type }] : []),
      ...(r.completed_at
        ? [{ type: 'signature.signer_completed', at: r.completed_at.toISOString(), signer_type: r.signer_type }]
        : []),
    ]),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return {
    format: 'rental-service signature proof, version 1',
    document_signature_id: document.id,
    lease_id: lease?.id ?? null,
    amendment_id: document.amendment_id,
    ...(document.mandate_id ? { mandate_id: document.mandate_id } : {}),
    lease_reference: lease?.reference_number ?? null,
    event_id: document.event_id,
    files: [
      { name: 'contract.pdf', role: 'the document signed', sha256: hashes.contract },
      { name: 'signed.pdf', role: 'the contract with its signature page', sha256: hashes.signedPdf },
      ...requests.map((r) => ({
        name: `signature-${r.signer_type.toLowerCase()}`,
        role: `drawn signature (${r.signature_image_type})`,
        sha256: r.signature_image_sha256,
      })),
    ],
    signers: requests.map((r) => ({
      signer_type: r.signer_type,
      person_id: r.person_id,
      first_name: r.first_name,
      last_name: r.last_name,
      email: r.signer_email,
      phone: r.phone,
      otp_channel: r.otp_channel,
      signed_at: r.signed_at?.toISOString() ?? null,
      ip: r.signed_ip,
      user_agent: r.signed_user_agent,
      signature_hash: r.signature_hash,
    })),
    events,
  };
}

async function stampOf(files: FileStore, request: SignatureRequest): Promise<SignatureStamp> {
  const bytes = request.signature_image_key ? await files.get(request.signature_image_key) : null;
  if (!bytes || !request.signed_at || !request.signature_image_type)
    throw new ConflictError(`The ${request.signer_type} signer has not signed here (no drawn signature)`);
  return {
    signerType: request.signer_type,
    fullName: `${request.first_name} ${request.last_name}`,
    signedAt: request.signed_at,
    ip: request.signed_ip,
    otpChannel: request.otp_channel,
    image: { contentType: request.signature_image_type, bytes },
  };
}

/** What the signature page says is signed: the lease, its amendment, or the mandate and its register number. */
async function referenceOf(store: Store, document: SignatureDocument, lease: Lease | null): Promise<string> {
  if (!lease) {
    const mandate = await store.repo(ManagementMandate).get(document.mandate_id ?? '');
    return `Mandat de gestion n° ${mandate.number}`;
  }
  return `${document.amendment_id ? 'Avenant au bail' : 'Bail'} ${lease.reference_number ?? lease.id}`;
}

export async function sealSignature(store: Store, deps: SealDeps, documentId: string) {
  const document = await store.repo(SignatureDocument).find(documentId);
  if (!document) throw new NotFoundError('signature document', documentId);
  const signedKey = signatureFileKeys.signedPdf(document);
  const proofKey = signatureFileKeys.proof(document);
  let signed = await deps.files.get(signedKey);
  let proof = await deps.files.get(proofKey);
  if (!signed || !proof) {
    const lease = document.lease_id ? await store.repo(Lease).get(document.lease_id) : null;
    const requests = await requestsOf(store, documentId);
    const contract = (await signedContract(store, deps, document)).bytes;
    const stamps = await Promise.all(requests.map((r) => stampOf(deps.files, r)));
    signed = await deps.signedPdf.appendSignaturePage(contract, {
      title: 'Signatures électroniques',
      reference: `${await referenceOf(store, document, lease)} · document de signature ${document.id}`,
      stamps,
      sealedAt: new Date(Math.max(...stamps.map((s) => s.signedAt.getTime()))),
    });
    const content = proofOf(document, lease, requests, {
      contract: deps.inspector.sha256(contract),
      signedPdf: deps.inspector.sha256(signed),
    });
    proof = new TextEncoder().encode(`${JSON.stringify(content, null, 2)}\n`);
    await deps.files.put(signedKey, signed, 'application/pdf');
    await deps.files.put(proofKey, proof, 'application/json');
  }
  return {
    leaseId: document.lease_id,
    signedPdfSha256: deps.inspector.sha256(signed),
    proofSha256: deps.inspector.sha256(proof),
  };
}
