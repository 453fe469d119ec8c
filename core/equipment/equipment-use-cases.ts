import { type ListInput, pageRequest, requireReference } from '../shared/crud.js';
import { BusinessRuleError, type FieldError, assertNoFieldErrors } from '../shared/errors.js';
import type { Patch } from '../shared/patch.js';
import type { Clock } from '../ports/clock.js';
import { type Store } from '../ports/store.js';
import { definedCriteria, searchCriteria } from '../shared/criteria.js';
import { Estate } from '../property/estate.js';
import { estateUseCases } from '../property/estates.js';
import { Place } from '../property/place.js';
import { Room } from '../property/room.js';
import type { ConditionSource, EquipmentCategory, EquipmentCondition } from '../../contract/vocabulary/equipment.js';
import {
  EQUIPMENT_REQUIRED_FIELDS,
  EQUIPMENT_WRITABLE_FIELDS,
  Equipment,
  EquipmentConditionEntry,
  type EquipmentFields,
  type Location,
  conditionChanged,
  conditionEntry,
  equipmentDateErrors,
  resolveLocation,
} from './equipment.js';

export interface EquipmentListInput extends ListInput {
  place_id?: string;
  estate_id?: string;
  room_id?: string;
  condition?: EquipmentCondition;
  category?: EquipmentCategory;
  search?: string;
}

export interface LocationRequest {
  place_id?: string | null;
  estate_id?: string | null;
  room_id?: string | null;
}

/** Body of the link endpoints (spec, Equipment): the equipment, and its condition at that place. */
export interface LinkRequest {
  equipment_id: string;
  condition: EquipmentCondition;
  condition_notes?: string | null;
}

export type LinkTarget =
  { room_id: string } | { estate_id: string } | { place_id: string } | { place_id: string; estate_id: string };

function failOn(errors: FieldError[]): void {
  if (errors.length > 0) throw new BusinessRuleError(errors.map((e) => e.message).join('; '), errors);
}

export function equipmentUseCases(store: Store, { clock }: { clock: Clock }) {
  const equipment = store.repo(Equipment);

  /** Loads what the caller names (404 for an unknown or foreign record) and fills the parents. */
  async function locate(s: Store, request: LocationRequest): Promise<Location> {
    const room = request.room_id ? await requireReference(s, Room, request.room_id, 'room_id') : null;
    const estateId = request.estate_id ?? room?.estate_id;
    const estate = estateId ? await requireReference(s, Estate, estateId, 'estate_id') : null;
    if (request.place_id) await requireReference(s, Place, request.place_id, 'place_id');
    const { location, errors } = resolveLocation({ place_id: request.place_id, estate, room });
    failOn(errors);
    return location;
  }

  async function record(s: Store, item: Equipment, source: ConditionSource): Promise<void> {
    s.repo(EquipmentConditionEntry).persist(conditionEntry(item, source, clock.now()));
    await s.flush();
  }

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

    get: (id: string) => equipment.get(id),

    /** Creates the equipment where the caller says and opens its condition history. */
    create: (fields: Partial<EquipmentFields> & LocationRequest) =>
      store.transaction(async (tx) => {
        const { place_id, estate_id, room_id, ...rest } = fields;
        const item = Object.assign(new Equipment(), rest, await locate(tx, { place_id, estate_id, room_id }));
        failOn(equipmentDateErrors(item));
        tx.repo(Equipment).persist(item);
        await tx.flush();
        await record(tx, item, 'create');
        return item;
      }),

    /** Absent keeps, null removes; a change of condition or notes adds a history line. */
    update: (id: string, patch: Patch<EquipmentFields>) =>
      store.transaction(async (tx) => {
        assertNoFieldErrors(
          EQUIPMENT_REQUIRED_FIELDS.filter((field) => patch[field] === null).map((field) => ({
            path: field,
            message: `${field} is required and cannot be removed`,
            code: 'required',
          })),
        );
        const item = await tx.repo(Equipment).get(id);
        const before = { condition: item.condition, condition_notes: item.condition_notes };
        const next = Object.assign(new Equipment(), item);
        for (const field of EQUIPMENT_WRITABLE_FIELDS) {
          if (patch[field] !== undefined) (next as unknown as Record<string, unknown>)[field] = patch[field];
        }
        failOn(equipmentDateErrors(next));
        for (const field of EQUIPMENT_WRITABLE_FIELDS)
          (item as unknown as Record<string, unknown>)[field] = next[field];
        await tx.flush();
        if (conditionChanged(before, item)) await record(tx, item, 'update');
        return item;
      }),

    async remove(id: string) {
      equipment.remove(await equipment.get(id));
      await store.flush();
    },

    /**
     * POST /rooms/{room_id}/equipment, /estates/{estate_id}/equipment, /places/{place_id}/equipment and
     * /places/{place_id}/estates/{estate_id}/equipment: moves an existing equipment there with the
     * condition observed, and records it in the history. The target is checked first (404).
     */
    link: (target: LinkTarget, request: LinkRequest) =>
      store.transaction(async (tx) => {
        if ('place_id' in target && 'estate_id' in target)
          await estateUseCases(tx).getInPlace(target.place_id, target.estate_id);
        const location = await locate(tx, target);
        const item = await tx.repo(Equipment).get(request.equipment_id);
        Object.assign(item, location, {
          condition: request.condition,
          condition_notes: request.condition_notes ?? null,
        });
        await tx.flush();
        await record(tx, item, 'link');
        return item;
      }),

    /** The condition history, newest first, for condition reports. */
    async history(id: string, input: ListInput) {
      await equipment.get(id);
      return store
        .repo(EquipmentConditionEntry)
        .list({ equipment_id: id }, pageRequest(input, [{ field: 'recorded_at', direction: 'desc' }]));
    },
  };
}
