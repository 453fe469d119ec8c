// Facts of a lease the notices and the term read: its type, its lessor, whether it lies in a zone
// tendue, and whether a tenant is over 65 at the term.
import { DomainError } from '../shared/errors.js';
import { postalCodeInAddress, rentControlUseCases } from '../compliance/rent-control-check.js';
import type { Lease } from '../leasing/lease.js';
import { LeaseLessee } from '../leasing/lease.js';
import { LeaseType } from '../leasing/lease-type.js';
import { Lessee } from '../leasing/lessee.js';
import type { Store } from '../ports/store.js';
import { Estate } from '../property/estate.js';
import { Owner } from '../property/owner.js';
import { Place } from '../property/place.js';
import { addYears, compareDates } from '../shared/dates.js';

/**
 * Zone tendue, for the one-month notice of art. 15 I al. 2 (the territories of art. 17 I: décret
 * 2013-392, its commune list replaced by décret 2023-822). Until that list is imported, read from
 * the lease's compliance facts: the rent evolution decree flag (which applies in the same zones),
 * else the legislative zone of the estate's postal code (`is_zone_tendue`). One function to point at
 * the commune list later. An address that cannot be placed counts as outside.
 */
export async function isInZoneTendue(store: Store, lease: Lease): Promise<boolean> {
  if (lease.is_subject_to_rent_evolution_decree) return true;
  const estate = await store.repo(Estate).get(lease.estate_id);
  const place = await store.repo(Place).find(estate.place_id);
  const postalCode =
    place?.postal_code?.trim().match(/^\d{5}/)?.[0] ??
    postalCodeInAddress(estate.address ?? place?.address_line1 ?? '');
  if (!postalCode) return false;
  try {
    const location = await rentControlUseCases(store).locate({ postal_code: postalCode });
    return location.territory?.is_zone_tendue ?? false;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}

/** The lessor: the estate's owner, else its building's; none recorded counts as a natural person. */
export async function lessorOf(store: Store, lease: Lease): Promise<Owner | null> {
  const estate = await store.repo(Estate).get(lease.estate_id);
  const ownerId = estate.owner_id ?? (await store.repo(Place).find(estate.place_id))?.owner_id ?? null;
  return ownerId ? store.repo(Owner).find(ownerId) : null;
}

/** Art. 10: a legal person (company, SC/SCI) renews for six years (docs/legal.md on the family SCI). */
export const isLegalPerson = (owner: Owner | null) => owner !== null && owner.owner_category !== 'individual';

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
