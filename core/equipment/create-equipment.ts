// POST /equipment (spec, Equipment): the equipment where the caller says, its condition history opened.
import type { Clock } from '../ports/clock.js';
import type { Store } from '../ports/store.js';
import { Equipment, type EquipmentFields, equipmentDateErrors } from './equipment.js';
import { type LocationRequest, failOn, locate, recordCondition } from './equipment-steps.js';

export function createEquipment(
  store: Store,
  clock: Clock,
  fields: Partial<EquipmentFields> & LocationRequest,
): Promise<Equipment> {
  return store.transaction(async (tx) => {
    const { place_id, estate_id, room_id, ...rest } = fields;
    const item = Object.assign(new Equipment(), rest, await locate(tx, { place_id, estate_id, room_id }));
    failOn(equipmentDateErrors(item));
    tx.repo(Equipment).persist(item);
    await tx.flush();
    await recordCondition(tx, item, 'create', clock.now());
    return item;
  });
}
