// POST /leases/{lease_id}/signature/initiate (spec, "Electronic signature"): in one transaction the
// signature document (SIGNING, with the event id of its `signature.initiated` event), one PENDING
// request per signer, the lease DRAFT -> PENDING_SIGNATURE, one credit consumed and the event; the
// workflow is started before the commit, so an engine that refuses leaves nothing behind
// (docs/decisions.md 68).
import { consumeCredits, refundCredits } from '../credits/credits.js';
import { SIGNATURE_CREDIT_COST } from '../credits/credit-entry.js';
import { applyLeaseStatus } from '../leasing/change-lease-status.js';
import { Lease, LeaseLessee } from '../leasing/lease.js';
import { LeasePdf } from '../leasing/lease-pdf.js';
import { Lessee } from '../leasing/lessee.js';
import { Estate } from '../property/estate.js';
import { Owner } from '../property/owner.js';
import { Place } from '../property/place.js';
import type { Store } from '../ports/store.js';
import { requireReference } from '../shared/crud.js';
import { toDateOnly } from '../shared/dates.js';
import { ConflictError, NotFoundError, UnavailableError, assertNoFieldErrors } from '../shared/errors.js';
import type { SignatureDeps } from './deps.js';
import { SignatureDocument, SignatureRequest } from './signature-document.js';
import { type SignatureView, isOpen, latestDocumentOf, processOf, requestsOf, viewOf } from './signature-records.js';
import {
  type SignerInput,
  normaliseSigners,
  ownerSignerError,
  requestCanonicalForm,
  signerShapeErrors,
  tenantSignerError,
} from './signers.js';

export interface InitiateInput {
  pdf_id: string;
  signers: SignerInput[];
}

const DAY_MS = 86_400_000;

/** 400 for signers who are not the lease's owner and tenant; 404 for people unknown in the tenant. */
async function checkSigners(tx: Store, deps: SignatureDeps, lease: Lease, signers: SignerInput[]): Promise<void> {
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

/** An older document left SIGNING when its lease was withdrawn to DRAFT is over: expired, credit back. */
async function retireWithdrawn(tx: Store, deps: SignatureDeps, lease: Lease): Promise<void> {
  const previous = await tx.repo(SignatureDocument).findAll({ lease_id: lease.id, status: 'SIGNING' });
  for (const document of previous) {
    document.status = 'EXPIRED';
    document.expired_at = deps.clock.now();
    for (const request of (await requestsOf(tx, document.id)).filter(isOpen)) request.status = 'EXPIRED';
    await refundCredits(tx, deps, { tenantId: lease.tenant_id, reference: document.id, note: 'signature withdrawn' });
  }
}

function newDocument(deps: SignatureDeps, lease: Lease, pdfId: string, fingerprint: string): SignatureDocument {
  const now = deps.clock.now();
  const id = deps.ids.next();
  const eventId = deps.events.idOf({ tenantId: lease.tenant_id, type: 'signature.initiated', key: id });
  return Object.assign(new SignatureDocument(), {
    id,
    tenant_id: lease.tenant_id,
    lease_id: lease.id,
    pdf_id: pdfId,
    event_id: eventId,
    status: 'SIGNING' as const,
    request_fingerprint: fingerprint,
    expires_at: new Date(now.getTime() + deps.settings.expiryDays * DAY_MS),
    reminder_days: [...deps.settings.reminderDays],
  });
}

function newRequest(deps: SignatureDeps, document: SignatureDocument, signer: SignerInput): SignatureRequest {
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

async function createDocument(tx: Store, deps: SignatureDeps, lease: Lease, input: InitiateInput, fingerprint: string) {
  const signers = normaliseSigners(input.signers);
  await retireWithdrawn(tx, deps, lease);
  const document = newDocument(deps, lease, input.pdf_id, fingerprint);
  tx.repo(SignatureDocument).persist(document);
  await tx.flush(); // the document row first: its requests refer to it
  const requests = signers.map((signer) => newRequest(deps, document, signer));
  for (const request of requests) tx.repo(SignatureRequest).persist(request);
  await tx.flush();
  await applyLeaseStatus(tx, deps, lease.id, 'PENDING_SIGNATURE');
  await consumeCredits(tx, deps, {
    tenantId: lease.tenant_id,
    credits: SIGNATURE_CREDIT_COST,
    reference: document.id,
    note: `signature of lease ${lease.id}`,
  });
  await deps.events.record(tx, {
    tenantId: lease.tenant_id,
    type: 'signature.initiated',
    key: document.id,
    subjectType: 'signature_document',
    subjectId: document.id,
    payload: {
      lease_id: lease.id,
      pdf_id: input.pdf_id,
      expires_at: document.expires_at.toISOString(),
      signers: requests.map((r) => ({
        signature_request_id: r.id,
        signer_type: r.signer_type,
        person_id: r.person_id,
      })),
    },
  });
  return document;
}

/** The workflow must be startable: otherwise the whole initiate is refused (never half-initiated). */
async function startProcess(deps: SignatureDeps, document: SignatureDocument): Promise<void> {
  try {
    await deps.workflows.startLeaseSignature(processOf(document));
  } catch (error) {
    throw new UnavailableError(
      `The workflow engine did not start the signature (${(error as Error).message}); nothing was changed, try again`,
    );
  }
}

export async function initiateSignature(
  store: Store,
  deps: SignatureDeps,
  leaseId: string,
  input: InitiateInput,
): Promise<SignatureView & { created: boolean }> {
  if (!deps.workflows.enabled) {
    throw new UnavailableError(
      'Electronic signature needs the workflow engine, which is off: install the Temporal CLI (`go install github.com/temporalio/cli/cmd/temporal@v1.5.1`, or see docs/peers.md) and restart, or set TEMPORAL_ADDRESS',
    );
  }
  const result = await store.transaction(async (tx) => {
    const lease = await tx.repo(Lease).getLocked(leaseId);
    const pdf = await tx.repo(LeasePdf).find(input.pdf_id);
    if (!pdf || pdf.lease_id !== lease.id) {
      const error = new NotFoundError('lease PDF', input.pdf_id);
      error.errors.push({ path: 'pdf_id', message: `${input.pdf_id} is not a PDF of this lease`, code: 'not_found' });
      throw error;
    }
    await checkSigners(tx, deps, lease, input.signers);
    const fingerprint = deps.secrets.hash(requestCanonicalForm(input.pdf_id, input.signers));
    if (lease.status === 'PENDING_SIGNATURE') {
      const current = await latestDocumentOf(tx, lease.id);
      if (current?.status === 'SIGNING' && current.request_fingerprint === fingerprint)
        return { document: current, created: false };
      throw new ConflictError(
        'The lease is already under signature with another request; wait for it to end or withdraw it (PUT /leases/{id}/status DRAFT)',
        [],
        { current_status: lease.status, document_signature_id: current?.id ?? null },
      );
    }
    if (lease.status !== 'DRAFT') await applyLeaseStatus(tx, deps, lease.id, 'PENDING_SIGNATURE'); // 409 with the allowed moves
    const document = await createDocument(tx, deps, lease, input, fingerprint);
    await startProcess(deps, document);
    return { document, created: true };
  });
  // The same request again: the process of the existing document runs (starting is idempotent).
  if (!result.created) await startProcess(deps, result.document);
  return { ...(await viewOf(store, result.document)), created: result.created };
}
