// What the equipment writes share (spec, Equipment): where the equipment goes, its rules (422) and
// the line its condition history gets.
import type { Store } from '../ports/store.js';
import { Estate } from '../property/estate.js';
import { Place } from '../property/place.js';
import { Room } from '../property/room.js';
import { requireReference } from '../shared/crud.js';
import { BusinessRuleError, type FieldError } from '../shared/errors.js';
import type { ConditionSource } from '../../contract/vocabulary/equipment.js';
import {
  type Equipment,
  EquipmentConditionEntry,
  type Location,
  conditionEntry,
  resolveLocation,
} from './equipment.js';

export interface LocationRequest {
  place_id?: string | null;
  estate_id?: string | null;
  room_id?: string | null;
}

export function failOn(errors: FieldError[]): void {
  if (errors.length > 0) throw new BusinessRuleError(errors.map((e) => e.message).join('; '), errors);
}

/** Loads what the caller names (404 for an unknown or foreign record) and fills the parents. */
export async function locate(store: Store, request: LocationRequest): Promise<Location> {
  const room = request.room_id ? await requireReference(store, Room, request.room_id, 'room_id') : null;
  const estateId = request.estate_id ?? room?.estate_id;
  const estate = estateId ? await requireReference(store, Estate, estateId, 'estate_id') : null;
  if (request.place_id) await requireReference(store, Place, request.place_id, 'place_id');
  const { location, errors } = resolveLocation({ place_id: request.place_id, estate, room });
  failOn(errors);
  return location;
}

/** A line of the condition history, as the equipment stands `at`. */
export async function recordCondition(store: Store, item: Equipment, source: ConditionSource, at: Date): Promise<void> {
  store.repo(EquipmentConditionEntry).persist(conditionEntry(item, source, at));
  await store.flush();
}
