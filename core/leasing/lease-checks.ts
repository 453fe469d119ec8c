// Checks every write of a lease runs: field shapes (400) and the legal rules of its type (422).
import type { Store } from '../ports/store.js';
import { BusinessRuleError, ConflictError, assertNoFieldErrors } from '../shared/errors.js';
import { toCents } from '../shared/money.js';
import { Lease } from './lease.js';
import type { LeaseType } from './lease-type.js';
import type { LessorKind } from './lessor.js';
import {
  amountErrors,
  dateOrderErrors,
  depositErrors,
  durationErrors,
  paymentDayErrors,
  revisionIndexErrors,
} from './rules.js';

export const MONEY_FIELDS = [
  'deposit_amount',
  'charges_amount',
  'base_rent_amount',
  'reference_rent_per_m2',
  'reference_rent_increased_per_m2',
] as const;

/** A reference number names one lease of the tenant (409 naming the lease that has it). */
export async function assertReferenceFree(store: Store, lease: Lease): Promise<void> {
  if (lease.reference_number === null) return;
  const clash = await store
    .repo(Lease)
    .findOne({ reference_number: lease.reference_number, ...(lease.id ? { id: { $ne: lease.id } } : {}) });
  if (clash)
    throw new ConflictError(
      `Lease ${clash.id} already has the reference number ${lease.reference_number}`,
      [{ path: 'reference_number', message: `already used by lease ${clash.id}`, code: 'duplicate' }],
      { conflicting_id: clash.id },
    );
}

/** 400 for contradictory fields, 422 for the legal rules of the lease type and its lessor. */
export function checkLease(lease: Lease, type: LeaseType, lessor: LessorKind): void {
  assertNoFieldErrors([
    ...dateOrderErrors(lease.start_date, lease.end_date),
    ...paymentDayErrors(lease.payment_day),
    ...amountErrors('rent_amount', lease.rent_amount, { positive: true }),
    ...MONEY_FIELDS.flatMap((field) => amountErrors(field, lease[field])),
  ]);
  assertLegal([
    ...durationErrors(type, lease.start_date, lease.end_date, lessor),
    ...depositErrors(type, lease),
    ...revisionIndexErrors(type, lease.revision_index_type, lease.start_date),
  ]);
}

function assertLegal(errors: ReturnType<typeof durationErrors>): void {
  if (errors.length > 0) throw new BusinessRuleError(errors.map((e) => e.message).join('; '), errors);
}

/** Administrative fields of a signed lease: their shapes, and the revision index its type allows. */
export function checkAdministrativeFields(lease: Lease, type: LeaseType): void {
  assertNoFieldErrors([
    ...paymentDayErrors(lease.payment_day),
    ...MONEY_FIELDS.flatMap((field) => amountErrors(field, lease[field])),
  ]);
  assertLegal(revisionIndexErrors(type, lease.revision_index_type, lease.start_date));
}

/** Two values of a field are the same: amounts compared in cents. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number') return toCents(a) === toCents(b);
  return a === b;
}
