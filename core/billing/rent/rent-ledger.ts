// The lease's rent ledger, shared by rent calls and payments: opening the periods that fell due,
// and allocating what payments hold to the oldest periods still owed (spec, payments; docs/
// decisions.md, "Payments"). Runs inside the caller's transaction, the lease row locked.
import { Lease } from '../../leasing/lease.js';
import type { Store } from '../../ports/store.js';
import { compareDates } from '../../shared/dates.js';
import { NotFoundError } from '../../shared/errors.js';
import { fromCents, toCents } from '../../shared/money.js';
import { allocate } from '../cents.js';
import { LeaseChargeItem, PaymentAllocation, RentPayment, RentPeriod } from './rent.js';
import { type ScheduleTerms, type ScheduledPeriod, rentSchedule } from './rent-schedule.js';

/** The period of the lease (404 when the lease is not the caller's or does not hold it). */
export async function periodOf(store: Store, leaseId: string, periodId: string): Promise<RentPeriod> {
  await store.repo(Lease).get(leaseId);
  const period = await store.repo(RentPeriod).find(periodId);
  if (!period || period.lease_id !== leaseId) throw new NotFoundError('rent period', periodId);
  return period;
}

export const PERIOD_ORDER = [
  { field: 'due_date', direction: 'asc' as const },
  { field: 'period_start', direction: 'asc' as const },
];

/** The schedule terms of the lease now: its rent, and its charges by category (one GENERAL provision when not broken down). */
export async function scheduleTermsOf(tx: Store, lease: Lease): Promise<ScheduleTerms> {
  return scheduleTermsFrom(lease, await tx.repo(LeaseChargeItem).findAll({ lease_id: lease.id }));
}

/** The schedule terms of the lease, its charge items given. */
export function scheduleTermsFrom(lease: Lease, items: LeaseChargeItem[]): ScheduleTerms {
  const charges =
    items.length > 0
      ? items.map((item) => ({ category: item.category, cents: toCents(item.monthly_amount) }))
      : toCents(lease.charges_amount ?? 0) > 0
        ? [{ category: 'GENERAL' as const, cents: toCents(lease.charges_amount ?? 0) }]
        : [];
  return {
    start_date: lease.start_date,
    end_date: lease.end_date,
    rent_frequency: lease.rent_frequency,
    payment_day: lease.payment_day,
    payment_terms: lease.payment_terms,
    monthly_rent_cents: toCents(lease.rent_amount),
    monthly_charges: charges,
  };
}

/** The periods of the schedule not yet opened, due on or before `upTo`. */
export async function unopenedPeriods(tx: Store, lease: Lease, upTo: string | null): Promise<ScheduledPeriod[]> {
  const opened = new Set(
    (await tx.repo(RentPeriod).findAll({ lease_id: lease.id })).map((period) => period.period_start),
  );
  return unopenedOf(await scheduleTermsOf(tx, lease), opened, upTo);
}

/** The periods of the schedule whose start `opened` does not hold, due on or before `upTo`. */
export function unopenedOf(terms: ScheduleTerms, opened: Set<string>, upTo: string | null): ScheduledPeriod[] {
  return rentSchedule(terms).filter(
    (period) => !opened.has(period.period_start) && (upTo === null || compareDates(period.due_date, upTo) <= 0),
  );
}

/** The period record of a scheduled period, with the rent and charges in force now (not persisted). */
export function periodRecord(leaseId: string, scheduled: ScheduledPeriod): RentPeriod {
  return Object.assign(new RentPeriod(), {
    lease_id: leaseId,
    period_start: scheduled.period_start,
    period_end: scheduled.period_end,
    due_date: scheduled.due_date,
    prorated: scheduled.prorated,
    rent_amount: fromCents(scheduled.rent_cents),
    charges_amount: fromCents(scheduled.charges_cents),
    charges: scheduled.charges.map((c) => ({ category: c.category, amount: fromCents(c.cents) })),
    total_amount: fromCents(scheduled.total_cents),
  });
}

/** Opens every period due on or before `upTo` (null: every one left) with the rent and charges in force now. */
export async function openDuePeriods(tx: Store, lease: Lease, upTo: string | null): Promise<RentPeriod[]> {
  const opened = (await unopenedPeriods(tx, lease, upTo)).map((scheduled) => periodRecord(lease.id, scheduled));
  for (const period of opened) tx.repo(RentPeriod).persist(period);
  await tx.flush();
  return opened;
}

/** Allocates the lease's unallocated payments to its open periods, oldest first; returns the periods it paid in full. */
export async function applyCredit(tx: Store, leaseId: string): Promise<RentPeriod[]> {
  const payments = (
    await tx.repo(RentPayment).findAll({ lease_id: leaseId }, [
      { field: 'paid_on', direction: 'asc' },
      { field: 'created_at', direction: 'asc' },
    ])
  ).filter((p) => toCents(p.amount) > toCents(p.allocated_amount));
  if (payments.length === 0) return [];
  const periods = (await tx.repo(RentPeriod).findAll({ lease_id: leaseId }, PERIOD_ORDER)).filter(
    (p) => p.status !== 'PAID',
  );
  const paidInFull = allocateCredit(tx, leaseId, payments, periods);
  await tx.flush();
  return paidInFull;
}

/**
 * `payments` (those with something unallocated, in the order they are used) allocated to `periods`
 * (those not PAID, oldest first): the allocations persisted, the records changed, nothing flushed;
 * returns the periods paid in full.
 */
export function allocateCredit(
  tx: Store,
  leaseId: string,
  payments: RentPayment[],
  periods: RentPeriod[],
): RentPeriod[] {
  const byId = new Map([...payments, ...periods].map((record) => [record.id, record]));
  const paidInFull: RentPeriod[] = [];
  const allocations = allocate(
    payments.map((p) => ({ id: p.id, unallocated_cents: toCents(p.amount) - toCents(p.allocated_amount) })),
    periods.map((p) => ({ id: p.id, remaining_cents: toCents(p.total_amount) - toCents(p.paid_amount) })),
  );
  for (const a of allocations) {
    const payment = byId.get(a.payment_id) as RentPayment;
    const period = byId.get(a.period_id) as RentPeriod;
    tx.repo(PaymentAllocation).persist(
      Object.assign(new PaymentAllocation(), {
        lease_id: leaseId,
        payment_id: payment.id,
        period_id: period.id,
        amount: fromCents(a.cents),
      }),
    );
    payment.allocated_amount = fromCents(toCents(payment.allocated_amount) + a.cents);
    period.paid_amount = fromCents(toCents(period.paid_amount) + a.cents);
    period.receipts_due = true;
    const complete = toCents(period.paid_amount) >= toCents(period.total_amount);
    period.status = complete ? 'PAID' : 'PARTIALLY_PAID';
    if (complete) {
      period.paid_on = payment.paid_on;
      paidInFull.push(period);
    }
  }
  return paidInFull;
}

/** What the lease's payments hold beyond what was allocated: its credit, in cents. */
export async function creditCents(tx: Store, leaseId: string): Promise<number> {
  return (await tx.repo(RentPayment).findAll({ lease_id: leaseId })).reduce(
    (sum, p) => sum + toCents(p.amount) - toCents(p.allocated_amount),
    0,
  );
}
