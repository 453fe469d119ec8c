// The webhook receiver's work (spec, Webhook receiver and Events 3; docs/decisions.md 131): a
// verified provider event is logged once per event id, and a paid checkout credits its purchase
// once, in the same transaction as the log row, with a `credits.purchased` domain event.
import type { PaymentEvent } from '../ports/payment-provider.js';
import type { Store } from '../ports/store.js';
import { fromCents, toCents } from '../shared/money.js';
import { addPurchasedCredits } from './credits.js';
import type { PaymentEventOutcome } from '../../contract/vocabulary/credits.js';
import { CreditPurchase, PaymentEventRecord } from './credit-purchase.js';
import type { CreditsDeps } from './deps.js';

export interface Receipt {
  /** An event already received (a replay or a concurrent duplicate): nothing was done. */
  duplicate: boolean;
  /** What was done; null for a replay or an event no purchase of ours explains (not logged). */
  outcome: PaymentEventOutcome | null;
}

/** What a paid checkout does to its purchase (pure). */
export function checkoutOutcome(purchase: CreditPurchase, event: PaymentEvent): PaymentEventOutcome {
  if (!event.paidCheckout) return event.type.startsWith('checkout.session.') ? 'UNPAID' : 'LOGGED';
  if (purchase.status === 'PAID') return 'ALREADY_CREDITED';
  const amountAgrees = event.amountCents === null || event.amountCents === toCents(purchase.amount);
  const currencyAgrees = event.currency === null || event.currency.toUpperCase() === purchase.currency;
  return amountAgrees && currencyAgrees ? 'CREDITED' : 'AMOUNT_MISMATCH';
}

export async function receivePaymentEvent(
  deps: Pick<CreditsDeps, 'stores' | 'ids' | 'clock' | 'events' | 'payments'>,
  event: PaymentEvent,
): Promise<Receipt> {
  const found = event.purchaseId ? await deps.stores.system().repo(CreditPurchase).find(event.purchaseId) : null;
  if (!found) return { duplicate: false, outcome: null };
  const store = deps.stores.forTenant(found.tenant_id);
  return store.transaction(async (tx) => {
    // The ledger lock serialises the tenant's receipts: a concurrent duplicate waits, then sees the
    // first one's log row (a new statement sees what committed before it).
    await tx.lockName(`credits:${found.tenant_id}`);
    const log = tx.repo(PaymentEventRecord);
    const provider = deps.payments?.name ?? found.provider;
    if (await log.findOne({ provider, provider_event_id: event.id })) return { duplicate: true, outcome: null };
    const purchase = await tx.repo(CreditPurchase).getLocked(found.id);
    const outcome = checkoutOutcome(purchase, event);
    log.persist(
      Object.assign(new PaymentEventRecord(), {
        id: deps.ids.next(),
        provider,
        provider_event_id: event.id,
        type: event.type,
        purchase_id: purchase.id,
        amount: event.amountCents === null ? null : fromCents(event.amountCents),
        currency: event.currency?.toUpperCase() ?? null,
        outcome,
      }),
    );
    if (outcome === 'CREDITED') await credit(tx, deps, purchase, event);
    await tx.flush();
    return { duplicate: false, outcome };
  });
}

async function credit(
  tx: Store,
  deps: Pick<CreditsDeps, 'ids' | 'clock' | 'events'>,
  purchase: CreditPurchase,
  event: PaymentEvent,
): Promise<void> {
  purchase.status = 'PAID';
  purchase.paid_at = deps.clock.now();
  await addPurchasedCredits(tx, deps, {
    tenantId: purchase.tenant_id,
    credits: purchase.credits,
    reference: purchase.id,
    note: `purchase ${purchase.id} (${purchase.provider} ${event.sessionId ?? purchase.session_id})`,
  });
  await deps.events.record(tx, {
    tenantId: purchase.tenant_id,
    type: 'credits.purchased',
    key: purchase.id,
    subjectType: 'credit_purchase',
    subjectId: purchase.id,
    payload: {
      purchase_id: purchase.id,
      package_id: purchase.package_id,
      credits: purchase.credits,
      amount: purchase.amount,
      currency: purchase.currency,
    },
  });
}
