// The rent period of a lease that a run's month names: the one that starts in that month (a
// quarterly or yearly lease has none in most months, and its notice goes once per period).
import type { Lease } from '../../leasing/lease.js';
import type { Store } from '../../ports/store.js';
import { RentPeriod } from '../../billing/rent/rent.js';
import { scheduleTermsOf } from '../../billing/rent/rent-ledger.js';
import { type ScheduledPeriod, rentSchedule } from '../../billing/rent/rent-schedule.js';
import { addDays, addMonths } from '../../shared/dates.js';

/** The first and last days of a `YYYY-MM` month. */
export function monthSpan(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  return { first, last: addDays(addMonths(first, 1), -1) };
}

/** The periods of the lease's schedule that start in the month (opened or not). */
export async function scheduledIn(tx: Store, lease: Lease, month: string): Promise<ScheduledPeriod | null> {
  return rentSchedule(await scheduleTermsOf(tx, lease)).find((p) => p.period_start.startsWith(`${month}-`)) ?? null;
}

/** The opened periods of the lease that start in the month. */
export async function openedIn(store: Store, leaseId: string, month: string): Promise<RentPeriod[]> {
  const { first, last } = monthSpan(month);
  return store
    .repo(RentPeriod)
    .findAll({ lease_id: leaseId, period_start: { $gte: first, $lte: last } }, [
      { field: 'period_start', direction: 'asc' },
    ]);
}
