// POST /rooms/{room_id}/equipment, /estates/{estate_id}/equipment, /places/{place_id}/equipment and
// /places/{place_id}/estates/{estate_id}/equipment (spec, Equipment): an existing equipment moves there.
import type { Clock } from '../ports/clock.js';
import type { Store } from '../ports/store.js';
import { estateUseCases } from '../property/estates.js';
import type { EquipmentCondition } from '../../contract/vocabulary/equipment.js';
import { Equipment } from './equipment.js';
import { locate, recordCondition } from './equipment-steps.js';

/** Body of the link endpoints (spec, Equipment): the equipment, and its condition at that place. */
export interface LinkRequest {
  equipment_id: string;
  condition: EquipmentCondition;
  condition_notes?: string | null;
}

export type LinkTarget =
  { room_id: string } | { estate_id: string } | { place_id: string } | { place_id: string; estate_id: string };

/** Moves the equipment with the condition observed, and records it in the history. The target is checked first (404). */
export function linkEquipment(store: Store, clock: Clock, target: LinkTarget, request: LinkRequest) {
  return store.transaction(async (tx) => {
    if ('place_id' in target && 'estate_id' in target)
      await estateUseCases(tx).getInPlace(target.place_id, target.estate_id);
    const location = await locate(tx, target);
    const item = await tx.repo(Equipment).get(request.equipment_id);
    Object.assign(item, location, {
      condition: request.condition,
      condition_notes: request.condition_notes ?? null,
    });
    await tx.flush();
    await recordCondition(tx, item, 'link', clock.now());
    return item;
  });
}
