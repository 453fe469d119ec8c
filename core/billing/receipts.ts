// Rent receipts (spec, "Rules stated for those areas": rent receipts; loi 89-462 art. 21): one per
// tenant and period and kind, that tenant's share of rent and charges, a quittance when the period
// is paid in full, a reçu when partly; the PDF generated at once through the PdfRenderer.
import { Lease, LeaseLessee } from '../leasing/lease.js';
import { Lessee } from '../leasing/lessee.js';
import { effectiveRentShares } from '../leasing/rent-shares.js';
import type { Store } from '../ports/store.js';
import { type ListInput, pageRequest, requireReference } from '../shared/crud.js';
import { definedCriteria } from '../shared/criteria.js';
import { toDateOnly } from '../shared/dates.js';
import { BusinessRuleError, ConflictError, NotFoundError } from '../shared/errors.js';
import { fromCents, toCents } from '../shared/money.js';
import type { BillingDeps } from './deps.js';
import { type ReceiptKind, RentReceipt } from './rent.js';
import { receiptDocument } from './rent-documents.js';
import { documentParties, lesseeName } from './rent-parties.js';
import { periodOf } from './rent-periods.js';
import { tenantPortion } from './receipt-split.js';

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

  /** The receipt's amounts for one tenant of the period: 422 when the lessee held no paying share then, or nothing was paid. */
  async function build(lease: Lease, periodId: string, lessee: Lessee): Promise<RentReceipt> {
    const period = await periodOf(store, lease.id, periodId);
    const terms = await store.repo(LeaseLessee).findAll({ lease_id: lease.id });
    const shares = effectiveRentShares(terms, period.period_start);
    const paying = terms.filter((t) => shares.has(t.id));
    const index = paying.findIndex((t) => t.lessee_id === lessee.id);
    if (index === -1)
      throw new BusinessRuleError(`Lessee ${lessee.id} held no share of the rent on ${period.period_start}`, [
        { path: 'lessee_id', message: 'not a paying tenant of the lease for this period', code: 'not_a_tenant' },
      ]);
    if (toCents(period.paid_amount) === 0)
      throw new BusinessRuleError('Nothing was paid for this period: there is nothing to give a receipt for', [
        { path: 'period_id', message: 'the period is unpaid', code: 'nothing_paid' },
      ]);
    const portion = tenantPortion(
      {
        rent_cents: toCents(period.rent_amount),
        charges: period.charges.map((c) => ({ category: c.category, cents: toCents(c.amount) })),
        paid_cents: toCents(period.paid_amount),
      },
      paying.map((t) => shares.get(t.id)!),
      index,
    );
    return Object.assign(new RentReceipt(), {
      id: deps.ids.next(),
      lease_id: lease.id,
      period_id: period.id,
      lessee_id: lessee.id,
      kind: period.status === 'PAID' ? 'QUITTANCE' : 'RECU',
      period_start: period.period_start,
      period_end: period.period_end,
      rent_share: shares.get(paying[index].id)!,
      rent_amount: fromCents(portion.rent_cents),
      charges_amount: fromCents(portion.charges_cents),
      charges: portion.charges.map((c) => ({ category: c.category, amount: fromCents(c.cents) })),
      total_amount: fromCents(portion.total_cents),
      paid_amount: fromCents(portion.paid_cents),
      paid_rent_amount: fromCents(portion.paid_rent_cents),
      paid_charges_amount: fromCents(portion.paid_charges_cents),
      issued_on: toDateOnly(deps.clock.now()),
    });
  }

  async function render(lease: Lease, receipt: RentReceipt, lessee: Lessee): Promise<Uint8Array> {
    const cents = (amount: number) => toCents(amount);
    return deps.pdf.render(
      receiptDocument(await documentParties(store, lease), {
        kind: receipt.kind,
        tenant: { name: lesseeName(lessee), address: null },
        rent_share: receipt.rent_share,
        period_start: receipt.period_start,
        period_end: receipt.period_end,
        rent_cents: cents(receipt.rent_amount),
        charges: receipt.charges.map((c) => ({ category: c.category, cents: cents(c.amount) })),
        charges_cents: cents(receipt.charges_amount),
        total_cents: cents(receipt.total_amount),
        paid_cents: cents(receipt.paid_amount),
        paid_rent_cents: cents(receipt.paid_rent_amount),
        paid_charges_cents: cents(receipt.paid_charges_amount),
        issued_on: receipt.issued_on,
      }),
    );
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
      const receipt = await build(lease, input.period_id, lessee);
      const duplicate = await store
        .repo(RentReceipt)
        .findOne({ period_id: receipt.period_id, lessee_id: lessee.id, kind: receipt.kind });
      if (duplicate)
        throw new ConflictError(
          `A ${receipt.kind} of this period was already issued to lessee ${lessee.id}`,
          [{ path: 'lessee_id', message: 'one receipt per tenant, period and kind', code: 'duplicate_receipt' }],
          { receipt_id: duplicate.id },
        );
      const bytes = await render(lease, receipt, lessee);
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
