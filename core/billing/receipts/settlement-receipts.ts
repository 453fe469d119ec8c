// Receipts follow the money (loi 89-462 art. 21: the landlord gives a tenant who pays a quittance,
// a reçu for a partial payment). A payment allocated to a period marks it `receipts_due`
// (rent-ledger.ts); the settlement's transaction then issues, for each period so marked, the
// receipt of each paying tenant by rent share: the quittance once the period is paid in full, the
// reçu while it is paid in part. After the commit each receipt goes to its tenant by e-mail and the
// mark is cleared. One receipt per tenant, period and kind (a unique key), issued under the lease's
// row lock, so payments at the same moment issue it once; a process that dies before the e-mails
// leaves the mark, and the lease's next settlement sends what is missing (docs/decisions.md). A
// settlement that made more receipts due than a request should render (arrears paid at once) leaves
// them to a PAYMENT_RECEIPTS run, recorded in its transaction (docs/decisions.md 350).
import { Lease, LeaseLessee } from '../../leasing/lease.js';
import { Lessee } from '../../leasing/lessees/lessee.js';
import type { Notification } from '../../ports/notifier.js';
import type { ReceiptsLater } from '../../ports/receipts-later.js';
import type { Store } from '../../ports/store.js';
import { toCents } from '../../shared/money.js';
import { renderPdf } from '../../shared/pdf.js';
import { printDocument } from '../../shared/print-document.js';
import type { BillingDeps } from '../deps.js';
import { frenchDate, frenchEuros } from '../french.js';
import { payingTenants } from '../rent/paying-tenants.js';
import { RentPeriod, RentReceipt } from '../rent/rent.js';
import { PERIOD_ORDER } from '../rent/rent-ledger.js';
import { lesseeName } from '../rent/rent-parties.js';
import type { ReceiptKind } from '../../../contract/vocabulary/billing.js';
import { buildReceipt, receiptDocumentOf, receiptValues } from './receipt-builder.js';

type IssueDeps = Pick<BillingDeps, 'clock' | 'ids' | 'files' | 'pdf' | 'printer' | 'events'>;

/** Art. 21: a period paid in full gives a quittance, a period paid in part a reçu; nothing paid, none. */
export function receiptKindOf(period: Pick<RentPeriod, 'status'>): ReceiptKind | null {
  if (period.status === 'PAID') return 'QUITTANCE';
  return period.status === 'PARTIALLY_PAID' ? 'RECU' : null;
}

/**
 * In `tx`: renders and stores the receipt's PDF (its key added to `stored`, for the caller to remove
 * should the transaction not commit), records the receipt and its `receipt.issued` event.
 */
export async function recordReceipt(
  tx: Store,
  deps: IssueDeps,
  lease: Lease,
  receipt: RentReceipt,
  lessee: Lessee,
  stored: string[],
): Promise<RentReceipt> {
  const { bytes, template } = await printDocument(deps.printer, tx, {
    type: 'RentReceipt',
    lease_id: lease.id,
    values: () => receiptValues(receipt, lessee),
    builtIn: async () => renderPdf(deps.pdf, await receiptDocumentOf(tx, lease, receipt, lessee)),
  });
  Object.assign(receipt, {
    template_id: template?.template_id ?? null,
    template_version: template?.template_version ?? null,
  });
  receipt.storage_key = `${lease.tenant_id}/${lease.id}/receipts/${receipt.id}`;
  receipt.file_name = `${receipt.kind === 'QUITTANCE' ? 'quittance' : 'recu'}-${receipt.period_start}.pdf`;
  receipt.file_size = bytes.byteLength;
  stored.push(receipt.storage_key);
  await deps.files.put(receipt.storage_key, bytes, 'application/pdf');
  tx.repo(RentReceipt).persist(receipt);
  await tx.flush();
  await deps.events.record(tx, {
    tenantId: lease.tenant_id,
    type: 'receipt.issued',
    key: `${receipt.period_id}:${receipt.lessee_id}:${receipt.kind}`,
    subjectType: 'rent_receipt',
    subjectId: receipt.id,
    payload: {
      lease_id: lease.id,
      receipt_id: receipt.id,
      period_id: receipt.period_id,
      lessee_id: receipt.lessee_id,
      kind: receipt.kind,
      period_start: receipt.period_start,
      period_end: receipt.period_end,
      total_amount: receipt.total_amount,
      paid_amount: receipt.paid_amount,
    },
  });
  return receipt;
}

/** The receipts a period owes its paying tenants now, by lessee: the kind its payment state gives. */
async function owedReceipts(tx: Store, period: RentPeriod): Promise<{ lesseeId: string; kind: ReceiptKind }[]> {
  const kind = receiptKindOf(period);
  if (!kind) return [];
  const terms = await tx.repo(LeaseLessee).findAll({ lease_id: period.lease_id });
  return payingTenants(terms, period.period_start).map((p) => ({ lesseeId: p.term.lessee_id, kind }));
}

/**
 * In the settlement's transaction, the lease row locked: the receipts owed by the periods marked
 * due and not yet issued. Answers those it issued.
 */
export async function issueDueReceipts(
  tx: Store,
  deps: IssueDeps,
  lease: Lease,
  stored: string[],
): Promise<RentReceipt[]> {
  const issued: RentReceipt[] = [];
  const due = await tx.repo(RentPeriod).findAll({ lease_id: lease.id, receipts_due: true }, PERIOD_ORDER);
  for (const period of due) {
    for (const owed of await owedReceipts(tx, period)) {
      const existing = await tx
        .repo(RentReceipt)
        .findOne({ period_id: period.id, lessee_id: owed.lesseeId, kind: owed.kind });
      if (existing) continue;
      const lessee = await tx.repo(Lessee).get(owed.lesseeId);
      const receipt = await buildReceipt(tx, deps, lease, period.id, lessee);
      issued.push(await recordReceipt(tx, deps, lease, receipt, lessee, stored));
    }
  }
  return issued;
}

/** The e-mail that carries a receipt to its tenant; once per receipt (the key). */
export function receiptMessage(receipt: RentReceipt, lessee: Lessee, leaseReference: string): Notification {
  const span = `du ${frenchDate(receipt.period_start)} au ${frenchDate(receipt.period_end)}`;
  const paid = frenchEuros(toCents(receipt.paid_amount));
  const quittance = receipt.kind === 'QUITTANCE';
  return {
    tenantId: receipt.tenant_id,
    kind: quittance ? 'rent_quittance' : 'rent_recu',
    channel: 'email',
    recipient: lessee.id,
    recipientId: lessee.id,
    leaseId: receipt.lease_id,
    subject: `${quittance ? 'Quittance de loyer' : 'Reçu de paiement du loyer'} ${span} (bail ${leaseReference})`,
    body:
      `Bonjour ${lesseeName(lessee)},\n\n` +
      (quittance
        ? `Votre loyer de la période ${span} est entièrement payé (${paid} pour votre part). Votre quittance est jointe.`
        : `Nous avons reçu ${paid} sur les ${frenchEuros(toCents(receipt.total_amount))} de votre part du loyer de la période ${span}. ` +
          'Le reçu de ce paiement partiel est joint ; la quittance suivra le paiement complet (loi du 6 juillet 1989, art. 21).'),
    data: {
      lease_id: receipt.lease_id,
      receipt_id: receipt.id,
      period_id: receipt.period_id,
      kind: receipt.kind,
      paid_cents: toCents(receipt.paid_amount),
    },
    attachments: [{ file_name: receipt.file_name, content_type: 'application/pdf', storage_key: receipt.storage_key }],
    idempotencyKey: `rent-receipt:${receipt.id}`,
  };
}

/** Queues the e-mail of each receipt of the period; answers whether the period owes none still unissued. */
async function sendPeriodReceipts(tx: Store, deps: Pick<BillingDeps, 'notifier'>, lease: Lease, period: RentPeriod) {
  const receipts = await tx.repo(RentReceipt).findAll({ period_id: period.id });
  const owed = await owedReceipts(tx, period);
  if (!owed.every((o) => receipts.some((r) => r.lessee_id === o.lesseeId && r.kind === o.kind))) return false;
  for (const receipt of receipts) {
    const lessee = await tx.repo(Lessee).get(receipt.lessee_id);
    await deps.notifier.enqueue(receiptMessage(receipt, lessee, lease.reference_number ?? lease.id));
  }
  return true;
}

/**
 * After the settlement committed: the receipts of the periods marked due go to their tenants (the
 * message key sends each once), and the mark is cleared where every receipt owed is issued; a
 * period marked by a settlement that issued nothing (the reminder process's credit) keeps its mark.
 */
export async function sendDueReceipts(
  store: Store,
  deps: Pick<BillingDeps, 'notifier'>,
  leaseId: string,
): Promise<void> {
  await store.transaction(async (tx) => {
    const lease = await tx.repo(Lease).getLocked(leaseId);
    const due = await tx.repo(RentPeriod).findAll({ lease_id: leaseId, receipts_due: true }, PERIOD_ORDER);
    for (const period of due) {
      if (await sendPeriodReceipts(tx, deps, lease, period)) period.receipts_due = false;
    }
    await tx.flush();
  });
}

/**
 * A settlement renders the receipts of at most this many periods in its request; one that made more
 * due (arrears paid at once) leaves them all to a process of its own (docs/decisions.md 350).
 */
export const RECEIPT_PERIODS_IN_REQUEST = 3;

export interface Settled<R> {
  result: R;
  /** The run that issues the receipts the settlement made due, when it left them to one. */
  receiptsRunId: string | null;
}

/** In `tx`: the process the lease's receipts due are left to, when more than RECEIPT_PERIODS_IN_REQUEST periods owe them. */
async function receiptsRun(tx: Store, later: ReceiptsLater | undefined, leaseId: string): Promise<string | null> {
  if (!later) return null;
  const due = await tx.repo(RentPeriod).count({ lease_id: leaseId, receipts_due: true });
  return due > RECEIPT_PERIODS_IN_REQUEST ? later.leave(tx, [leaseId]) : null;
}

/**
 * A settlement (a payment, a rent call): `work` in one transaction, taking the lease's row lock; the
 * receipts it made due issued in the same transaction and, once it committed, sent. Should the
 * transaction not commit, the PDFs it stored are removed and nothing was issued (a PDF that cannot
 * be produced is a 503 and the payment is not recorded: docs/decisions.md 151). More periods due
 * than RECEIPT_PERIODS_IN_REQUEST, with `receiptsLater` given: their receipts are left, in the same
 * transaction, to the process it records.
 */
export async function settle<R>(
  store: Store,
  deps: IssueDeps & Pick<BillingDeps, 'notifier' | 'receiptsLater'>,
  leaseId: string,
  work: (tx: Store) => Promise<{ lease: Lease; result: R }>,
): Promise<Settled<R>> {
  const stored: string[] = [];
  const settled = await store
    .transaction(async (tx) => {
      const done = await work(tx);
      const receiptsRunId = await receiptsRun(tx, deps.receiptsLater, leaseId);
      if (!receiptsRunId) await issueDueReceipts(tx, deps, done.lease, stored);
      return { result: done.result, receiptsRunId };
    })
    .catch(async (error: unknown) => {
      await Promise.all(stored.map((key) => deps.files.delete(key).catch(() => undefined)));
      throw error;
    });
  if (settled.receiptsRunId) return settled;
  // The settlement stands whatever happens to the e-mails: a failure leaves the mark, and the lease's
  // next settlement sends what is missing.
  await sendDueReceipts(store, deps, leaseId).catch(() => undefined);
  return settled;
}
