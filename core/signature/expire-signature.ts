// The end of an unsigned signature (workflows/lease-signature: at expires_at). Idempotent.
import { afterAmendmentMove } from '../amendments/change-status.js';
import { SYSTEM_PRINCIPAL, lapseAmendment } from '../amendments/expiry.js';
import { refundCredits } from '../credits/credits.js';
import { applyLeaseStatus } from '../leasing/change-lease-status.js';
import type { Store } from '../ports/store.js';
import type { SignatureDeps } from './deps.js';
import { SignatureDocument } from './signature-document.js';
import { isOpen, requestsOf } from './signature-records.js';
import { recordDocumentEvent } from './signature-events.js';
import { type AnySubject, recordSignatureUpdate, subjectOf } from './signing-subject.js';

/**
 * What was signed goes back: a lease to DRAFT, an amendment lapses (EXPIRED) as its timer would
 * (docs/decisions.md 148); a mandate stays DRAFT (300).
 */
async function release(tx: Store, deps: Pick<SignatureDeps, 'clock' | 'ids' | 'events'>, subject: AnySubject) {
  if (subject.mandate) return false;
  const { lease, amendment } = subject;
  if (amendment) return lapseAmendment(tx, amendment, deps.clock.now());
  if (lease.status === 'PENDING_SIGNATURE') await applyLeaseStatus(tx, deps, lease.id, 'DRAFT');
  return false;
}

/**
 * At expiry (the spec leaves it open: docs/decisions.md 67) open requests and the document become
 * EXPIRED, the lease goes back to DRAFT (an amendment lapses), the credit is refunded and
 * `signature.expired` published. A document already over (completed in full, or expired) is left as it is.
 */
export async function expireSignature(
  store: Store,
  deps: Pick<SignatureDeps, 'clock' | 'ids' | 'events' | 'workflows'>,
  documentId: string,
): Promise<boolean> {
  const outcome = await store.transaction(async (tx) => {
    const document = await tx.repo(SignatureDocument).getLocked(documentId);
    const requests = await requestsOf(tx, documentId);
    if (document.status === 'EXPIRED' || requests.every((r) => r.status === 'COMPLETED')) return null;
    const now = deps.clock.now();
    for (const request of requests.filter(isOpen)) request.status = 'EXPIRED';
    const previous = document.status;
    document.status = 'EXPIRED';
    document.expired_at = now;
    const subject = await subjectOf(tx, document, { lock: true });
    const lapsed = await release(tx, deps, subject);
    await refundCredits(tx, deps, { tenantId: document.tenant_id, reference: document.id, note: 'signature expired' });
    const unsigned = requests.filter((r) => r.status === 'EXPIRED').map((r) => r.signer_type);
    await recordDocumentEvent(tx, deps.events, document, { type: 'signature.expired', payload: { unsigned } });
    recordSignatureUpdate(tx, deps.clock, subject, SYSTEM_PRINCIPAL, {
      previous: { document_signature_id: document.id, status: previous },
      next: { document_signature_id: document.id, status: 'EXPIRED', unsigned },
      reason: `unsigned at ${document.expires_at.toISOString()}`,
    });
    // The amendment's own expiry timer ends (it would find the amendment settled anyway).
    if (lapsed && subject.amendment) await afterAmendmentMove(deps, tx, subject.amendment, 'PENDING_SIGNATURE');
    await tx.flush();
    return true;
  });
  return outcome !== null;
}
