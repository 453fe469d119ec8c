// Facts of a lease the notices and the term read: its type, its lessor, and whether a tenant is
// over 65 at the term (whether it lies in a zone tendue: core/compliance/zone-tendue/lease-zone-tendue.ts).
import type { Lease } from '../leasing/lease.js';
import { LeaseLessee } from '../leasing/lease.js';
import { LeaseType } from '../leasing/lease-type.js';
import { Lessee } from '../leasing/lessees/lessee.js';
import { type LessorKind, lessorCategoryOf, lessorKindOf } from '../leasing/lessor.js';
import type { Store } from '../ports/store.js';
import { addYears, compareDates } from '../shared/dates.js';

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
