// Condition reports (états des lieux, loi 89-462 art. 3-2): an entry and an exit report per lease,
// room by room, each surface and equipment with its condition (spec, Equipment: the eight
// statuses), comments and photos; meter readings. The keys handed over with a report are key
// handovers (keys/key-set.ts), the furniture of a furnished lease inventory items
// (inventory/inventory-item.ts), both records of their own linked to the report. Both parties
// accept the report; it is then fixed.
import type { EquipmentCondition } from '../../contract/vocabulary/equipment.js';
import { type ReportType, type ReportStatus, type ElementKind } from '../../contract/vocabulary/inspections.js';
import { type MeterType } from '../../contract/vocabulary/meters.js';

export interface MeterReading {
  meter_type: MeterType;
  meter_number: string | null;
  reading: number;
  unit: string | null;
}

export class ConditionReport {
  id!: string;
  tenant_id!: string;
  lease_id!: string;
  report_type!: ReportType;
  inspection_date!: string;
  status: ReportStatus = 'DRAFT';
  general_comments: string | null = null;
  meters: MeterReading[] = [];
  tenant_signatory: string | null = null;
  tenant_signed_at: Date | null = null;
  landlord_signatory: string | null = null;
  landlord_signed_at: Date | null = null;
  /** The account template and published version its PDF prints from, fixed at its first print; null for the built-in document (docs/decisions.md 296). */
  template_id: string | null = null;
  template_version: number | null = null;
  created_at!: Date;
  updated_at!: Date;
}

/** One surface or equipment of a room, as observed. */
export class ConditionReportItem {
  id!: string;
  tenant_id!: string;
  report_id!: string;
  /** Order of the item in the report. */
  position!: number;
  room_id: string | null = null;
  /** The room's name when the report was written (the room may be renamed or deleted later). */
  room_label: string | null = null;
  element!: string;
  element_kind: ElementKind = 'SURFACE';
  equipment_id: string | null = null;
  condition!: EquipmentCondition;
  comments: string | null = null;
  created_at!: Date;
}

/** A photo (core/media) of an item. */
export class ConditionReportPhoto {
  id!: string;
  tenant_id!: string;
  item_id!: string;
  media_id!: string;
  created_at!: Date;
}

/** Whether a party has already accepted the report: its content is then fixed. */
export function hasAcceptance(report: Pick<ConditionReport, 'tenant_signed_at' | 'landlord_signed_at'>): boolean {
  return report.tenant_signed_at !== null || report.landlord_signed_at !== null;
}
