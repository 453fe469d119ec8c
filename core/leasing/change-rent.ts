// PUT /leases/{id}/rent: the new rent, the old one, the effective date and the reason kept in the
// history (docs/decisions.md, rent changes and history).
import { Estate } from '../property/estate.js';
import type { Store } from '../ports/store.js';
import { BusinessRuleError, ConflictError, type FieldError, assertNoFieldErrors } from '../shared/errors.js';
import { toCents } from '../shared/money.js';
import { syncEstate } from './change-lease-status.js';
import type { LeaseStatus } from '../../contract/vocabulary/leasing.js';
import { Lease, LeaseRentRevision } from './lease.js';
import { LeaseType } from './lease-type.js';
import type { RentChange } from './types.js';
import { amountErrors, depositErrors } from './rules.js';

/** Statuses in which the rent may change: a lease under signature or closing keeps the signed rent. */
const RENT_CHANGEABLE: readonly LeaseStatus[] = ['DRAFT', 'ACTIVE', 'NOTICE'];

/** The refusals of a rent change the lease alone decides: its status (409), the amount and the date (422). */
export function assertRentChangeable(lease: Lease, change: RentChange, today: string): void {
  if (!RENT_CHANGEABLE.includes(lease.status)) {
    throw new ConflictError(
      `The rent of a ${lease.status} lease cannot change (only ${RENT_CHANGEABLE.join(', ')})`,
      [],
      { lease_status: lease.status },
    );
  }
  assertNoFieldErrors(amountErrors('rent_amount', change.rent_amount, { positive: true }));
  const effective = change.effective_date ?? today;
  const errors: FieldError[] = [];
  // A lease still in force past its end date was tacitly renewed (the lease-lifecycle process moves
  // one that is not out of ACTIVE at its term): only a draft is held to its end date.
  const lastDay = lease.status === 'DRAFT' ? lease.end_date : null;
  if (effective < lease.start_date || (lastDay !== null && effective > lastDay)) {
    errors.push({
      path: 'effective_date',
      message: `effective_date must lie within the lease, from ${lease.start_date}${lastDay ? ` to ${lastDay}` : ''}`,
      code: 'out_of_lease',
    });
  }
  if (toCents(change.rent_amount) === toCents(lease.rent_amount)) {
    errors.push({
      path: 'rent_amount',
      message: `the rent is already ${lease.rent_amount}`,
      code: 'rent_unchanged',
    });
  }
  assertRules(errors);
}

function assertRules(errors: FieldError[]): void {
  if (errors.length > 0) throw new BusinessRuleError(errors.map((e) => e.message).join('; '), errors);
}

/** The new rent, with the old one, the effective date and the reason kept in the history. */
export async function changeRent(store: Store, today: string, id: string, change: RentChange): Promise<Lease> {
  return store.transaction(async (tx) => {
    const lease = await tx.repo(Lease).getLocked(id);
    assertRentChangeable(lease, change, today);
    if (lease.status === 'DRAFT') {
      const type = await tx.repo(LeaseType).get(lease.lease_type_id);
      assertRules(depositErrors(type, { ...lease, rent_amount: change.rent_amount }));
    }
    tx.repo(LeaseRentRevision).persist(
      Object.assign(new LeaseRentRevision(), {
        lease_id: id,
        old_rent_amount: lease.rent_amount,
        new_rent_amount: change.rent_amount,
        effective_date: change.effective_date ?? today,
        reason: change.reason ?? null,
      }),
    );
    lease.rent_amount = change.rent_amount;
    await tx.flush();
    if (lease.status === 'ACTIVE') await syncEstate(tx, await tx.repo(Estate).getLocked(lease.estate_id));
    return lease;
  });
}
