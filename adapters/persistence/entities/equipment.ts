import { defineEntity } from '@mikro-orm/core';
import { Equipment, EquipmentConditionEntry } from '../../../core/equipment/equipment.js';
import {
  CONDITION_SOURCES,
  EQUIPMENT_CATEGORIES,
  EQUIPMENT_CONDITIONS,
} from '../../../contract/vocabulary/equipment.js';
import { id, p, tenantFilter, tenantOwned } from './columns.js';

export const EquipmentEntity = defineEntity({
  class: Equipment,
  tableName: 'equipment',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    name: p.string(),
    category: p.enum(EQUIPMENT_CATEGORIES),
    brand: p.string().length(100).nullable(),
    model: p.string().length(100).nullable(),
    serial_number: p.string().length(100).nullable(),
    installation_date: p.date().nullable(),
    warranty_end: p.date().nullable(),
    condition: p.enum(EQUIPMENT_CONDITIONS).nullable(),
    condition_notes: p.text().nullable(),
    place_id: p.uuid().nullable().index(),
    estate_id: p.uuid().nullable().index(),
    room_id: p.uuid().nullable().index(),
  },
});

/** Append-only: one row per condition observed (creation, change, link). */
export const EquipmentConditionEntryEntity = defineEntity({
  class: EquipmentConditionEntry,
  tableName: 'equipment_condition_history',
  filters: tenantFilter,
  properties: {
    id: id(),
    tenant_id: p.uuid().index(),
    equipment_id: p.uuid().index(),
    condition: p.enum(EQUIPMENT_CONDITIONS).nullable(),
    condition_notes: p.text().nullable(),
    place_id: p.uuid().nullable(),
    estate_id: p.uuid().nullable(),
    room_id: p.uuid().nullable(),
    source: p.enum(CONDITION_SOURCES),
    recorded_at: p.datetime(),
  },
});
