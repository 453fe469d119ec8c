// Many payments at once, each on a lease of its own (a bank import's sure matches: docs/decisions.md
// 320, 322, 323): what `recordPaymentReceiptsLater` does for one payment, done for a slice of leases
// in the caller's transaction with the reads and writes of the slice together (the leases locked in
// one statement in the order of their ids, their charge items and periods read once, the periods due
// opened and the payments inserted in one flush, the allocations in another, their events in a
// third). A payment its lease would refuse (a lease not signed, a date before it starts or ahead of
// today), a second payment of a lease in the slice and a lease gone are not recorded but answered,
// for the caller to record one by one.
import { Lease } from '../../leasing/lease.js';
import type { Store } from '../../ports/store.js';
import { groupBy } from '../../shared/collections.js';
import { toDateOnly } from '../../shared/dates.js';
import { toCents } from '../../shared/money.js';
import type { BillingDeps } from '../deps.js';
import { TENANCY_STATUSES } from '../../../contract/vocabulary/leasing.js';
import { type NewPayment, afterAllocations, paymentErrors } from './record-payment.js';
import { LeaseChargeItem, RentPayment, RentPeriod } from './rent.js';
import { PERIOD_ORDER, allocateCredit, periodRecord, scheduleTermsFrom, unopenedOf } from './rent-ledger.js';
import { RENT_DUE_STATUSES } from './rent-periods.js';

export interface SlicePayment {
  /** The caller's name for it (a bank entry's id). */
  key: string;
  leaseId: string;
  input: NewPayment;
}

type Deps = Pick<BillingDeps, 'clock' | 'workflows' | 'events' | 'collections'>;

/** The leases locked in the order of their ids, in one statement; those gone left out. */
async function lockLeases(tx: Store, ids: string[]): Promise<Map<string, Lease>> {
  return new Map((await tx.repo(Lease).getAllLocked(ids)).map((lease) => [lease.id, lease]));
}

/** Each lease's first payment it takes; the others are left to the caller. */
function accepted(items: SlicePayment[], leases: Map<string, Lease>, today: string) {
  const taken = new Map<string, SlicePayment>();
  const left: string[] = [];
  for (const item of items) {
    const lease = leases.get(item.leaseId);
    const takes =
      lease &&
      (TENANCY_STATUSES as readonly string[]).includes(lease.status) &&
      paymentErrors(lease, item.input, today).length === 0 &&
      !taken.has(item.leaseId);
    if (takes) taken.set(item.leaseId, item);
    else left.push(item.key);
  }
  return { taken, left };
}

/** The periods fallen due by `today` opened on the leases rent falls due on (not flushed). */
async function openDue(tx: Store, leases: Lease[], today: string): Promise<void> {
  const due = leases.filter((lease) => (RENT_DUE_STATUSES as readonly string[]).includes(lease.status));
  if (due.length === 0) return;
  const ids = due.map((lease) => lease.id);
  const items = groupBy(await tx.repo(LeaseChargeItem).findAll({ lease_id: { $in: ids } }), (i) => i.lease_id);
  const periods = groupBy(await tx.repo(RentPeriod).findAll({ lease_id: { $in: ids } }), (p) => p.lease_id);
  for (const lease of due) {
    const opened = new Set((periods.get(lease.id) ?? []).map((period) => period.period_start));
    for (const scheduled of unopenedOf(scheduleTermsFrom(lease, items.get(lease.id) ?? []), opened, today))
      tx.repo(RentPeriod).persist(periodRecord(lease.id, scheduled));
  }
}

/**
 * In `tx`: records each payment its lease takes, with its allocation, `payment.received` and the
 * escalation of the periods paid stopped; the periods paid keep their receipts due. Answers the
 * payment of each key recorded, and the keys left.
 */
export async function recordPaymentsReceiptsLater(tx: Store, deps: Deps, items: SlicePayment[]) {
  const today = toDateOnly(deps.clock.now());
  const leases = await lockLeases(tx, [...new Set(items.map((item) => item.leaseId))]);
  const { taken, left } = accepted(items, leases, today);
  const ids = [...taken.keys()];
  const recorded = new Map<string, RentPayment>();
  if (ids.length === 0) return { recorded, left };
  await openDue(
    tx,
    ids.map((id) => leases.get(id)!),
    today,
  );
  for (const [leaseId, item] of taken) {
    const payment = Object.assign(new RentPayment(), {
      lease_id: leaseId,
      amount: item.input.amount,
      paid_on: item.input.paid_on,
      method: item.input.method,
      payer: item.input.payer,
      reference: item.input.reference ?? null,
    });
    tx.repo(RentPayment).persist(payment);
    recorded.set(item.key, payment);
  }
  await tx.flush();
  const payments = groupBy(
    (
      await tx.repo(RentPayment).findAll({ lease_id: { $in: ids } }, [
        { field: 'paid_on', direction: 'asc' },
        { field: 'created_at', direction: 'asc' },
      ])
    ).filter((p) => toCents(p.amount) > toCents(p.allocated_amount)),
    (p) => p.lease_id,
  );
  const periods = groupBy(
    (await tx.repo(RentPeriod).findAll({ lease_id: { $in: ids } }, PERIOD_ORDER)).filter((p) => p.status !== 'PAID'),
    (p) => p.lease_id,
  );
  const paid = new Map(ids.map((id) => [id, allocateCredit(tx, id, payments.get(id) ?? [], periods.get(id) ?? [])]));
  await tx.flush();
  await afterAllocations(
    tx,
    deps,
    [...taken].map(([leaseId, item]) => ({ payment: recorded.get(item.key)!, paid: paid.get(leaseId)! })),
  );
  return { recorded, left };
}
