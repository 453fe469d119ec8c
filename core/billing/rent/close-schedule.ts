// The rent of a lease that ends: owed up to its last day and no further (loi 89-462 art. 7 a) and
// 15 I), the last period prorated to the day. Runs in the termination's transaction, the lease row
// locked: periods called after the last day are cancelled, the period that holds it is shortened,
// the periods not yet called up to it are called, and what the payments held beyond the rent now
// owed goes back to the lease's credit, allocated again to what is still owed.
import type { Lease } from '../../leasing/lease.js';
import type { Store } from '../../ports/store.js';
import { compareDates, daysBetween } from '../../shared/dates.js';
import { fromCents, toCents } from '../../shared/money.js';
import type { ChargeCategory } from '../../../contract/vocabulary/billing.js';
import { PaymentAllocation, RentPayment, RentPeriod } from './rent.js';
import { PERIOD_ORDER, applyCredit, openDuePeriods } from './rent-ledger.js';
import { dueDate } from './rent-schedule.js';

export interface PeriodAmounts {
  rent_cents: number;
  charges: { category: ChargeCategory; cents: number }[];
}

/** Loi 89-462 art. 7 a), 15 I: a period cut at `lastDay` owes its amounts for the days it keeps, to the cent. */
export function prorateToDay(
  amounts: PeriodAmounts,
  period: { start: string; end: string },
  lastDay: string,
): PeriodAmounts & { charges_cents: number; total_cents: number } {
  const days = daysBetween(period.start, period.end) + 1;
  const kept = Math.min(days, Math.max(0, daysBetween(period.start, lastDay) + 1));
  const part = (cents: number) => Math.round((cents * kept) / days);
  const charges = amounts.charges.map((c) => ({ category: c.category, cents: part(c.cents) }));
  const chargesCents = charges.reduce((sum, c) => sum + c.cents, 0);
  const rent = part(amounts.rent_cents);
  return { rent_cents: rent, charges, charges_cents: chargesCents, total_cents: rent + chargesCents };
}

/** Gives back `cents` of what payments put on the period, the latest allocations first. */
async function release(tx: Store, period: RentPeriod, cents: number): Promise<void> {
  let left = cents;
  const allocations = await tx
    .repo(PaymentAllocation)
    .findAll({ period_id: period.id }, [{ field: 'created_at', direction: 'desc' }]);
  for (const allocation of allocations) {
    if (left <= 0) break;
    const taken = Math.min(left, toCents(allocation.amount));
    const payment = await tx.repo(RentPayment).get(allocation.payment_id);
    payment.allocated_amount = fromCents(toCents(payment.allocated_amount) - taken);
    if (taken === toCents(allocation.amount)) tx.repo(PaymentAllocation).remove(allocation);
    else allocation.amount = fromCents(toCents(allocation.amount) - taken);
    left -= taken;
  }
  period.paid_amount = fromCents(toCents(period.paid_amount) - cents);
}

/** The period that holds the last day, cut there; what was paid beyond its new total goes back. */
async function shorten(tx: Store, lease: Lease, period: RentPeriod, lastDay: string): Promise<void> {
  const cut = prorateToDay(
    {
      rent_cents: toCents(period.rent_amount),
      charges: period.charges.map((c) => ({ category: c.category, cents: toCents(c.amount) })),
    },
    { start: period.period_start, end: period.period_end },
    lastDay,
  );
  const excess = toCents(period.paid_amount) - cut.total_cents;
  if (excess > 0) await release(tx, period, excess);
  Object.assign(period, {
    period_end: lastDay,
    due_date: dueDate(period.period_start, lastDay, lease),
    prorated: true,
    rent_amount: fromCents(cut.rent_cents),
    charges: cut.charges.map((c) => ({ category: c.category, amount: fromCents(c.cents) })),
    charges_amount: fromCents(cut.charges_cents),
    total_amount: fromCents(cut.total_cents),
  });
  const paid = toCents(period.paid_amount);
  if (paid > 0 && paid >= cut.total_cents && period.status !== 'PAID') {
    Object.assign(period, { status: 'PAID', paid_on: lastDay, receipts_due: true });
  } else if (paid < cut.total_cents) period.status = paid > 0 ? 'PARTIALLY_PAID' : 'OPEN';
}

/**
 * Ends the lease's rent on `lastDay`: its end_date moves there when it is earlier. A lease that ends
 * before its second day owes no rent (its end_date stays after its start, as a lease's must).
 * Answers the last period and how many were cancelled.
 */
export async function closeRentSchedule(
  tx: Store,
  lease: Lease,
  lastDay: string,
): Promise<{ last_period: RentPeriod | null; cancelled_periods: number }> {
  const started = compareDates(lastDay, lease.start_date) > 0;
  if (started && compareDates(lastDay, lease.end_date) < 0) lease.end_date = lastDay;
  let cancelled = 0;
  for (const period of await tx.repo(RentPeriod).findAll({ lease_id: lease.id }, PERIOD_ORDER)) {
    if (!started || compareDates(period.period_start, lastDay) > 0) {
      await release(tx, period, toCents(period.paid_amount));
      tx.repo(RentPeriod).remove(period);
      cancelled += 1;
    } else if (compareDates(period.period_end, lastDay) > 0) await shorten(tx, lease, period, lastDay);
  }
  await tx.flush();
  if (started) await openDuePeriods(tx, lease, null);
  await applyCredit(tx, lease.id);
  const [last] = await tx
    .repo(RentPeriod)
    .findAll({ lease_id: lease.id }, [{ field: 'period_start', direction: 'desc' }]);
  return { last_period: last ?? null, cancelled_periods: cancelled };
}
