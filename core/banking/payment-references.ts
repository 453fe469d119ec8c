// The payment reference of each lease (docs/decisions.md 241): given once, the first time it is read
// or an import needs it, and kept; unique per tenant (a taken code moves to the lease's next attempt).
import { Lease } from '../leasing/lease.js';
import type { Store } from '../ports/store.js';
import { LeasePaymentReference } from './bank-records.js';
import { paymentReferenceFor } from './rf-reference.js';

/** The lock under which references are given, so that two givers never pick the same code. */
const GIVING = 'banking:payment-references';

/** In `tx`: gives every lease of `leaseIds` without one its reference; answers each lease's reference. */
export async function ensurePaymentReferences(tx: Store, leaseIds: string[]): Promise<Map<string, string>> {
  await tx.lockName(GIVING);
  // Untracked: only the references given here are inserted (docs/decisions.md 323).
  const existing = await tx.repo(LeasePaymentReference).viewAll({});
  const byLease = new Map(existing.map((row) => [row.lease_id, row.reference]));
  const taken = new Set(existing.map((row) => row.reference));
  for (const leaseId of leaseIds) {
    if (byLease.has(leaseId)) continue;
    let attempt = 0;
    while (taken.has(paymentReferenceFor(leaseId, attempt))) attempt++;
    const reference = paymentReferenceFor(leaseId, attempt);
    taken.add(reference);
    byLease.set(leaseId, reference);
    tx.repo(LeasePaymentReference).persist(
      Object.assign(new LeasePaymentReference(), { lease_id: leaseId, reference }),
    );
  }
  await tx.flush();
  return byLease;
}

/** GET /leases/{id}/payment-reference: the lease's reference, given now if it had none (404 for another tenant's). */
export async function paymentReferenceOf(store: Store, leaseId: string): Promise<LeasePaymentReference> {
  const found = await store.repo(LeasePaymentReference).findOne({ lease_id: leaseId });
  if (found) return found;
  await store.repo(Lease).view(leaseId);
  return store.transaction(async (tx) => {
    await ensurePaymentReferences(tx, [leaseId]);
    return (await tx.repo(LeasePaymentReference).findOne({ lease_id: leaseId }))!;
  });
}
