// POST, PUT, DELETE /leases/{id}/lessees/{lessee_id} and PUT .../end: a change of a lease's tenant
// terms, checked against the whole set, under the lease's row lock.
import type { Store } from '../../ports/store.js';
import { requireReference } from '../../shared/crud.js';
import { ConflictError } from '../../shared/errors.js';
import { LeaseLessee } from '../lease.js';
import { checkTerms, onLease } from './lease-tenant-checks.js';
import { currentTerm, viewOf } from './lease-tenant-views.js';
import type { NewTenantTerm, TenantTermPatch, TenantTermView } from './types.js';
import { Lessee } from '../lessees/lessee.js';
import { isActiveOn } from './rent-shares.js';

export function addTenant(store: Store, day: string, leaseId: string, input: NewTenantTerm): Promise<TenantTermView> {
  return onLease(store, leaseId, async (tx, lease, terms) => {
    await requireReference(tx, Lessee, input.lessee_id, 'lessee_id');
    const term = Object.assign(new LeaseLessee(), {
      lease_id: leaseId,
      lessee_id: input.lessee_id,
      role: input.role,
      start_date: input.start_date ?? lease.start_date,
      end_date: input.end_date ?? null,
      rent_share: input.rent_share ?? null,
      created_at: new Date(),
    });
    await checkTerms(tx, [...terms, term], term, day);
    tx.repo(LeaseLessee).persist(term);
    await tx.flush();
    return viewOf(tx, leaseId, term, day);
  });
}

export function updateTenant(
  store: Store,
  day: string,
  leaseId: string,
  lesseeId: string,
  patch: TenantTermPatch,
): Promise<TenantTermView> {
  return onLease(store, leaseId, async (tx, _lease, terms) => {
    const term = currentTerm(terms, lesseeId, day);
    if (patch.role !== undefined) term.role = patch.role;
    if (patch.start_date !== undefined) term.start_date = patch.start_date;
    if (patch.end_date !== undefined) term.end_date = patch.end_date;
    if (patch.rent_share !== undefined) term.rent_share = patch.rent_share;
    await checkTerms(tx, terms, term, day);
    await tx.flush();
    return viewOf(tx, leaseId, term, day);
  });
}

export function removeTenant(store: Store, day: string, leaseId: string, lesseeId: string): Promise<void> {
  return onLease(store, leaseId, async (tx, _lease, terms) => {
    tx.repo(LeaseLessee).remove(currentTerm(terms, lesseeId, day));
  });
}

/** Ends the open term on end_date (default today): from that day the lessee is no longer an active tenant. */
export function endTenancy(
  store: Store,
  day: string,
  leaseId: string,
  lesseeId: string,
  input: { end_date?: string },
): Promise<TenantTermView> {
  return onLease(store, leaseId, async (tx, _lease, terms) => {
    const term = currentTerm(terms, lesseeId, day);
    if (!isActiveOn(term, day)) {
      throw new ConflictError(`The term of lessee ${lesseeId} on this lease already ended on ${term.end_date}`, [], {
        end_date: term.end_date,
      });
    }
    term.end_date = input.end_date ?? day;
    await checkTerms(tx, terms, term, day);
    await tx.flush();
    return viewOf(tx, leaseId, term, day);
  });
}
