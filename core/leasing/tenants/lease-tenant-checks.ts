// The rules a lease's set of tenant terms keeps after any change (spec, Lease-lessee association;
// docs/decisions.md, lease tenants and rent shares), and the lock every change runs under.
import type { Store } from '../../ports/store.js';
import { compareDates } from '../../shared/dates.js';
import { BusinessRuleError, ConflictError, type FieldError, assertNoFieldErrors } from '../../shared/errors.js';
import { Lease, LeaseLessee } from '../lease.js';
import { termsOf } from './lease-tenant-views.js';
import { Lessee } from '../lessees/lessee.js';
import { PAYING_ROLES, isActiveOn, primaryTenantConflict, rentShareErrors, termShareErrors } from './rent-shares.js';

/** A term ends on or after the day it starts (400). */
function assertDateOrder(changed: LeaseLessee): void {
  assertNoFieldErrors(
    changed.end_date !== null && compareDates(changed.end_date, changed.start_date) < 0
      ? [
          {
            path: 'end_date',
            message: `end_date ${changed.end_date} is before start_date ${changed.start_date}`,
            code: 'date_order',
          },
        ]
      : [],
  );
}

/** A guarantor holds no share, explicit shares never exceed 100, a guarantor-only lessee pays no rent (422). */
async function assertShares(tx: Store, terms: LeaseLessee[], changed: LeaseLessee, day: string): Promise<void> {
  // The changed term's own share is checked even when its dates leave it out of today's set.
  const own = isActiveOn(changed, day) ? [] : termShareErrors(changed);
  const rules: FieldError[] = [...own, ...rentShareErrors(terms, day)];
  const lessee = await tx.repo(Lessee).get(changed.lessee_id);
  if (lessee.category === 'guarantor' && PAYING_ROLES.includes(changed.role)) {
    rules.push({
      path: 'role',
      message: `Lessee ${lessee.id} is a guarantor and cannot be ${changed.role}`,
      code: 'guarantor_cannot_rent',
    });
  }
  if (rules.length > 0) throw new BusinessRuleError(rules.map((e) => e.message).join('; '), rules);
}

/** One active primary tenant at most, and one open term per lessee (409). */
function assertNoOverlap(terms: LeaseLessee[], changed: LeaseLessee, day: string): void {
  if (primaryTenantConflict(terms, day)) {
    throw new ConflictError(
      'The lease already has an active primary tenant; end that term or make it a CoTenant first',
      [{ path: 'role', message: 'at most one active PrimaryTenant per lease', code: 'primary_tenant_exists' }],
    );
  }
  const open = terms.filter((term) => term.lessee_id === changed.lessee_id && isActiveOn(term, day));
  if (open.length > 1) {
    throw new ConflictError(`Lessee ${changed.lessee_id} already has an open term on this lease`, [
      { path: 'lessee_id', message: 'already a tenant of this lease', code: 'duplicate_tenant' },
    ]);
  }
}

/**
 * The rules a lease's set of terms keeps after any change: dates in order (400); a guarantor
 * holds no share and explicit shares never exceed 100 (422); a guarantor-only lessee pays no rent
 * (422); one active primary tenant at most and one open term per lessee (409).
 */
export async function checkTerms(tx: Store, terms: LeaseLessee[], changed: LeaseLessee, day: string): Promise<void> {
  assertDateOrder(changed);
  await assertShares(tx, terms, changed, day);
  assertNoOverlap(terms, changed, day);
}

/** Runs a change of a lease's tenants with the lease row locked, so that concurrent changes see each other. */
export function onLease<R>(
  store: Store,
  leaseId: string,
  work: (tx: Store, lease: Lease, terms: LeaseLessee[]) => Promise<R>,
): Promise<R> {
  return store.transaction(async (tx) => {
    const lease = await tx.repo(Lease).getLocked(leaseId);
    if (lease.status === 'TERMINATED') {
      throw new ConflictError(`Lease ${leaseId} is TERMINATED; its tenants can no longer change`, [], {
        lease_status: lease.status,
      });
    }
    return work(tx, lease, await termsOf(tx, leaseId));
  });
}
