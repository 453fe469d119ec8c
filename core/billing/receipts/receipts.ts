// Rent receipts (spec, "Rules stated for those areas": rent receipts; loi 89-462 art. 21): one per
// tenant and period and kind, that tenant's share of rent and charges, a quittance when the period
// is paid in full, a reçu when partly; the PDF generated at once through the PdfRenderer.
import { Lease } from '../../leasing/lease.js';
import { Lessee } from '../../leasing/lessees/lessee.js';
import type { Store } from '../../ports/store.js';
import { type ListInput, pageRequest, requireReference } from '../../shared/crud.js';
import { definedCriteria } from '../../shared/criteria.js';
import { ConflictError, NotFoundError } from '../../shared/errors.js';
import type { BillingDeps } from '../deps.js';
import { type ReceiptKind, RentReceipt } from '../rent/rent.js';
import { buildReceipt, renderReceipt } from './receipt-builder.js';

export interface ReceiptListInput extends ListInput {
  period_id?: string;
  lessee_id?: string;
  kind?: ReceiptKind;
}

export function receiptUseCases(store: Store, deps: Pick<BillingDeps, 'clock' | 'ids' | 'files' | 'pdf'>) {
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

    /** Builds the receipt, renders and stores its PDF, then inserts its row; a failed insert removes the file. */
    async create(leaseId: string, input: { period_id: string; lessee_id: string }): Promise<RentReceipt> {
      const lease = await store.repo(Lease).get(leaseId);
      const lessee = await requireReference(store, Lessee, input.lessee_id, 'lessee_id');
      const receipt = await buildReceipt(store, deps, lease, input.period_id, lessee);
      const duplicate = await store
        .repo(RentReceipt)
        .findOne({ period_id: receipt.period_id, lessee_id: lessee.id, kind: receipt.kind });
      if (duplicate)
        throw new ConflictError(
          `A ${receipt.kind} of this period was already issued to lessee ${lessee.id}`,
          [{ path: 'lessee_id', message: 'one receipt per tenant, period and kind', code: 'duplicate_receipt' }],
          { receipt_id: duplicate.id },
        );
      const bytes = await renderReceipt(store, deps, lease, receipt, lessee);
      receipt.storage_key = `${lease.tenant_id}/${lease.id}/receipts/${receipt.id}`;
      receipt.file_name = `${receipt.kind === 'QUITTANCE' ? 'quittance' : 'recu'}-${receipt.period_start}.pdf`;
      receipt.file_size = bytes.byteLength;
      await deps.files.put(receipt.storage_key, bytes, 'application/pdf');
      try {
        store.repo(RentReceipt).persist(receipt);
        await store.flush();
      } catch (error) {
        await deps.files.delete(receipt.storage_key);
        throw error;
      }
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
