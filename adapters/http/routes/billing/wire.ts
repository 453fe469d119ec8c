// Billing records to JSON bodies: amounts in euros from the cents core computes.
import type { DepositRetention } from '../../../../core/billing/deposits/deposit.js';
import { provisionSettlementDue } from '../../../../core/billing/deposits/deposit-rules.js';
import type { DepositView } from '../../../../core/billing/deposits/deposit-view.js';
import type { RecordedPayment } from '../../../../core/billing/rent/payment-view.js';
import type { RentPeriod, RentReceipt } from '../../../../core/billing/rent/rent.js';
import { fromCents, toCents } from '../../../../core/shared/money.js';
import type { View } from '../../../../core/ports/store.js';
import { wire } from '../../wire.js';

export function retentionWire(retention: DepositRetention | View<DepositRetention>) {
  const provision = retention.category === 'CHARGES_PROVISION';
  return {
    ...wire(retention),
    settlement_due_on:
      provision && retention.accounts_approved_on ? provisionSettlementDue(retention.accounts_approved_on) : null,
    refund_due:
      provision && retention.settled_amount !== null
        ? fromCents(toCents(retention.amount) - toCents(retention.settled_amount))
        : null,
  };
}

export function depositWire(view: DepositView) {
  const { figures } = view;
  return {
    ...wire(view.deposit),
    max_amount: figures.max_cents === null ? null : fromCents(figures.max_cents),
    days_left: figures.days_left,
    days_late: figures.days_late,
    late_periods: figures.late_periods,
    retained_amount: fromCents(figures.retained_cents),
    balance_due: fromCents(figures.balance_cents),
    penalty_due_now: fromCents(figures.penalty_cents),
    penalty_recorded: fromCents(figures.penalty_recorded_cents),
    total_owed_to_tenant: fromCents(figures.amount_due_cents),
    still_owed_to_tenant: fromCents(figures.outstanding_cents ?? figures.amount_due_cents),
    amount_due_now: fromCents(figures.amount_due_cents),
    outstanding_amount: figures.outstanding_cents === null ? null : fromCents(figures.outstanding_cents),
    retentions: view.retentions.map(retentionWire),
    penalty_accruals: view.accruals.map(({ period_number, period_start, amount }) => ({
      period_number,
      period_start,
      amount,
    })),
  };
}

export function periodWire(period: RentPeriod | View<RentPeriod>) {
  return { ...wire(period), remaining_amount: fromCents(toCents(period.total_amount) - toCents(period.paid_amount)) };
}

export function paymentWire(recorded: RecordedPayment) {
  return {
    ...wire(recorded.payment),
    allocations: recorded.allocations.map((a) => ({ period_id: a.period_id, amount: a.amount })),
    lease_credit: fromCents(recorded.credit_cents),
  };
}

export function receiptWire(receipt: RentReceipt | View<RentReceipt>) {
  return { ...wire(receipt), download_url: `/api/leases/${receipt.lease_id}/receipts/${receipt.id}/download` };
}
