// POST /leases/{id}/payments (spec, payments): allocated to the oldest open periods at once, what is
// left kept as credit for the periods to come; the escalation of the periods it completes stops, and
// the receipts of the periods it went to are issued and sent (receipts/settlement-receipts.ts).
import type { DomainEvent } from '../../ports/event-outbox.js';
import type { Store } from '../../ports/store.js';
import { compareDates, toDateOnly } from '../../shared/dates.js';
import { BusinessRuleError, type FieldError } from '../../shared/errors.js';
import type { BillingDeps } from '../deps.js';
import { leaseIn } from '../lease-access.js';
import { type PaymentMethod, TENANCY_STATUSES } from '../../../contract/vocabulary/leasing.js';
import { type RecordedPayment, paymentView } from './payment-view.js';
import { RentPayment, type RentPeriod } from './rent.js';
import { applyCredit, openDuePeriods } from './rent-ledger.js';
import { RENT_DUE_STATUSES } from './rent-periods.js';
import { settle } from '../receipts/settlement-receipts.js';
import type { Lease } from '../../leasing/lease.js';

export interface NewPayment {
  amount: number;
  paid_on: string;
  method: PaymentMethod;
  payer: string;
  reference?: string | null;
}

/**
 * Money is received from signature on, arrears included after the lease ended (409 for a draft or an
 * unsigned lease); answers the run that issues its receipts when it left them to one.
 */
export async function recordPayment(
  store: Store,
  deps: Pick<
    BillingDeps,
    'clock' | 'ids' | 'files' | 'pdf' | 'workflows' | 'events' | 'notifier' | 'collections' | 'receiptsLater'
  >,
  leaseId: string,
  input: NewPayment,
): Promise<RecordedPayment & { receipts_run_id: string | null }> {
  const settled = await settle(store, deps, leaseId, async (tx) => {
    const { lease, payment, paid } = await recordInTransaction(tx, deps, leaseId, input);
    return { lease, result: await paymentView(tx, payment, paid) };
  });
  return { ...settled.result, receipts_run_id: settled.receiptsRunId };
}

/**
 * In `tx`: the payment, its allocation and its event as `recordPayment` records them, but no receipt:
 * the periods it paid stay marked `receipts_due` for a process that issues them afterwards (a bank
 * import's PAYMENT_RECEIPTS run: docs/decisions.md 320).
 */
export async function recordPaymentReceiptsLater(
  tx: Store,
  deps: Pick<BillingDeps, 'clock' | 'workflows' | 'events' | 'collections'>,
  leaseId: string,
  input: NewPayment,
): Promise<RentPayment> {
  return (await recordInTransaction(tx, deps, leaseId, input)).payment;
}

/** A payment is received from the lease's start (arrears included after its end), never ahead of today. */
export function paymentErrors(lease: Lease, input: NewPayment, today: string): FieldError[] {
  const errors: FieldError[] = [];
  if (compareDates(input.paid_on, lease.start_date) < 0)
    errors.push({
      path: 'paid_on',
      message: `paid_on is before the lease starts (${lease.start_date})`,
      code: 'out_of_lease',
    });
  if (compareDates(input.paid_on, today) > 0)
    errors.push({ path: 'paid_on', message: 'paid_on is in the future', code: 'future_date' });
  return errors;
}

/** The payment, its allocation and its event, in `tx` under the lease's row lock; answers the periods it paid in full. */
async function recordInTransaction(
  tx: Store,
  deps: Pick<BillingDeps, 'clock' | 'workflows' | 'events' | 'collections'>,
  leaseId: string,
  input: NewPayment,
): Promise<{ lease: Lease; payment: RentPayment; paid: RentPeriod[] }> {
  const today = () => toDateOnly(deps.clock.now());
  const lease = await leaseIn(tx, leaseId, TENANCY_STATUSES, 'Recording a payment', { lock: true });
  const errors = paymentErrors(lease, input, today());
  if (errors.length > 0) throw new BusinessRuleError(errors.map((e) => e.message).join('; '), errors);
  if ((RENT_DUE_STATUSES as readonly string[]).includes(lease.status)) await openDuePeriods(tx, lease, today());
  const payment = Object.assign(new RentPayment(), {
    lease_id: leaseId,
    amount: input.amount,
    paid_on: input.paid_on,
    method: input.method,
    payer: input.payer,
    reference: input.reference ?? null,
  });
  tx.repo(RentPayment).persist(payment);
  await tx.flush();
  const paid = await applyCredit(tx, leaseId);
  await afterAllocations(tx, deps, [{ payment, paid }]);
  return { lease, payment, paid };
}

/** `payment.received`, with the periods the payment paid in full (docs/decisions.md 134). */
function paymentReceived(payment: RentPayment, paid: RentPeriod[]): DomainEvent {
  return {
    tenantId: payment.tenant_id,
    type: 'payment.received',
    key: payment.id,
    subjectType: 'rent_payment',
    subjectId: payment.id,
    payload: {
      lease_id: payment.lease_id,
      payment_id: payment.id,
      amount: payment.amount,
      paid_on: payment.paid_on,
      paid_periods: paid.map((period) => period.id),
    },
  };
}

/**
 * In `tx`, once payments (each of a lease of its own) are allocated: the owners' accounts, then
 * `payment.received` of each, written together, then the escalation of the periods paid stopped.
 */
export async function afterAllocations(
  tx: Store,
  deps: Pick<BillingDeps, 'workflows' | 'events' | 'collections'>,
  done: { payment: RentPayment; paid: RentPeriod[] }[],
): Promise<void> {
  // A managed lot's collections flow into the owner's account in this transaction (issue 35).
  await deps.collections?.allocated(
    tx,
    done.map(({ payment }) => payment.lease_id),
  );
  // Published for outbound webhooks (docs/decisions.md 134).
  await deps.events.recordAll(
    tx,
    done.map(({ payment, paid }) => paymentReceived(payment, paid)),
  );
  // The escalation of the paid periods stops at once (it also reads each period again before every
  // step: docs/decisions.md, "Rent reminders").
  if (!deps.workflows.enabled) return;
  for (const { payment, paid } of done)
    if (paid.length > 0)
      await deps.workflows.in(tx).rentPaid({
        tenantId: payment.tenant_id,
        leaseId: payment.lease_id,
        periodIds: paid.map((period) => period.id),
      });
}
