// Rent receipts (spec, "Rules stated for those areas": rent receipts; loi 89-462 art. 21): one per
// tenant and period and kind, that tenant's share of rent and charges, a quittance when the period
// is paid in full, a reçu when partly; the PDF generated at once through the PdfRenderer. A payment
// issues them by itself (settlement-receipts.ts); this one is asked for.
import { Lease } from '../../leasing/lease.js';
import { Lessee } from '../../leasing/lessees/lessee.js';
import type { Store } from '../../ports/store.js';
import { type ListInput, pageRequest, requireReference } from '../../shared/crud.js';
import { definedCriteria } from '../../shared/criteria.js';
import { ConflictError, NotFoundError } from '../../shared/errors.js';
import type { BillingDeps } from '../deps.js';
import { RentReceipt } from '../rent/rent.js';
import type { ReceiptKind } from '../../../contract/vocabulary/billing.js';
import { buildReceipt } from './receipt-builder.js';
import { receiptMessage, recordReceipt } from './settlement-receipts.js';

export interface ReceiptListInput extends ListInput {
  period_id?: string;
  lessee_id?: string;
  kind?: ReceiptKind;
}

export function receiptUseCases(
  store: Store,
  deps: Pick<BillingDeps, 'clock' | 'ids' | 'files' | 'pdf' | 'events' | 'notifier'>,
) {
  async function get(leaseId: string, receiptId: string): Promise<RentReceipt> {
    await store.repo(Lease).get(leaseId);
    const receipt = await store.repo(RentReceipt).find(receiptId);
    if (!receipt || receipt.lease_id !== leaseId) throw new NotFoundError('rent receipt', receiptId);
    return receipt;
  }

  return {
    async list(leaseId: string, input: ReceiptListInput) {
      await store.repo(Lease).get(leaseId);
      return store.repo(RentReceipt).list(
        {
          lease_id: leaseId,
          ...definedCriteria({ period_id: input.period_id, lessee_id: input.lessee_id, kind: input.kind }),
        },
        pageRequest(input, [{ field: 'period_start', direction: 'desc' }]),
      );
    },
    get,

    /**
     * Builds the receipt, stores its PDF and records it with its event, under the lease's row lock (a
     * settlement issuing the same receipt waits: one of them is a 409); the tenant gets it by e-mail.
     */
    async create(leaseId: string, input: { period_id: string; lessee_id: string }): Promise<RentReceipt> {
      const stored: string[] = [];
      const { receipt, lessee, lease } = await store
        .transaction(async (tx) => {
          const lease = await tx.repo(Lease).getLocked(leaseId);
          const lessee = await requireReference(tx, Lessee, input.lessee_id, 'lessee_id');
          const receipt = await buildReceipt(tx, deps, lease, input.period_id, lessee);
          const duplicate = await tx
            .repo(RentReceipt)
            .findOne({ period_id: receipt.period_id, lessee_id: lessee.id, kind: receipt.kind });
          if (duplicate)
            throw new ConflictError(
              `A ${receipt.kind} of this period was already issued to lessee ${lessee.id}`,
              [{ path: 'lessee_id', message: 'one receipt per tenant, period and kind', code: 'duplicate_receipt' }],
              { receipt_id: duplicate.id },
            );
          return { receipt: await recordReceipt(tx, deps, lease, receipt, lessee, stored), lessee, lease };
        })
        .catch(async (error: unknown) => {
          await Promise.all(stored.map((key) => deps.files.delete(key).catch(() => undefined)));
          throw error;
        });
      await deps.notifier.enqueue(receiptMessage(receipt, lessee, lease.reference_number ?? lease.id));
      return receipt;
    },

    async download(leaseId: string, receiptId: string): Promise<{ receipt: RentReceipt; bytes: Uint8Array }> {
      const receipt = await get(leaseId, receiptId);
      const bytes = await deps.files.get(receipt.storage_key);
      if (!bytes) throw new NotFoundError('file of rent receipt', receiptId);
      return { receipt, bytes };
    },
  };
}
