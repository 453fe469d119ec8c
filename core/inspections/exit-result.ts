// The exit report against the entry report, and what the money area reads from it: whether the
// exit conforms (the deposit is due one month after the keys are back, two months otherwise: loi
// 89-462 art. 22 al. 3) and whether the keys are back (the key handovers of the lease's tenant).
import type { Store } from '../ports/store.js';
import {
  type InventoryQuantityChange,
  type ItemChange,
  type ComparedElement,
  compareElements,
  depositRestitutionMonths,
  inventoryElements,
  isConforming,
  missingPieces,
  normalizeName,
} from './comparison.js';
import { ConditionReport, ConditionReportItem } from './condition-report.js';
import { InventoryItem } from './inventory/inventory-item.js';
import { type KeysReturned, keysReturned } from './keys/lease-keys.js';

export interface ExitInspectionResult {
  lease_id: string;
  exit_report_id: string;
  entry_report_id: string | null;
  /** The day of the exit inspection, when the keys are handed back. */
  inspection_date: string;
  /** Both parties accepted the exit report. */
  signed: boolean;
  keys: KeysReturned;
  /** Null without an entry report: nothing to compare with. */
  conforming: boolean | null;
  deposit_restitution_months: 1 | 2;
  items: ItemChange[];
  inventory: ItemChange[];
  missing_pieces: InventoryQuantityChange[];
}

async function elementsOf(store: Store, report: ConditionReport): Promise<ComparedElement[]> {
  const items = await store
    .repo(ConditionReportItem)
    .findAll({ report_id: report.id }, [{ field: 'position', direction: 'asc' }]);
  return items.map((item) => ({
    key: item.equipment_id
      ? `equipment|${item.equipment_id}`
      : `${item.room_id ?? normalizeName(item.room_label ?? '')}|${normalizeName(item.element)}`,
    room: item.room_label,
    element: item.element,
    condition: item.condition,
  }));
}

/** The comparison of the lease's exit report with its entry report; null while there is no exit report. */
export async function exitInspectionResult(store: Store, leaseId: string): Promise<ExitInspectionResult | null> {
  const reports = store.repo(ConditionReport);
  const exit = await reports.findOne({ lease_id: leaseId, report_type: 'EXIT' });
  if (!exit) return null;
  const entry = await reports.findOne({ lease_id: leaseId, report_type: 'ENTRY' });
  const items = entry ? compareElements(await elementsOf(store, entry), await elementsOf(store, exit)) : [];
  const furniture = async (report: ConditionReport) =>
    store.repo(InventoryItem).findAll({ report_id: report.id }, [{ field: 'position', direction: 'asc' }]);
  const [entryFurniture, exitFurniture] = entry ? [await furniture(entry), await furniture(exit)] : [[], []];
  const inventory = entry ? compareElements(inventoryElements(entryFurniture), inventoryElements(exitFurniture)) : [];
  const pieces = entry ? missingPieces(entryFurniture, exitFurniture) : [];
  const conforming = entry ? isConforming([...items, ...inventory], pieces) : null;
  return {
    lease_id: leaseId,
    exit_report_id: exit.id,
    entry_report_id: entry?.id ?? null,
    inspection_date: exit.inspection_date,
    signed: exit.status === 'SIGNED',
    keys: await keysReturned(store, leaseId),
    conforming,
    deposit_restitution_months: depositRestitutionMonths(conforming),
    items,
    inventory,
    missing_pieces: pieces,
  };
}

/** The exit is done when its report is accepted by both parties and the keys are back. */
export function exitDone(result: ExitInspectionResult | null): boolean {
  return result !== null && result.signed && result.keys.returned;
}
