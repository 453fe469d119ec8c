// POST /leases/{lease_id}/signature/initiate (spec, "Electronic signature"): in one transaction the
// signature document (SIGNING, with the event id of its `signature.initiated` event), one PENDING
// request per signer, the lease DRAFT -> PENDING_SIGNATURE, one credit consumed, the event and the
// start of the workflow, sent to the engine once committed (docs/decisions.md 68, 202). An amendment
// is initiated through the same steps (initiate-amendment-signature.ts, docs/decisions.md 148).
import { applyLeaseStatus } from '../leasing/change-lease-status.js';
import { Lease } from '../leasing/lease.js';
import { LeasePdf } from '../leasing/pdf/lease-pdf.js';
import type { Store } from '../ports/store.js';
import { ConflictError, NotFoundError, UnavailableError } from '../shared/errors.js';
import type { SignatureDeps } from './deps.js';
import type { SignatureDocument } from './signature-document.js';
import { type InitiateInput, type SignatureCandidate, checkSigners, createDocument } from './signature-creation.js';
import { type SignatureView, latestDocumentOf, processOf, viewOf } from './signature-records.js';
import { requestCanonicalForm } from './signers.js';

const DAY_MS = 86_400_000;

/** What an initiate answers: the signature, and whether this call created it (false: a replay). */
export type InitiatedSignature = SignatureView & { created: boolean };

/** The document's process, recorded with it: started once the transaction has committed (never half-initiated). */
async function startProcess(deps: SignatureDeps, tx: Store, document: SignatureDocument): Promise<void> {
  await deps.workflows.in(tx).startLeaseSignature(processOf(document));
}

/** The steps every initiate takes, whatever is signed; `open` locks and reads the subject. */
export async function initiateFor(
  store: Store,
  deps: SignatureDeps,
  open: (tx: Store) => Promise<SignatureCandidate>,
  input: InitiateInput,
): Promise<InitiatedSignature> {
  if (!deps.workflows.enabled) {
    throw new UnavailableError(
      'Electronic signature needs the workflow engine, which is off: install the Temporal CLI (`go install github.com/temporalio/cli/cmd/temporal@v1.5.1`, or see docs/peers.md) and restart, or set TEMPORAL_ADDRESS',
    );
  }
  const result = await store.transaction(async (tx) => {
    const candidate = await open(tx);
    await candidate.checkPdf(await tx.repo(LeasePdf).find(input.pdf_id));
    await checkSigners(tx, deps, candidate.lease, input.signers);
    const fingerprint = deps.secrets.hash(requestCanonicalForm(input.pdf_id, input.signers));
    if (candidate.underSignature) {
      const current = await latestDocumentOf(tx, candidate.lease.id, candidate.amendment?.id ?? null);
      if (current?.status === 'SIGNING' && current.request_fingerprint === fingerprint) {
        // The same request again: the process of the existing document runs (starting is idempotent).
        await startProcess(deps, tx, current);
        return { document: current, created: false };
      }
      throw candidate.busy(current);
    }
    const document = await createDocument(tx, deps, candidate, input, fingerprint);
    await startProcess(deps, tx, document);
    return { document, created: true };
  });
  return { ...(await viewOf(store, result.document)), created: result.created };
}

/** A PDF of another lease (or none) is a 404 naming pdf_id. */
export function pdfNotFound(pdfId: string): NotFoundError {
  const error = new NotFoundError('lease PDF', pdfId);
  error.errors.push({ path: 'pdf_id', message: `${pdfId} is not a PDF of this lease`, code: 'not_found' });
  return error;
}

export async function initiateSignature(
  store: Store,
  deps: SignatureDeps,
  actor: { keyId: string },
  leaseId: string,
  input: InitiateInput,
): Promise<InitiatedSignature> {
  return initiateFor(
    store,
    deps,
    async (tx) => {
      const lease = await tx.repo(Lease).getLocked(leaseId);
      return {
        lease,
        amendment: null,
        underSignature: lease.status === 'PENDING_SIGNATURE',
        keyId: actor.keyId,
        async checkPdf(pdf) {
          if (!pdf || pdf.lease_id !== lease.id) throw pdfNotFound(input.pdf_id);
        },
        async toPending() {
          await applyLeaseStatus(tx, deps, lease.id, 'PENDING_SIGNATURE'); // 409 with the allowed moves
        },
        expiresAt: (now) => new Date(now.getTime() + deps.settings.expiryDays * DAY_MS),
        busy: (current) =>
          new ConflictError(
            'The lease is already under signature with another request; wait for it to end or withdraw it (PUT /leases/{id}/status DRAFT)',
            [],
            { current_status: lease.status, document_signature_id: current?.id ?? null },
          ),
      };
    },
    input,
  );
}
