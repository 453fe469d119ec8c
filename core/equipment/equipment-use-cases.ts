// Equipment use cases, assembled (spec, Equipment): reads and delete here, each write in its own
// file (create-equipment, update-equipment, link-equipment).
import { type ListInput, pageRequest } from '../shared/crud.js';
import type { Patch } from '../shared/patch.js';
import type { Clock } from '../ports/clock.js';
import { type Store } from '../ports/store.js';
import { definedCriteria, searchCriteria } from '../shared/criteria.js';
import type { EquipmentCategory, EquipmentCondition } from '../../contract/vocabulary/equipment.js';
import { createEquipment } from './create-equipment.js';
import { Equipment, EquipmentConditionEntry, type EquipmentFields } from './equipment.js';
import type { LocationRequest } from './equipment-steps.js';
import { type LinkRequest, type LinkTarget, linkEquipment } from './link-equipment.js';
import { updateEquipment } from './update-equipment.js';

export interface EquipmentListInput extends ListInput {
  place_id?: string;
  estate_id?: string;
  room_id?: string;
  condition?: EquipmentCondition;
  category?: EquipmentCategory;
  search?: string;
}

export function equipmentUseCases(store: Store, { clock }: { clock: Clock }) {
  const equipment = store.repo(Equipment);
  return {
    list: (input: EquipmentListInput) =>
      equipment.list(
        {
          ...definedCriteria({
            place_id: input.place_id,
            estate_id: input.estate_id,
            room_id: input.room_id,
            condition: input.condition,
            category: input.category,
          }),
          ...searchCriteria(input.search, ['name', 'brand', 'model', 'serial_number']),
        },
        pageRequest(input),
      ),

    get: (id: string) => equipment.view(id),

    /** Creates the equipment where the caller says and opens its condition history. */
    create: (fields: Partial<EquipmentFields> & LocationRequest) => createEquipment(store, clock, fields),

    /** Absent keeps, null removes; a change of condition or notes adds a history line. */
    update: (id: string, patch: Patch<EquipmentFields>) => updateEquipment(store, clock, id, patch),

    async remove(id: string) {
      equipment.remove(await equipment.get(id));
      await store.flush();
    },

    /** Moves an existing equipment to a room, an estate or a place with the condition observed. */
    link: (target: LinkTarget, request: LinkRequest) => linkEquipment(store, clock, target, request),

    /** The condition history, newest first, for condition reports. */
    async history(id: string, input: ListInput) {
      await equipment.get(id);
      return store
        .repo(EquipmentConditionEntry)
        .list({ equipment_id: id }, pageRequest(input, [{ field: 'recorded_at', direction: 'desc' }]));
    },
  };
}
