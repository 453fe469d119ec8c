// Exit against entry (loi 89-462 art. 3-2 and 7 c/d): per item, what changed; degradations are the
// tenant's, normal wear (vétusté) is not. The result decides the deposit deadline: one month after
// the keys are handed back when the exit report conforms to the entry report, two months otherwise
// (art. 22 al. 3). docs/legal.md, "Condition reports".
import type { EquipmentCondition } from '../../contract/vocabulary/equipment.js';
import type { InventoryItem } from './inventory/inventory-item.js';
import { type ChangeKind } from '../../contract/vocabulary/inspections.js';

/** Spec, Equipment: the statuses from best to worst. */
export const CONDITION_SEVERITY: Readonly<Record<EquipmentCondition, number>> = {
  EXCELLENT: 0,
  GOOD: 1,
  FAIR: 2,
  POOR: 3,
  NEEDS_REPAIR: 4,
  DAMAGED: 5,
  BROKEN: 6,
  MISSING: 7,
};

/**
 * One item's change. One step worse among the usable statuses (excellent to poor) is normal wear;
 * more, or any fall into needs repair, damaged, broken or missing, is a degradation.
 */
export function classifyChange(entry: EquipmentCondition | null, exit: EquipmentCondition | null): ChangeKind {
  if (entry === null) return 'NEW';
  if (exit === null) return 'NOT_INSPECTED';
  const before = CONDITION_SEVERITY[entry];
  const after = CONDITION_SEVERITY[exit];
  if (after === before) return 'UNCHANGED';
  if (after < before) return 'IMPROVED';
  if (after - before === 1 && after <= CONDITION_SEVERITY.POOR) return 'WEAR';
  return 'DEGRADATION';
}

/** An item as compared: a key that finds it in both reports, and its condition. */
export interface ComparedElement {
  key: string;
  room: string | null;
  element: string;
  condition: EquipmentCondition;
}

export interface ItemChange {
  room: string | null;
  element: string;
  entry_condition: EquipmentCondition | null;
  exit_condition: EquipmentCondition | null;
  change: ChangeKind;
}

/** Case, accents and spacing do not tell two names apart ("Murs " = "murs"). */
export function normalizeName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Pairs the items of both reports by key; items only in one report are NEW or NOT_INSPECTED. */
export function compareElements(entry: readonly ComparedElement[], exit: readonly ComparedElement[]): ItemChange[] {
  const atExit = new Map(exit.map((item) => [item.key, item]));
  const changes: ItemChange[] = entry.map((before) => {
    const after = atExit.get(before.key) ?? null;
    atExit.delete(before.key);
    return {
      room: before.room,
      element: before.element,
      entry_condition: before.condition,
      exit_condition: after?.condition ?? null,
      change: classifyChange(before.condition, after?.condition ?? null),
    };
  });
  for (const after of atExit.values()) {
    changes.push({
      room: after.room,
      element: after.element,
      entry_condition: null,
      exit_condition: after.condition,
      change: 'NEW',
    });
  }
  return changes;
}

type ObservedItem = Pick<InventoryItem, 'item_code' | 'label' | 'quantity' | 'condition'>;

/** Inventory items as elements: the same code and label find each other; fewer pieces count as missing. */
export function inventoryElements(inventory: readonly ObservedItem[]): ComparedElement[] {
  return inventory.map((item) => ({
    key: `inventory|${item.item_code}|${normalizeName(item.label ?? '')}`,
    room: null,
    element: item.label ?? item.item_code,
    condition: item.quantity > 0 ? item.condition : 'MISSING',
  }));
}

export interface InventoryQuantityChange {
  item_code: string;
  label: string | null;
  entry_quantity: number;
  exit_quantity: number;
}

/** Furniture pieces fewer at exit than at entry. */
export function missingPieces(
  entry: readonly ObservedItem[],
  exit: readonly ObservedItem[],
): InventoryQuantityChange[] {
  const key = (item: ObservedItem) => `${item.item_code}|${normalizeName(item.label ?? '')}`;
  const atExit = new Map(exit.map((item) => [key(item), item.quantity]));
  return entry
    .filter((item) => (atExit.get(key(item)) ?? 0) < item.quantity)
    .map((item) => ({
      item_code: item.item_code,
      label: item.label,
      entry_quantity: item.quantity,
      exit_quantity: atExit.get(key(item)) ?? 0,
    }));
}

/**
 * Loi 89-462 art. 22 al. 3: the deposit is due one month after the keys are handed back when the
 * exit report conforms to the entry report, two months otherwise. Without an entry report nothing
 * can be compared: two months.
 */
export function depositRestitutionMonths(conforming: boolean | null): 1 | 2 {
  return conforming === true ? 1 : 2;
}

/** Conforming: no degradation of an item or of the furniture, no piece missing. */
export function isConforming(
  changes: readonly ItemChange[],
  piecesMissing: readonly InventoryQuantityChange[],
): boolean {
  return !changes.some((c) => c.change === 'DEGRADATION') && piecesMissing.length === 0;
}
