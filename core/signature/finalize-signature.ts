// POST /leases/signatures/{id}/finalize (spec, "Worker endpoints", rules 2-3): the requests are
// verified, not changed; all COMPLETED activates the lease and publishes the finalization event,
// otherwise the document is marked COMPLETED and the lease stays PENDING_SIGNATURE. Idempotent. An
// amendment's document activates the amendment instead, through its status path (docs/decisions.md 148);
// a mandate's, once committed, the mandate through its own move (mandate-activation.ts, decision 300).
import type { AmendmentStatus } from '../../contract/vocabulary/amendments.js';
import { afterAmendmentMove, moveAmendment } from '../amendments/change-status.js';
import { applyLeaseStatus, followWithTimers } from '../leasing/change-lease-status.js';
import { LeaseDocument } from '../leasing/lease.js';
import { SIGNED_LEASE_DOCUMENT_TYPE } from '../leasing/lease-documents.js';
import type { Store } from '../ports/store.js';
import { ConflictError } from '../shared/errors.js';
import { expiredConflict } from './complete-signature.js';
import type { SignatureDeps } from './deps.js';
import type { SignerType } from '../../contract/vocabulary/signature.js';
import { requestsOf, signatureFileKeys } from './signature-records.js';
import { recordDocumentEvent } from './signature-events.js';
import { sendSignedLease } from './signed-lease-message.js';
import { type ActivationRefusal, SignatureDocument } from './signature-document.js';
import { activateSignedMandate } from './mandate-activation.js';
import {
  type AnySubject,
  recordSignatureUpdate,
  subjectName,
  subjectOf,
  subjectStatus,
  withdrawn,
} from './signing-subject.js';

/** The signed PDF this service built becomes the lease's SignedLease document (docs/decisions.md 39). */
async function keepSignedLease(
  tx: Store,
  deps: Pick<SignatureDeps, 'files' | 'ids' | 'inspector'>,
  document: SignatureDocument,
) {
  if (document.signed_lease_document_id || !document.lease_id) return;
  const bytes = await deps.files.get(signatureFileKeys.signedPdf(document));
  if (!bytes) return; // finalized by another worker with its own files: only their URLs are recorded
  const id = deps.ids.next();
  const key = `${document.tenant_id}/${document.lease_id}/${id}`;
  await deps.files.put(key, bytes, 'application/pdf');
  tx.repo(LeaseDocument).persist(
    Object.assign(new LeaseDocument(), {
      id,
      lease_id: document.lease_id,
      document_type: SIGNED_LEASE_DOCUMENT_TYPE,
      description: `Bail signé électroniquement (signature ${document.id})`,
      file_name: 'bail-signe.pdf',
      content_type: 'application/pdf',
      file_size: bytes.byteLength,
      sha256: deps.inspector.sha256(bytes),
      storage_key: key,
    }),
  );
  document.signed_lease_document_id = id;
}

/** All COMPLETED: the subject becomes ACTIVE (a lease through its status, an amendment through its own path). */
async function activate(
  tx: Store,
  deps: SignatureDeps,
  actor: { keyId: string },
  subject: AnySubject,
  document: SignatureDocument,
): Promise<AmendmentStatus | null> {
  if (subject.mandate) return null; // activated once the signature is committed (activateSignedMandate)
  const { lease, amendment } = subject;
  if (amendment) {
    if (amendment.status !== 'PENDING_SIGNATURE') return null;
    return moveAmendment(tx, deps, actor, { lease, amendment }, { status: 'ACTIVE' });
  }
  if (lease.status === 'PENDING_SIGNATURE') subject.lease = await applyLeaseStatus(tx, deps, lease.id, 'ACTIVE');
  await keepSignedLease(tx, deps, document);
  return null;
}

/** Rules 2-3: finalize verifies the requests; all COMPLETED activates what is signed and publishes the event. */
export async function finalizeSignature(
  store: Store,
  deps: SignatureDeps,
  actor: { keyId: string },
  documentId: string,
  input: { signed_pdf_url: string; archive_url?: string },
) {
  const outcome = await store.transaction(async (tx) => {
    const document = await tx.repo(SignatureDocument).getLocked(documentId);
    if (document.status === 'EXPIRED') throw expiredConflict(document);
    if (document.signed_pdf_url !== null && document.signed_pdf_url !== input.signed_pdf_url)
      throw new ConflictError('The document was finalized with another signed_pdf_url', [
        { path: 'signed_pdf_url', message: 'differs from the recorded one', code: 'conflict' },
      ]);
    const requests = await requestsOf(tx, documentId);
    const open = requests.filter((r) => r.status !== 'COMPLETED');
    const subject = await subjectOf(tx, document, { lock: true });
    if (withdrawn(subject)) {
      const current = subjectStatus(subject);
      throw new ConflictError(`The signature was withdrawn: the ${subjectName(document).en} is ${current}`, [], {
        current_status: current,
      });
    }
    const wasCompleted = document.status === 'COMPLETED';
    document.status = 'COMPLETED';
    document.completed_at ??= deps.clock.now();
    document.signed_pdf_url = input.signed_pdf_url;
    document.proof_url = input.archive_url ?? document.proof_url;
    let from: AmendmentStatus | null = null;
    if (open.length === 0) {
      from = await activate(tx, deps, actor, subject, document);
      await recordDocumentEvent(tx, deps.events, document, {
        type: 'signature.finalized',
        payload: {
          signed_pdf_url: document.signed_pdf_url,
          archive_url: document.proof_url,
          signers: requests.map((r) => ({ signer_type: r.signer_type, signature_request_id: r.id })),
        },
      });
    }
    if (!wasCompleted)
      recordSignatureUpdate(tx, deps.clock, subject, actor.keyId, {
        previous: { document_signature_id: document.id, status: 'SIGNING' },
        next: { document_signature_id: document.id, status: 'COMPLETED', signed_pdf_url: document.signed_pdf_url },
      });
    if (subject.amendment && from) await afterAmendmentMove(deps, tx, subject.amendment, from);
    // The lease's long processes follow ACTIVE; idempotent, so a replayed finalize asks for them again.
    if (!subject.amendment && open.length === 0 && subject.lease?.status === 'ACTIVE')
      await followWithTimers(deps, tx, subject.lease);
    await tx.flush();
    return { document, subject, open: open.map((r) => r.signer_type) };
  });
  const { document, open } = outcome;
  let { subject } = outcome;
  if (!subject.amendment && open.length === 0 && subject.lease?.status === 'ACTIVE')
    await sendSignedLease(store, deps, document);
  let refusal: ActivationRefusal | null = null;
  if (subject.mandate && open.length === 0) {
    const activated = await activateSignedMandate(deps, document);
    subject = { ...subject, mandate: activated.mandate };
    refusal = activated.refusal;
  }
  return finalizeAnswer(document, subject, open, refusal);
}

function finalizeAnswer(
  document: SignatureDocument,
  subject: AnySubject,
  open: SignerType[],
  refusal: ActivationRefusal | null,
) {
  const name = subjectName(document).en;
  const status = subjectStatus(subject);
  return {
    success: open.length === 0 && refusal === null,
    message:
      open.length > 0
        ? `The document is marked COMPLETED; the ${name} stays ${status}: ${open.join(', ')} not COMPLETED yet`
        : refusal
          ? `The document is COMPLETED; the ${name} stays ${status}: ${refusal.message}`
          : `The document is COMPLETED and the ${name} is ${status}`,
    document_signature_id: document.id,
    document_status: document.status,
    lease_status: subject.lease?.status ?? null,
    ...(subject.mandate
      ? { mandate_id: subject.mandate.id, mandate_status: subject.mandate.status, activation_refusal: refusal }
      : {}),
    amendment_id: subject.amendment?.id ?? null,
    amendment_status: subject.amendment?.status ?? null,
  };
}
