// Whether a lease lies in a zone tendue, for the rules that follow from it: the tenant's one-month
// notice (loi 89-462 art. 15 I al. 2) and the cap on a works increase (décret 2017-1198 art. 6).
import type { Lease } from '../../leasing/lease.js';
import type { Store } from '../../ports/store.js';
import { zoneTendueOf } from '../../zones/zone-tendue-list.js';
import { loadEstateContext, locateEstate } from '../load-lease-facts.js';

/**
 * Read as the lease compliance reads it (docs/decisions.md, zone tendue list): the rent-controlled
 * territory's flag, the commune list of décret 2013-392 in force on the day (the notice's receipt,
 * the amendment's effect), or the lease's own rent evolution decree flag. An address none of them
 * places counts as outside.
 */
export async function isInZoneTendue(store: Store, lease: Lease, day: string): Promise<boolean> {
  const context = await loadEstateContext(store, lease);
  const location = await locateEstate(store, context.postal_code, null);
  if (location.territory?.is_zone_tendue) return true;
  const city = context.place?.city ?? null;
  const listed = await zoneTendueOf(store, { postal_code: context.postal_code, city }, day);
  return listed.status === 'LISTED' || lease.is_subject_to_rent_evolution_decree;
}
