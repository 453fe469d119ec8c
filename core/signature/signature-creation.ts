// Writing a new signature document (docs/decisions.md 67, 68, 148): the signers checked against
// the lease, an older withdrawn document retired, the subject moved to PENDING_SIGNATURE, the
// document and its requests, one credit consumed, the `signature.initiated` event and, for an
// amendment, its SIGNATURE_UPDATE history entry; all in the caller's transaction.
import { consumeCredits, refundCredits } from '../credits/credits.js';
import { SIGNATURE_CREDIT_COST } from '../credits/credit-entry.js';
import { Lease, LeaseLessee } from '../leasing/lease.js';
import type { LeasePdf } from '../leasing/pdf/lease-pdf.js';
import { Lessee } from '../leasing/lessees/lessee.js';
import { Estate } from '../property/estate.js';
import { Owner } from '../property/owner.js';
import { Place } from '../property/place.js';
import type { Store } from '../ports/store.js';
import { requireReference } from '../shared/crud.js';
import { toDateOnly } from '../shared/dates.js';
import { type ConflictError, assertNoFieldErrors } from '../shared/errors.js';
import type { SignatureDeps } from './deps.js';
import { SignatureDocument, SignatureRequest } from './signature-document.js';
import { isOpen, requestsOf } from './signature-records.js';
import { type SigningSubject, recordSignatureUpdate } from './signing-subject.js';
import {
  type SignerInput,
  normaliseSigners,
  ownerSignerError,
  signerShapeErrors,
  tenantSignerError,
} from './signers.js';

export interface InitiateInput {
  pdf_id: string;
  signers: SignerInput[];
}

/** 400 for signers who are not the lease's owner and tenant; 404 for people unknown in the tenant. */
export async function checkSigners(
  tx: Store,
  deps: SignatureDeps,
  lease: Lease,
  signers: SignerInput[],
): Promise<void> {
  assertNoFieldErrors(signerShapeErrors(signers), 'The signers are not valid');
  const estate = await tx.repo(Estate).get(lease.estate_id);
  const place = estate.owner_id ? null : await tx.repo(Place).find(estate.place_id);
  const terms = await tx.repo(LeaseLessee).findAll({ lease_id: lease.id });
  const today = toDateOnly(deps.clock.now());
  const errors = [];
  for (const [i, signer] of signers.entries()) {
    const isOwner = signer.signer_type === 'PROPRIETAIRE';
    if (isOwner) await requireReference(tx, Owner, signer.person_id, `signers.${i}.person_id`);
    else await requireReference(tx, Lessee, signer.person_id, `signers.${i}.person_id`);
    const error = isOwner
      ? ownerSignerError(i, signer.person_id, estate.owner_id ?? place?.owner_id ?? null)
      : tenantSignerError(i, signer.person_id, terms, today);
    if (error) errors.push(error);
  }
  assertNoFieldErrors(errors, 'The signers must be the owner and a tenant of the lease');
}

/** What initiate needs of what is signed, read in its transaction with the subject locked. */
export interface SignatureCandidate extends SigningSubject {
  /** Already under signature: the same request answers the latest document, another is a 409. */
  underSignature: boolean;
  /** 404 (a PDF of something else) or 409 (out of date) unless the PDF may be signed for the subject. */
  checkPdf(pdf: LeasePdf | null): Promise<void>;
  /** The move to PENDING_SIGNATURE, with its own checks (409 with the allowed moves). */
  toPending(): Promise<void>;
  /** When the requests expire. */
  expiresAt(now: Date): Date;
  /** The 409 of another request while under signature. */
  busy(current: SignatureDocument | null): ConflictError;
  /** Who initiated, for an amendment's history. */
  keyId: string;
}

/** An older document of the subject left SIGNING when it was withdrawn is over: expired, credit back. */
async function retireWithdrawn(tx: Store, deps: SignatureDeps, subject: SigningSubject): Promise<void> {
  const previous = await tx.repo(SignatureDocument).findAll({
    lease_id: subject.lease.id,
    amendment_id: subject.amendment?.id ?? null,
    status: 'SIGNING',
  });
  for (const document of previous) {
    document.status = 'EXPIRED';
    document.expired_at = deps.clock.now();
    for (const request of (await requestsOf(tx, document.id)).filter(isOpen)) request.status = 'EXPIRED';
    await refundCredits(tx, deps, {
      tenantId: subject.lease.tenant_id,
      reference: document.id,
      note: 'signature withdrawn',
    });
  }
}

function newDocument(
  deps: SignatureDeps,
  candidate: SignatureCandidate,
  pdfId: string,
  fingerprint: string,
): SignatureDocument {
  const { lease } = candidate;
  const id = deps.ids.next();
  const eventId = deps.events.idOf({ tenantId: lease.tenant_id, type: 'signature.initiated', key: id });
  return Object.assign(new SignatureDocument(), {
    id,
    tenant_id: lease.tenant_id,
    lease_id: lease.id,
    amendment_id: candidate.amendment?.id ?? null,
    pdf_id: pdfId,
    event_id: eventId,
    status: 'SIGNING' as const,
    request_fingerprint: fingerprint,
    expires_at: candidate.expiresAt(deps.clock.now()),
    reminder_days: [...deps.settings.reminderDays],
  });
}

export function newRequest(deps: SignatureDeps, document: SignatureDocument, signer: SignerInput): SignatureRequest {
  const id = deps.ids.next();
  return Object.assign(new SignatureRequest(), {
    id,
    tenant_id: document.tenant_id,
    document_id: document.id,
    signer_type: signer.signer_type,
    first_name: signer.first_name,
    last_name: signer.last_name,
    person_id: signer.person_id,
    signer_email: signer.email,
    phone: signer.phone,
    expires_at: document.expires_at,
    token_hash: deps.secrets.hash(deps.guestSecrets.tokenFor(id)),
  });
}

export async function createDocument(
  tx: Store,
  deps: SignatureDeps,
  candidate: SignatureCandidate,
  input: InitiateInput,
  fingerprint: string,
) {
  const { lease, amendment } = candidate;
  const signers = normaliseSigners(input.signers);
  await retireWithdrawn(tx, deps, candidate);
  await candidate.toPending();
  const document = newDocument(deps, candidate, input.pdf_id, fingerprint);
  tx.repo(SignatureDocument).persist(document);
  await tx.flush(); // the document row first: its requests refer to it
  const requests = signers.map((signer) => newRequest(deps, document, signer));
  for (const request of requests) tx.repo(SignatureRequest).persist(request);
  await tx.flush();
  await consumeCredits(tx, deps, {
    tenantId: lease.tenant_id,
    credits: SIGNATURE_CREDIT_COST,
    reference: document.id,
    note: amendment
      ? `signature of amendment no. ${amendment.amendment_number} of lease ${lease.id}`
      : `signature of lease ${lease.id}`,
  });
  await deps.quota.assertWithinLimit(tx, lease.tenant_id, 'signatures_per_month');
  const signerList = requests.map((r) => ({
    signature_request_id: r.id,
    signer_type: r.signer_type,
    person_id: r.person_id,
  }));
  await deps.events.record(tx, {
    tenantId: lease.tenant_id,
    type: 'signature.initiated',
    key: document.id,
    subjectType: 'signature_document',
    subjectId: document.id,
    payload: {
      lease_id: lease.id,
      ...(amendment ? { amendment_id: amendment.id } : {}),
      pdf_id: input.pdf_id,
      expires_at: document.expires_at.toISOString(),
      signers: signerList,
    },
  });
  recordSignatureUpdate(tx, deps.clock, candidate, candidate.keyId, {
    previous: null,
    next: { document_signature_id: document.id, status: document.status, pdf_id: input.pdf_id, signers: signerList },
  });
  return document;
}
