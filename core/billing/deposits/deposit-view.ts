// What GET /leases/{id}/deposit shows beside the record: the cap, what is kept, the deadline, the
// days left or late and the penalty due now (loi 89-462 art. 22).
import { checkDepositForType } from '../../compliance/deposit.js';
import type { Lease } from '../../leasing/lease.js';
import type { LeaseType } from '../../leasing/lease-type.js';
import { compareDates, daysBetween } from '../../shared/dates.js';
import { toCents } from '../../shared/money.js';
import type { DepositPenaltyAccrual, DepositRetention, SecurityDeposit } from './deposit.js';
import { latePenalty } from './deposit-rules.js';

export interface DepositFigures {
  /** The legal cap in cents; null when the lease type has none (commercial, professional). */
  max_cents: number | null;
  retained_cents: number;
  /** What the landlord holds minus what is kept, never below zero. */
  balance_cents: number;
  days_left: number | null;
  days_late: number | null;
  late_periods: number;
  penalty_cents: number;
  penalty_recorded_cents: number;
  /** Balance plus penalty: everything owed back to the tenant, what was returned not taken off. */
  amount_due_cents: number;
  /** After restitution: what the return fell short of, still owed to the tenant; null before. */
  outstanding_cents: number | null;
}

export interface DepositView {
  deposit: SecurityDeposit;
  retentions: DepositRetention[];
  accruals: DepositPenaltyAccrual[];
  figures: DepositFigures;
}

/** Loi 89-462 art. 22, 25-6, 25-13 (core/compliance/deposit.ts): the lease's deposit cap in cents, or null. */
export function depositCapCents(
  type: Pick<LeaseType, 'furnished' | 'deposit_cap_months'>,
  lease: Pick<Lease, 'rent_amount' | 'rent_frequency' | 'payment_terms'>,
): number | null {
  return (
    checkDepositForType(type, {
      deposit_cents: 0,
      monthly_rent_cents: toCents(lease.rent_amount),
      rent_frequency: lease.rent_frequency,
      payment_terms: lease.payment_terms,
    })?.max_deposit_cents ?? null
  );
}

/** The money a deposit's restitution is about, on `today` (or on the day it was returned). */
export function depositFigures(input: {
  deposit: SecurityDeposit;
  retentions: readonly DepositRetention[];
  accruals: readonly DepositPenaltyAccrual[];
  monthlyRentCents: number;
  maxCents: number | null;
  today: string;
}): DepositFigures {
  const { deposit } = input;
  const held = toCents(deposit.received_amount ?? 0);
  const retained = input.retentions.reduce((sum, r) => sum + toCents(r.amount), 0);
  const balance = Math.max(0, held - retained);
  const deadline = deposit.restitution_deadline;
  const on = deposit.returned_on ?? input.today;
  const penalty = deadline
    ? latePenalty({
        deadline,
        on,
        monthlyRentCents: input.monthlyRentCents,
        hasForwardingAddress: deposit.forwarding_address !== null,
      })
    : { periods: 0, cents: 0 };
  const amountDue = balance + penalty.cents;
  return {
    max_cents: input.maxCents,
    retained_cents: retained,
    balance_cents: balance,
    days_left:
      deadline && deposit.status === 'AWAITING_RESTITUTION' && compareDates(input.today, deadline) <= 0
        ? daysBetween(input.today, deadline)
        : null,
    days_late: deadline ? Math.max(0, daysBetween(deadline, on)) : null,
    late_periods: penalty.periods,
    penalty_cents: penalty.cents,
    penalty_recorded_cents: input.accruals.reduce((sum, a) => sum + toCents(a.amount), 0),
    amount_due_cents: amountDue,
    outstanding_cents:
      deposit.returned_amount === null ? null : Math.max(0, amountDue - toCents(deposit.returned_amount)),
  };
}
