import { defineEntity } from '@mikro-orm/core';
import { EQUIPMENT_CONDITIONS } from '../../../contract/vocabulary/equipment.js';
import {
  ConditionReport,
  ConditionReportItem,
  ConditionReportPhoto,
  type MeterReading,
} from '../../../core/inspections/condition-report.js';
import { InventoryItem } from '../../../core/inspections/inventory/inventory-item.js';
import { KeyHandover, KeySet } from '../../../core/inspections/keys/key-set.js';
import {
  ELEMENT_KINDS,
  INVENTORY_ITEM_CODES,
  KEY_HOLDERS,
  KEY_TYPES,
  REPORT_STATUSES,
  REPORT_TYPES,
} from '../../../contract/vocabulary/inspections.js';
import { createdAt, id, p, tenantFilter, tenantOwned } from './columns.js';

export const ConditionReportEntity = defineEntity({
  class: ConditionReport,
  tableName: 'condition_reports',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    lease_id: p.uuid(),
    report_type: p.enum(REPORT_TYPES),
    inspection_date: p.date(),
    status: p.enum(REPORT_STATUSES),
    general_comments: p.text().nullable(),
    meters: p.json<MeterReading[]>(),
    tenant_signatory: p.string().nullable(),
    tenant_signed_at: p.datetime().nullable(),
    landlord_signatory: p.string().nullable(),
    landlord_signed_at: p.datetime().nullable(),
    template_id: p.uuid().nullable(),
    template_version: p.integer().nullable(),
  },
});

export const ConditionReportItemEntity = defineEntity({
  class: ConditionReportItem,
  tableName: 'condition_report_items',
  filters: tenantFilter,
  properties: {
    id: id(),
    tenant_id: p.uuid(),
    report_id: p.uuid(),
    position: p.integer(),
    room_id: p.uuid().nullable(),
    room_label: p.string().nullable(),
    element: p.string(),
    element_kind: p.enum(ELEMENT_KINDS),
    equipment_id: p.uuid().nullable(),
    condition: p.enum(EQUIPMENT_CONDITIONS),
    comments: p.text().nullable(),
    created_at: createdAt(),
  },
});

export const ConditionReportPhotoEntity = defineEntity({
  class: ConditionReportPhoto,
  tableName: 'condition_report_photos',
  filters: tenantFilter,
  properties: {
    id: id(),
    tenant_id: p.uuid(),
    item_id: p.uuid(),
    media_id: p.uuid(),
    created_at: createdAt(),
  },
});

/** The furniture of a report (loi 89-462 art. 25-5). */
export const InventoryItemEntity = defineEntity({
  class: InventoryItem,
  tableName: 'inventory_items',
  filters: tenantFilter,
  properties: {
    id: id(),
    tenant_id: p.uuid(),
    report_id: p.uuid(),
    lease_id: p.uuid(),
    position: p.integer(),
    item_code: p.enum(INVENTORY_ITEM_CODES),
    label: p.string().nullable(),
    quantity: p.integer(),
    condition: p.enum(EQUIPMENT_CONDITIONS),
    comments: p.text().nullable(),
    created_at: createdAt(),
  },
});

export const KeySetEntity = defineEntity({
  class: KeySet,
  tableName: 'key_sets',
  filters: tenantFilter,
  properties: {
    ...tenantOwned(),
    estate_id: p.uuid(),
    key_type: p.enum(KEY_TYPES),
    label: p.string().nullable(),
    count: p.integer(),
    holder: p.enum(KEY_HOLDERS),
    holder_name: p.string().nullable(),
    lease_id: p.uuid().nullable(),
    comments: p.text().nullable(),
  },
});

/** Appended once, never changed: the history of a key set. */
export const KeyHandoverEntity = defineEntity({
  class: KeyHandover,
  tableName: 'key_handovers',
  filters: tenantFilter,
  properties: {
    id: id(),
    tenant_id: p.uuid(),
    key_set_id: p.uuid(),
    estate_id: p.uuid(),
    handed_over_on: p.date(),
    from_holder: p.enum(KEY_HOLDERS),
    from_name: p.string().nullable(),
    from_lease_id: p.uuid().nullable(),
    to_holder: p.enum(KEY_HOLDERS),
    to_name: p.string().nullable(),
    to_lease_id: p.uuid().nullable(),
    count: p.integer(),
    held_count: p.integer(),
    missing_count: p.integer(),
    condition_report_id: p.uuid().nullable(),
    comments: p.text().nullable(),
    created_at: createdAt(),
  },
});

export const inspectionEntities = [
  ConditionReportEntity,
  ConditionReportItemEntity,
  ConditionReportPhotoEntity,
  InventoryItemEntity,
  KeySetEntity,
  KeyHandoverEntity,
];
