// Building one tenant's receipt for a period (spec, rent receipts: that tenant's rent_share; rent
// and charges apart, charges by category; loi 89-462 art. 21) and its French document.
import { type Lease, LeaseLessee } from '../../leasing/lease.js';
import { longDate } from '../../leasing/pdf/lease-contract/french.js';
import type { Lessee } from '../../leasing/lessees/lessee.js';
import type { PrintableDocument } from '../../ports/pdf-renderer.js';
import type { Store } from '../../ports/store.js';
import { toDateOnly } from '../../shared/dates.js';
import { BusinessRuleError } from '../../shared/errors.js';
import { fromCents, toCents } from '../../shared/money.js';
import type { BillingDeps } from '../deps.js';
import { frenchEuros } from '../french.js';
import { payingTenants } from '../rent/paying-tenants.js';
import { RentReceipt } from '../rent/rent.js';
import { receiptDocument, receiptKind } from '../rent/rent-documents.js';
import { documentParties, lesseeName } from '../rent/rent-parties.js';
import { periodOf } from '../rent/rent-ledger.js';
import { tenantPortion } from './receipt-split.js';

/** The receipt's amounts for one tenant of the period: 422 when the lessee held no paying share then, or nothing was paid. */
export async function buildReceipt(
  store: Store,
  deps: Pick<BillingDeps, 'clock' | 'ids'>,
  lease: Lease,
  periodId: string,
  lessee: Lessee,
): Promise<RentReceipt> {
  const period = await periodOf(store, lease.id, periodId);
  const terms = await store.repo(LeaseLessee).findAll({ lease_id: lease.id });
  const paying = payingTenants(terms, period.period_start);
  const index = paying.findIndex((p) => p.term.lessee_id === lessee.id);
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
    paying.map((p) => p.share),
    index,
  );
  return Object.assign(new RentReceipt(), {
    id: deps.ids.next(),
    lease_id: lease.id,
    period_id: period.id,
    lessee_id: lessee.id,
    kind: receiptKind(toCents(period.total_amount), toCents(period.paid_amount)),
    period_start: period.period_start,
    period_end: period.period_end,
    rent_share: paying[index].share,
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

/** The receipt as the PdfRenderer's French document. */
export async function receiptDocumentOf(
  store: Store,
  lease: Lease,
  receipt: RentReceipt,
  lessee: Lessee,
): Promise<PrintableDocument> {
  const cents = (amount: number) => toCents(amount);
  return receiptDocument(await documentParties(store, lease), {
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
  });
}

/** The receipt as the RentReceipt template's variables (core/templates/variables.ts): the same facts as its built-in document. */
export function receiptValues(receipt: RentReceipt, lessee: Lessee): Record<string, unknown> {
  return {
    'lessee.name': lesseeName(lessee),
    'receipt.kind': receipt.kind === 'QUITTANCE' ? 'Quittance de loyer' : 'Reçu de paiement partiel de loyer',
    'receipt.period_start': longDate(receipt.period_start),
    'receipt.period_end': longDate(receipt.period_end),
    'receipt.rent': frenchEuros(toCents(receipt.rent_amount)),
    'receipt.charges': frenchEuros(toCents(receipt.charges_amount)),
    'receipt.paid': frenchEuros(toCents(receipt.paid_amount)),
    'receipt.paid_on': longDate(receipt.issued_on),
  };
}
