// The end of an unsigned signature (workflows/lease-signature: at expires_at). Idempotent.
import { refundCredits } from '../credits/credits.js';
import { applyLeaseStatus } from '../leasing/change-lease-status.js';
import { Lease } from '../leasing/lease.js';
import type { Store } from '../ports/store.js';
import type { SignatureDeps } from './deps.js';
import { SignatureDocument } from './signature-document.js';
import { isOpen, requestsOf } from './signature-records.js';

/**
 * At expiry (the spec leaves it open: docs/decisions.md 67) open requests and the document become
 * EXPIRED, the lease goes back to DRAFT, the credit is refunded and `signature.expired` published.
 * A document already over (completed in full, or expired) is left as it is.
 */
export async function expireSignature(
  store: Store,
  deps: Pick<SignatureDeps, 'clock' | 'ids' | 'events'>,
  documentId: string,
): Promise<boolean> {
  return store.transaction(async (tx) => {
    const document = await tx.repo(SignatureDocument).getLocked(documentId);
    const requests = await requestsOf(tx, documentId);
    if (document.status === 'EXPIRED' || requests.every((r) => r.status === 'COMPLETED')) return false;
    const now = deps.clock.now();
    for (const request of requests.filter(isOpen)) request.status = 'EXPIRED';
    document.status = 'EXPIRED';
    document.expired_at = now;
    const lease = await tx.repo(Lease).get(document.lease_id);
    if (lease.status === 'PENDING_SIGNATURE') await applyLeaseStatus(tx, deps, lease.id, 'DRAFT');
    await refundCredits(tx, deps, { tenantId: document.tenant_id, reference: document.id, note: 'signature expired' });
    await deps.events.record(tx, {
      tenantId: document.tenant_id,
      type: 'signature.expired',
      key: document.id,
      subjectType: 'signature_document',
      subjectId: document.id,
      payload: {
        lease_id: document.lease_id,
        unsigned: requests.filter((r) => r.status === 'EXPIRED').map((r) => r.signer_type),
      },
    });
    await tx.flush();
    return true;
  });
}
