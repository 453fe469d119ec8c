// Which mandate manages a lot: a lot under an ACTIVE mandate is managed, and its leases' payments
// flow into the owner's account (issue 35). A mandate covers estates directly or through their place.
import type { Store } from '../ports/store.js';
import { Estate } from '../property/estate.js';
import { ManagementMandate, MandateLot } from './mandate.js';

/** Whether the mandate is in force on the day: started, and not terminated before it. */
export function inForceOn(mandate: ManagementMandate, day: string | undefined): boolean {
  if (day === undefined) return true;
  if (mandate.starts_on > day) return false;
  return mandate.terminated_on === null || mandate.terminated_on > day;
}

/** The ACTIVE mandate covering the estate (directly or through its place), on the day when given. */
export async function activeMandateOfEstate(
  store: Store,
  estateId: string,
  on?: string,
): Promise<ManagementMandate | null> {
  const estate = await store.repo(Estate).find(estateId);
  if (!estate) return null;
  const lots = await store.repo(MandateLot).findAll({ $or: [{ estate_id: estateId }, { place_id: estate.place_id }] });
  if (lots.length === 0) return null;
  const mandates = await store
    .repo(ManagementMandate)
    .findAll({ id: { $in: [...new Set(lots.map((lot) => lot.mandate_id))] }, status: 'ACTIVE' });
  return mandates.find((mandate) => inForceOn(mandate, on)) ?? null;
}

/** The estate ids a mandate covers: its estates, and every estate of its places. */
export async function estatesOfMandate(store: Store, mandate: Pick<ManagementMandate, 'id'>): Promise<string[]> {
  const lots = await store.repo(MandateLot).findAll({ mandate_id: mandate.id });
  const direct = lots.flatMap((lot) => (lot.estate_id ? [lot.estate_id] : []));
  const placeIds = lots.flatMap((lot) => (lot.place_id ? [lot.place_id] : []));
  const inPlaces = placeIds.length > 0 ? await store.repo(Estate).findAll({ place_id: { $in: placeIds } }) : [];
  return [...new Set([...direct, ...inPlaces.map((estate) => estate.id)])].sort();
}
