// RECEIPTS: the receipts of the period that starts in the run's month, once paid (loi 89-462
// art. 21: a quittance for a period paid in full, a reçu for a partial payment), for each paying
// tenant who has not had that kind yet; built, rendered and recorded with `receipt.issued` as the
// lease's own receipts are (core/billing/receipts/), and e-mailed under the same message keys.
import { LeaseLessee } from '../../leasing/lease.js';
import { Lessee } from '../../leasing/lessees/lessee.js';
import { Lease } from '../../leasing/lease.js';
import { buildReceipt } from '../../billing/receipts/receipt-builder.js';
import { receiptKindOf, receiptMessage, recordReceipt } from '../../billing/receipts/settlement-receipts.js';
import { payingTenants } from '../../billing/rent/paying-tenants.js';
import { RentReceipt } from '../../billing/rent/rent.js';
import { SIGNED_STATUSES } from '../../billing/lease-access.js';
import type { RunDocument } from '../batch-run.js';
import { openedIn } from './run-periods.js';
import { leaseSubjects } from './subjects.js';
import { PARALLEL_LEASE_ITEMS, type RunItemHandler, skipped } from './types.js';

export const receipts: RunItemHandler<Lease> = {
  subjects: leaseSubjects([...SIGNED_STATUSES, 'TERMINATED']),
  // Each item locks its lease alone: items side by side (docs/decisions.md 321).
  concurrency: PARALLEL_LEASE_ITEMS,
  variant: () => '',

  async apply(tx, deps, { run, subject: lease }) {
    const [period] = await openedIn(tx, lease.id, run.period);
    if (!period) return skipped('no_period_opened');
    const kind = receiptKindOf(period);
    if (!kind) return skipped('nothing_paid');
    const terms = await tx.repo(LeaseLessee).findAll({ lease_id: lease.id });
    const documents: RunDocument[] = [];
    // Should the transaction not commit, the PDFs stored are left behind: the retry writes others.
    const stored: string[] = [];
    for (const { term } of payingTenants(terms, period.period_start)) {
      if (await tx.repo(RentReceipt).findOne({ period_id: period.id, lessee_id: term.lessee_id, kind })) continue;
      const lessee = await tx.repo(Lessee).get(term.lessee_id);
      const receipt = await recordReceipt(
        tx,
        deps,
        lease,
        await buildReceipt(tx, deps, lease, period.id, lessee),
        lessee,
        stored,
      );
      documents.push({
        storage_key: receipt.storage_key,
        file_name: `${lease.reference_number ?? lease.id}-${receipt.file_name}`,
      });
    }
    return documents.length > 0 ? { outcome: 'DONE', documents } : skipped('already_issued');
  },

  async messages(store, _deps, _run, item) {
    const keys = new Set(item.documents.map((d) => d.storage_key));
    const lease = await store.repo(Lease).get(item.subject_id);
    const issued = (await store.repo(RentReceipt).findAll({ lease_id: item.subject_id })).filter((r) =>
      keys.has(r.storage_key),
    );
    const messages = [];
    for (const receipt of issued) {
      const lessee = await store.repo(Lessee).get(receipt.lessee_id);
      messages.push(receiptMessage(receipt, lessee, lease.reference_number ?? lease.id));
    }
    return messages;
  },
};
