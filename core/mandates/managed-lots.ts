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

/**
 * The ACTIVE mandates covering each of the estates (directly or through its place), in three reads
 * for all of them; an estate no such mandate covers is not in the map.
 */
async function activeMandatesOfEstates(store: Store, estateIds: string[]): Promise<Map<string, ManagementMandate[]>> {
  const covering = new Map<string, ManagementMandate[]>();
  if (estateIds.length === 0) return covering;
  const estates = await store.repo(Estate).findAll({ id: { $in: estateIds } });
  if (estates.length === 0) return covering;
  const placeIds = [...new Set(estates.map((estate) => estate.place_id))];
  const lots = await store
    .repo(MandateLot)
    .findAll({ $or: [{ estate_id: { $in: estateIds } }, { place_id: { $in: placeIds } }] });
  if (lots.length === 0) return covering;
  const active = new Map(
    (
      await store
        .repo(ManagementMandate)
        .findAll({ id: { $in: [...new Set(lots.map((lot) => lot.mandate_id))] }, status: 'ACTIVE' })
    ).map((mandate) => [mandate.id, mandate]),
  );
  for (const estate of estates) {
    const mandates = lots
      .filter((lot) => lot.estate_id === estate.id || lot.place_id === estate.place_id)
      .flatMap((lot) => active.get(lot.mandate_id) ?? []);
    if (mandates.length > 0) covering.set(estate.id, mandates);
  }
  return covering;
}

/** The ACTIVE mandate covering the estate (directly or through its place), on the day when given. */
export async function activeMandateOfEstate(
  store: Store,
  estateId: string,
  on?: string,
): Promise<ManagementMandate | null> {
  const mandates = (await activeMandatesOfEstates(store, [estateId])).get(estateId) ?? [];
  return mandates.find((mandate) => inForceOn(mandate, on)) ?? null;
}

/** Of the estates, those an ACTIVE mandate covers (directly or through their place). */
export async function estatesUnderActiveMandate(store: Store, estateIds: string[]): Promise<Set<string>> {
  return new Set((await activeMandatesOfEstates(store, estateIds)).keys());
}

/** The estate ids a mandate covers: its estates, and every estate of its places. */
export async function estatesOfMandate(store: Store, mandate: Pick<ManagementMandate, 'id'>): Promise<string[]> {
  const lots = await store.repo(MandateLot).findAll({ mandate_id: mandate.id });
  const direct = lots.flatMap((lot) => (lot.estate_id ? [lot.estate_id] : []));
  const placeIds = lots.flatMap((lot) => (lot.place_id ? [lot.place_id] : []));
  const inPlaces = placeIds.length > 0 ? await store.repo(Estate).findAll({ place_id: { $in: placeIds } }) : [];
  return [...new Set([...direct, ...inPlaces.map((estate) => estate.id)])].sort();
}
