// An amendment coming into force changes the lease (spec, Amendment; docs/decisions.md, amendments):
// a RENT_CHANGE through the lease's rent change (core/leasing/change-rent.ts, its history kept), a
// DURATION_CHANGE moves the end date; both checked again against the law on the lease as it is now.
import { changeRent } from '../leasing/change-rent.js';
import { Lease } from '../leasing/lease.js';
import type { Clock } from '../ports/clock.js';
import type { Store } from '../ports/store.js';
import { toDateOnly } from '../shared/dates.js';
import { ConflictError } from '../shared/errors.js';
import { toCents } from '../shared/money.js';
import { type Amendment, AmendmentDurationDetail, AmendmentRentDetail } from './amendment.js';
import { assertAmendedDurationLawful, assertAmendedRentLawful } from './legal.js';

function stale(what: string, then: unknown, now: unknown): ConflictError {
  return new ConflictError(
    `The lease's ${what} changed since the amendment was written (${String(then)}, now ${String(now)}); write a new amendment`,
    [{ path: what, message: `was ${String(then)}, now ${String(now)}`, code: 'stale_details' }],
  );
}

async function applyRent(tx: Store, clock: Clock, lease: Lease, amendment: Amendment): Promise<void> {
  const detail = await tx.repo(AmendmentRentDetail).findOne({ amendment_id: amendment.id });
  if (!detail) return;
  if (toCents(detail.old_rent_amount) !== toCents(lease.rent_amount))
    throw stale('rent_amount', detail.old_rent_amount, lease.rent_amount);
  await assertAmendedRentLawful(tx, clock, lease, detail);
  await changeRent(tx, toDateOnly(clock.now()), lease.id, {
    rent_amount: detail.new_rent_amount,
    effective_date: detail.effective_date,
    reason: `Amendment no. ${amendment.amendment_number}: ${amendment.title}`,
  });
  if (detail.new_charges_amount !== detail.old_charges_amount) {
    const current = await tx.repo(Lease).getLocked(lease.id);
    current.charges_amount = detail.new_charges_amount;
    await tx.flush();
  }
}

async function applyDuration(tx: Store, lease: Lease, amendment: Amendment): Promise<void> {
  const detail = await tx.repo(AmendmentDurationDetail).findOne({ amendment_id: amendment.id });
  if (!detail) return;
  if (detail.old_end_date !== lease.end_date) throw stale('end_date', detail.old_end_date, lease.end_date);
  await assertAmendedDurationLawful(tx, lease, detail.new_end_date);
  lease.end_date = detail.new_end_date;
  await tx.flush();
}

/** Applies the amendment's details to the lease, in the caller's transaction. */
export async function applyToLease(tx: Store, clock: Clock, amendment: Amendment): Promise<void> {
  const lease = await tx.repo(Lease).getLocked(amendment.lease_id);
  if (amendment.type === 'RENT_CHANGE') await applyRent(tx, clock, lease, amendment);
  if (amendment.type === 'DURATION_CHANGE') await applyDuration(tx, lease, amendment);
}
