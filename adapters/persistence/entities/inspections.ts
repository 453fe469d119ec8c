import { defineEntity } from '@mikro-orm/core';
import { EQUIPMENT_CONDITIONS } from '../../../core/equipment/equipment.js';
import {
  ConditionReport,
  ConditionReportItem,
  ConditionReportPhoto,
  type InventoryItem,
  type KeySet,
  type MeterReading,
} from '../../../core/inspections/condition-report.js';
import { ELEMENT_KINDS, REPORT_STATUSES, REPORT_TYPES } from '../../../contract/vocabulary/inspections.js';
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
    keys: p.json<KeySet[]>(),
    inventory: p.json<InventoryItem[]>(),
    tenant_signatory: p.string().nullable(),
    tenant_signed_at: p.datetime().nullable(),
    landlord_signatory: p.string().nullable(),
    landlord_signed_at: p.datetime().nullable(),
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

export const inspectionEntities = [ConditionReportEntity, ConditionReportItemEntity, ConditionReportPhotoEntity];
