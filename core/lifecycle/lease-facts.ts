// Facts of a lease the notices and the term read: its type, its lessor, whether it lies in a zone
// tendue, and whether a tenant is over 65 at the term.
import { loadEstateContext, locateEstate } from '../compliance/load-lease-facts.js';
import type { Lease } from '../leasing/lease.js';
import { LeaseLessee } from '../leasing/lease.js';
import { LeaseType } from '../leasing/lease-type.js';
import { Lessee } from '../leasing/lessee.js';
import { type LessorKind, lessorCategoryOf, lessorKindOf } from '../leasing/lessor.js';
import type { Store } from '../ports/store.js';
import { addYears, compareDates } from '../shared/dates.js';
import { zoneTendueOf } from '../zones/zone-tendue-list.js';

/**
 * Zone tendue, for the one-month notice of art. 15 I al. 2 (the territories of art. 17 I), read as
 * the lease compliance reads it (docs/decisions.md, zone tendue list): the rent-controlled
 * territory's flag, the commune list of décret 2013-392 as replaced by décret 2023-822, or the
 * lease's own rent evolution decree flag. An address none of them places counts as outside.
 */
export async function isInZoneTendue(store: Store, lease: Lease): Promise<boolean> {
  const context = await loadEstateContext(store, lease);
  const location = await locateEstate(store, context.postal_code, null);
  if (location.territory?.is_zone_tendue) return true;
  const listed = await zoneTendueOf(store, { postal_code: context.postal_code, city: context.place?.city ?? null });
  return listed.status === 'LISTED' || lease.is_subject_to_rent_evolution_decree;
}

/** Loi 89-462 art. 10: the kind of lessor, from the estate's owner, else its building's (core/leasing/lessor.ts). */
export async function lessorOf(store: Store, lease: Lease): Promise<LessorKind> {
  return lessorKindOf(await lessorCategoryOf(store, lease.estate_id));
}

export async function leaseTypeOf(store: Store, lease: Lease): Promise<LeaseType> {
  return store.repo(LeaseType).get(lease.lease_type_id);
}

/** Art. 15 III: a tenant (primary or co-tenant, with an open term) over 65 on the term's date; unknown birth dates count as not. */
export async function tenantOver65At(store: Store, lease: Lease, term: string): Promise<boolean> {
  const terms = await store
    .repo(LeaseLessee)
    .findAll({ lease_id: lease.id, role: { $in: ['PrimaryTenant', 'CoTenant'] }, end_date: null });
  if (terms.length === 0) return false;
  const lessees = await store.repo(Lessee).findAll({ id: { $in: terms.map((t) => t.lessee_id) } });
  return lessees.some((l) => l.birth_date !== null && compareDates(addYears(l.birth_date, 65), term) < 0);
}
