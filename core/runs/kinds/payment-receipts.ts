// PAYMENT_RECEIPTS (docs/decisions.md 320, 350): the receipts owed by payments recorded without
// them, a bank import's, which records this run scoped to the leases it paid in its last
// transaction, or one payment's of more than 3 periods, which records it for its lease. A
// payment marks each period it went to `receipts_due` (core/billing/rent/rent-ledger.ts); the item
// issues, under the lease's row lock, the receipts those periods owe and that are not issued yet, as
// a payment's own settlement does (core/billing/receipts/settlement-receipts.ts: loi 89-462 art. 21),
// and once committed sends them and clears the marks. Each run's items are its own (the variant is
// the run's id): a lease paid by two imports of one month gets the receipts of each.
import { Lease } from '../../leasing/lease.js';
import { SIGNED_STATUSES } from '../../billing/lease-access.js';
import { issueDueReceipts, sendDueReceipts } from '../../billing/receipts/settlement-receipts.js';
import { leaseSubjects } from './subjects.js';
import { PARALLEL_LEASE_ITEMS, type RunItemHandler, skipped } from './types.js';

export const paymentReceipts: RunItemHandler<Lease> = {
  subjects: leaseSubjects([...SIGNED_STATUSES, 'TERMINATED']),
  // Each item locks its lease alone: items side by side (docs/decisions.md 321).
  concurrency: PARALLEL_LEASE_ITEMS,
  variant: (run) => run.id,

  async apply(tx, deps, { subject }) {
    const lease = await tx.repo(Lease).getLocked(subject.id);
    // Should the transaction not commit, the PDFs stored are left behind: the retry writes others.
    const issued = await issueDueReceipts(tx, deps, lease, []);
    if (issued.length === 0) return skipped('nothing_due');
    const reference = lease.reference_number ?? lease.id;
    return {
      outcome: 'DONE',
      documents: issued.map((r) => ({ storage_key: r.storage_key, file_name: `${reference}-${r.file_name}` })),
    };
  },

  /** The receipts go by the lease's settlement e-mails (their keys send each once), the marks cleared. */
  async messages(store, deps, _run, item) {
    await sendDueReceipts(store, deps, item.subject_id);
    return [];
  },
};
