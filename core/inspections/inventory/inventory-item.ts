// The inventory of a furnished lease (loi 89-462 art. 25-5): each piece of furniture as observed
// with the entry or the exit report, a record linked to that report and its lease. Written with
// the report's content while no party has accepted it (write-condition-report.ts).
import type { EquipmentCondition } from '../../../contract/vocabulary/equipment.js';
import type { InventoryItemCode } from '../../../contract/vocabulary/inspections.js';

export class InventoryItem {
  id!: string;
  tenant_id!: string;
  report_id!: string;
  lease_id!: string;
  /** Order of the item in its report. */
  position!: number;
  /** An item of the legal minimum list (décret 2015-981 art. 2) or OTHER. */
  item_code!: InventoryItemCode;
  label: string | null = null;
  quantity!: number;
  condition!: EquipmentCondition;
  comments: string | null = null;
  created_at!: Date;
}

/** An item as the caller writes it with the report's content. */
export interface InventoryItemInput {
  item_code: InventoryItemCode;
  label?: string | null;
  quantity: number;
  condition: EquipmentCondition;
  comments?: string | null;
}

/** The report's items in their order. */
export function inventoryOf(items: readonly InventoryItem[], reportId: string): InventoryItem[] {
  return items.filter((item) => item.report_id === reportId).sort((a, b) => a.position - b.position);
}
