// The lots of a mandate: each an estate or a whole place of the mandant, and never under two ACTIVE
// mandates at once (a lot has one manager; issue 35: a conflict is a 409).
import type { Store } from '../ports/store.js';
import { Estate } from '../property/estate.js';
import { Place } from '../property/place.js';
import { requireReference } from '../shared/crud.js';
import { BusinessRuleError, ConflictError, type FieldError } from '../shared/errors.js';
import { ManagementMandate, MandateLot } from './mandate.js';
import type { LotInput } from './types.js';

export const lotsLock = (tenantId: string) => `mandate-lots:${tenantId}`;

/** Each lot exists in the account and belongs to the mandant when its owner is recorded (422 lot_owner). */
export async function checkLots(store: Store, ownerId: string, lots: LotInput[]): Promise<void> {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  for (const [index, lot] of lots.entries()) {
    const key = lot.estate_id ?? lot.place_id!;
    if (seen.has(key)) errors.push({ path: `lots.${index}`, message: `${key} is given twice`, code: 'duplicate_lot' });
    seen.add(key);
    const owner = lot.estate_id
      ? await estateOwner(store, lot.estate_id, `lots.${index}.estate_id`)
      : (await requireReference(store, Place, lot.place_id!, `lots.${index}.place_id`)).owner_id;
    if (owner !== null && owner !== ownerId)
      errors.push({ path: `lots.${index}`, message: `${key} belongs to another owner`, code: 'lot_owner' });
  }
  if (errors.length > 0) throw new BusinessRuleError('lot_owner: a mandate covers lots of its mandant only', errors);
}

async function estateOwner(store: Store, estateId: string, field: string): Promise<string | null> {
  const estate = await requireReference(store, Estate, estateId, field);
  if (estate.owner_id !== null) return estate.owner_id;
  return (await store.repo(Place).find(estate.place_id))?.owner_id ?? null;
}

/** Replaces the lots of a mandate by those given. */
export async function writeLots(store: Store, mandate: ManagementMandate, lots: LotInput[], newId: () => string) {
  const repo = store.repo(MandateLot);
  for (const lot of await repo.findAll({ mandate_id: mandate.id })) repo.remove(lot);
  const written = lots.map((lot) =>
    Object.assign(new MandateLot(), {
      id: newId(),
      tenant_id: mandate.tenant_id,
      mandate_id: mandate.id,
      estate_id: lot.estate_id ?? null,
      place_id: lot.place_id ?? null,
    }),
  );
  for (const lot of written) repo.persist(lot);
  return written;
}

/** The estates and places a set of lots touches: an estate's place, a place's estates. */
async function touched(store: Store, lots: readonly MandateLot[]) {
  const estateIds = lots.flatMap((lot) => (lot.estate_id ? [lot.estate_id] : []));
  const placeIds = lots.flatMap((lot) => (lot.place_id ? [lot.place_id] : []));
  const estates = store.repo(Estate);
  const inPlaces = placeIds.length > 0 ? await estates.findAll({ place_id: { $in: placeIds } }) : [];
  const direct = estateIds.length > 0 ? await estates.findAll({ id: { $in: estateIds } }) : [];
  return {
    estateIds: [...new Set([...estateIds, ...inPlaces.map((estate) => estate.id)])],
    placeIds: [...new Set([...placeIds, ...direct.map((estate) => estate.place_id)])],
  };
}

/** 409 when a lot of the mandate is under another ACTIVE mandate (directly or through a place). */
export async function assertLotsFree(store: Store, mandate: ManagementMandate): Promise<void> {
  const lots = await store.repo(MandateLot).findAll({ mandate_id: mandate.id });
  const { estateIds, placeIds } = await touched(store, lots);
  const or = [
    ...(estateIds.length > 0 ? [{ estate_id: { $in: estateIds } }] : []),
    ...(placeIds.length > 0 ? [{ place_id: { $in: placeIds } }] : []),
  ];
  if (or.length === 0) return;
  const others = await store.repo(MandateLot).findAll({ mandate_id: { $ne: mandate.id }, $or: or });
  if (others.length === 0) return;
  const active = await store
    .repo(ManagementMandate)
    .findAll({ id: { $in: [...new Set(others.map((lot) => lot.mandate_id))] }, status: 'ACTIVE' });
  if (active.length === 0) return;
  throw new ConflictError(
    `lot_under_active_mandate: a lot of this mandate is under the ACTIVE mandate n° ${active.map((m) => m.number).join(', ')}`,
    [{ path: 'lots', message: 'a lot is already under another ACTIVE mandate', code: 'lot_under_active_mandate' }],
    { conflicting_mandates: active.map((m) => ({ id: m.id, number: m.number })) },
  );
}
