// POST /leases/{lease_id}/amendments/{amendment_id}/signature/initiate (docs/decisions.md 148): the
// lease's signature process on a PDF of the amendment. A VALIDATED amendment moves to
// PENDING_SIGNATURE through its own status path (core/amendments/change-status.ts: history entry,
// SIGNATURE_REQUIRED notifications, expiry timer), and its requests expire with it (expires_at).
import { amendmentOf } from '../amendments/access.js';
import { assertPdfStatesAmendment } from '../amendments/amendment-pdf.js';
import { moveAmendment } from '../amendments/change-status.js';
import { assertAmendmentMove } from '../amendments/status-machine.js';
import type { Store } from '../ports/store.js';
import { ConflictError } from '../shared/errors.js';
import type { SignatureDeps } from './deps.js';
import { type InitiatedSignature, initiateFor, pdfNotFound } from './initiate-signature.js';
import type { InitiateInput } from './signature-creation.js';

export async function initiateAmendmentSignature(
  store: Store,
  deps: SignatureDeps,
  actor: { keyId: string },
  target: { leaseId: string; amendmentId: string },
  input: InitiateInput,
): Promise<InitiatedSignature> {
  return initiateFor(
    store,
    deps,
    async (tx) => {
      const { lease, amendment } = await amendmentOf(tx, target.leaseId, target.amendmentId, { lock: true });
      return {
        lease,
        amendment,
        underSignature: amendment.status === 'PENDING_SIGNATURE',
        keyId: actor.keyId,
        async checkPdf(pdf) {
          if (!pdf || pdf.amendment_id !== amendment.id) {
            const error = pdfNotFound(input.pdf_id);
            error.errors[0].message = `${input.pdf_id} is not a PDF of this amendment`;
            throw error;
          }
          if (amendment.status === 'PENDING_SIGNATURE') return;
          assertAmendmentMove(amendment.status, 'PENDING_SIGNATURE'); // 409 with the allowed moves, before the PDF
          await assertPdfStatesAmendment(tx, deps, { lease, amendment }, pdf);
        },
        async toPending() {
          await moveAmendment(tx, deps, actor, { lease, amendment }, { status: 'PENDING_SIGNATURE' });
        },
        // The requests lapse with the amendment (set by the move to PENDING_SIGNATURE).
        expiresAt: () => amendment.expires_at!,
        busy: (current) =>
          new ConflictError(
            current?.status === 'SIGNING'
              ? 'The amendment is already under signature with another request; wait for it to end'
              : 'The amendment awaits signatures gathered outside this service (moved to PENDING_SIGNATURE by PUT .../status)',
            [],
            { current_status: amendment.status, document_signature_id: current?.id ?? null },
          ),
      };
    },
    input,
  );
}
