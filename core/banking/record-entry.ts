// A credit recorded as a rent payment on a lease (docs/decisions.md 244): by the billing use case,
// allocation and receipts as for any payment, in the same transaction as the entry's change, under
// the entry's row lock, so that a credit is never paid twice. A payment the lease refuses (a draft,
// a date before it starts) sends the entry to the queue with the refusal. An import's sure matches
// leave their receipts to the run the import records (`receiptsLater`: docs/decisions.md 320).
import { recordPayment, recordPaymentReceiptsLater } from '../billing/rent/record-payment.js';
import type { Store } from '../ports/store.js';
import { DomainError } from '../shared/errors.js';
import { fromCents, toCents } from '../shared/money.js';
import type { MatchMethod } from '../../contract/vocabulary/banking.js';
import { BankEntry } from './bank-records.js';
import type { BankingDeps } from './deps.js';

export interface Settlement {
  entryId: string;
  leaseId: string;
  method: MatchMethod;
  /** The match's score; for an assignment, the lease's score among the candidates, if it was one. */
  confidence: number | null;
}

/** The payment of an entry: its amount on its booking day, by transfer, from its payer. */
export function paymentOf(entry: BankEntry) {
  return {
    amount: fromCents(toCents(entry.amount)),
    paid_on: entry.booked_on,
    method: 'VIREMENT_BANCAIRE' as const,
    payer: (entry.payer_name ?? 'Virement').slice(0, 255),
    reference: (entry.remittance ?? entry.entry_key).slice(0, 255),
  };
}

/** The entry paid by the settlement: MATCHED (at import) or ASSIGNED (from the queue), out of the queue. */
export function markPaid(entry: BankEntry, settlement: Settlement, paymentId: string): void {
  Object.assign(entry, {
    status: settlement.method === 'MANUAL' ? 'ASSIGNED' : 'MATCHED',
    queue_reason: null,
    match_method: settlement.method,
    confidence: settlement.confidence,
    lease_id: settlement.leaseId,
    payment_id: paymentId,
    note: null,
  });
}

/**
 * Records the entry's payment on the lease and marks it MATCHED (at import) or ASSIGNED (from the
 * queue); with `receiptsLater`, the periods it paid stay marked for their receipts. Answers false
 * when the lease refused the payment: the entry is then queued with the reason. An entry already
 * paid is left as it is (true).
 */
export async function recordEntryPayment(
  store: Store,
  deps: BankingDeps,
  settlement: Settlement,
  receiptsLater = false,
): Promise<boolean> {
  try {
    await store.transaction(async (tx) => {
      const entry = await tx.repo(BankEntry).getLocked(settlement.entryId);
      if (entry.payment_id) return;
      const payment = receiptsLater
        ? await recordPaymentReceiptsLater(tx, deps, settlement.leaseId, paymentOf(entry))
        : (await recordPayment(tx, deps, settlement.leaseId, paymentOf(entry))).payment;
      markPaid(entry, settlement, payment.id);
      await tx.flush();
    });
    return true;
  } catch (error) {
    if (!(error instanceof DomainError) || error.kind === 'unavailable') throw error;
    if (settlement.method === 'MANUAL') throw error;
    await store.transaction(async (tx) => {
      const entry = await tx.repo(BankEntry).getLocked(settlement.entryId);
      Object.assign(entry, { status: 'QUEUED', queue_reason: 'PAYMENT_REFUSED', note: error.message.slice(0, 1000) });
      await tx.flush();
    });
    return false;
  }
}
