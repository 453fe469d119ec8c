import type { FieldError } from '../shared/errors.js';
import { compareDates } from '../shared/dates.js';
import type { ConditionSource, EquipmentCategory, EquipmentCondition } from '../../contract/vocabulary/equipment.js';

/**
 * An equipment sits in at most one place at a time. Linking to a room also fills the room's estate
 * and that estate's place, linking to an estate fills its place, so that a filter on place_id finds
 * everything in the building (design in docs/decisions.md).
 */
export class Equipment {
  id!: string;
  tenant_id!: string;
  name!: string;
  category: EquipmentCategory = 'OTHER';
  brand: string | null = null;
  model: string | null = null;
  serial_number: string | null = null;
  installation_date: string | null = null;
  warranty_end: string | null = null;
  condition: EquipmentCondition | null = null;
  condition_notes: string | null = null;
  place_id: string | null = null;
  estate_id: string | null = null;
  room_id: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export const EQUIPMENT_WRITABLE_FIELDS = [
  'name',
  'category',
  'brand',
  'model',
  'serial_number',
  'installation_date',
  'warranty_end',
  'condition',
  'condition_notes',
] as const satisfies readonly (keyof Equipment)[];

export const EQUIPMENT_REQUIRED_FIELDS = ['name', 'category'] as const satisfies readonly (keyof Equipment)[];

export type EquipmentFields = Pick<Equipment, (typeof EQUIPMENT_WRITABLE_FIELDS)[number]>;

/** One line of an equipment's condition history, kept for entry and exit condition reports. */
export class EquipmentConditionEntry {
  id!: string;
  tenant_id!: string;
  equipment_id!: string;
  condition: EquipmentCondition | null = null;
  condition_notes: string | null = null;
  place_id: string | null = null;
  estate_id: string | null = null;
  room_id: string | null = null;
  source!: ConditionSource;
  recorded_at!: Date;
}

export interface Location {
  place_id: string | null;
  estate_id: string | null;
  room_id: string | null;
}

/** A warranty cannot end before the equipment was installed. */
export function equipmentDateErrors(e: Pick<Equipment, 'installation_date' | 'warranty_end'>): FieldError[] {
  if (e.installation_date && e.warranty_end && compareDates(e.warranty_end, e.installation_date) < 0) {
    return [
      {
        path: 'warranty_end',
        message: `warranty_end ${e.warranty_end} is before installation_date ${e.installation_date}`,
        code: 'before_installation_date',
      },
    ];
  }
  return [];
}

export interface LocationInput {
  /** The place named by the caller, if any. */
  place_id?: string | null;
  /** The estate named by the caller, or the room's estate; with the place it belongs to. */
  estate?: { id: string; place_id: string } | null;
  /** The room named by the caller, with the estate it belongs to. */
  room?: { id: string; estate_id: string } | null;
}

/**
 * Spec, Equipment link "with place context": the estate must belong to the place; a room must
 * belong to the estate named with it. Returns the full location (parents filled) or the errors.
 */
export function resolveLocation(input: LocationInput): { location: Location; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const { room, estate } = input;
  if (room && estate && room.estate_id !== estate.id) {
    errors.push({
      path: 'room_id',
      message: `room ${room.id} does not belong to estate ${estate.id}`,
      code: 'room_not_in_estate',
    });
  }
  if (estate && input.place_id && estate.place_id !== input.place_id) {
    errors.push({
      path: 'estate_id',
      message: `estate ${estate.id} does not belong to place ${input.place_id}`,
      code: 'estate_not_in_place',
    });
  }
  return {
    location: {
      place_id: estate?.place_id ?? input.place_id ?? null,
      estate_id: estate?.id ?? null,
      room_id: room?.id ?? null,
    },
    errors,
  };
}

/** A history line is due when the equipment is created, moved, or its condition or notes change. */
export function conditionChanged(
  before: Pick<Equipment, 'condition' | 'condition_notes'>,
  after: Pick<Equipment, 'condition' | 'condition_notes'>,
): boolean {
  return before.condition !== after.condition || before.condition_notes !== after.condition_notes;
}

export function conditionEntry(equipment: Equipment, source: ConditionSource, at: Date): EquipmentConditionEntry {
  return Object.assign(new EquipmentConditionEntry(), {
    tenant_id: equipment.tenant_id,
    equipment_id: equipment.id,
    condition: equipment.condition,
    condition_notes: equipment.condition_notes,
    place_id: equipment.place_id,
    estate_id: equipment.estate_id,
    room_id: equipment.room_id,
    source,
    recorded_at: at,
  });
}
