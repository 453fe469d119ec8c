// How a lease's tenant terms are read: in order, the lessee's current term, and each term with the
// rent share it pays today (spec, Lease-lessee association: rent_share).
import type { Store } from '../../ports/store.js';
import { compareDates } from '../../shared/dates.js';
import { NotFoundError } from '../../shared/errors.js';
import { LeaseLessee } from '../lease.js';
import type { TenantTermView } from './types.js';
import { Lessee } from '../lessees/lessee.js';
import { PAYING_ROLES, effectiveRentShares, isActiveOn } from './rent-shares.js';

function ordered(terms: LeaseLessee[]): LeaseLessee[] {
  return [...terms].sort(
    (a, b) => compareDates(a.start_date, b.start_date) || a.created_at.getTime() - b.created_at.getTime(),
  );
}

/** The lease's terms, oldest first. */
export async function termsOf(tx: Store, leaseId: string): Promise<LeaseLessee[]> {
  return ordered(await tx.repo(LeaseLessee).findAll({ lease_id: leaseId }));
}

/** Paths address a term by the lessee id: the lessee's open term on the lease, else its latest one. */
export function currentTerm(terms: LeaseLessee[], lesseeId: string, day: string): LeaseLessee {
  const own = terms.filter((term) => term.lessee_id === lesseeId);
  const term = own.find((t) => isActiveOn(t, day)) ?? own.at(-1);
  if (!term) throw new NotFoundError('lease tenant', lesseeId);
  return term;
}

/** Each term with its lessee, whether it is active on `day` and the share of the rent it pays then. */
export async function views(tx: Store, terms: LeaseLessee[], day: string): Promise<TenantTermView[]> {
  const shares = effectiveRentShares(terms, day);
  const ids = [...new Set(terms.map((term) => term.lessee_id))];
  const lessees = new Map(
    (ids.length ? await tx.repo(Lessee).findAll({ id: { $in: ids } }) : []).map((l) => [l.id, l]),
  );
  return terms.map((term) => {
    const active = isActiveOn(term, day);
    const paying = active && PAYING_ROLES.includes(term.role);
    return {
      term,
      effective_rent_share: paying ? (shares.get(term.id) ?? null) : null,
      rent_share_mode: !paying ? 'none' : term.rent_share === null ? 'equal_split' : 'explicit',
      is_active: active,
      lessee: lessees.get(term.lessee_id)!,
    };
  });
}

/** The view of one term, after the lease's terms changed. */
export async function viewOf(tx: Store, leaseId: string, term: LeaseLessee, day: string): Promise<TenantTermView> {
  return (await views(tx, await termsOf(tx, leaseId), day)).find((view) => view.term.id === term.id)!;
}
