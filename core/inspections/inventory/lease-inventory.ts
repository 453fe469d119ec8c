// GET /leases/{id}/inventory: the furniture of a lease as its entry and exit reports recorded it,
// each piece with both observations side by side (the same code and label find each other), and
// for a furnished lease the items of the legal minimum list the entry inventory lacks (décret
// n° 2015-981 art. 2, loi 89-462 art. 25-4).
import type { ChangeKind, FurnishedItemCode } from '../../../contract/vocabulary/inspections.js';
import { Lease } from '../../leasing/lease.js';
import { LeaseType } from '../../leasing/lease-type.js';
import type { Store } from '../../ports/store.js';
import { classifyChange, normalizeName } from '../comparison.js';
import { ConditionReport } from '../condition-report.js';
import { missingFurnishedItems } from '../furnished-minimum.js';
import { InventoryItem } from './inventory-item.js';

type Observation = Pick<InventoryItem, 'id' | 'report_id' | 'quantity' | 'condition' | 'comments'>;

export interface InventoryLine {
  item_code: InventoryItem['item_code'];
  label: string | null;
  entry: Observation | null;
  exit: Observation | null;
  /** The change from entry to exit; null while there is no exit report. */
  change: ChangeKind | null;
}

export interface LeaseInventory {
  lease_id: string;
  furnished: boolean;
  entry_report_id: string | null;
  exit_report_id: string | null;
  items: InventoryLine[];
  /** Furnished leases: the items of the legal minimum list the entry inventory lacks (all without one). */
  missing_furniture: FurnishedItemCode[];
}

const observed = (item: InventoryItem): Observation => ({
  id: item.id,
  report_id: item.report_id,
  quantity: item.quantity,
  condition: item.condition,
  comments: item.comments,
});
const conditionOf = (o: Observation | null) => (o === null ? null : o.quantity > 0 ? o.condition : 'MISSING');
const keyOf = (item: InventoryItem) => `${item.item_code}|${normalizeName(item.label ?? '')}`;

/** The entry and exit items paired; exit items without an entry one come last. */
export function pairInventory(entry: readonly InventoryItem[], exit: readonly InventoryItem[] | null): InventoryLine[] {
  const atExit = new Map((exit ?? []).map((item) => [keyOf(item), item]));
  const line = (before: InventoryItem | null, after: InventoryItem | null): InventoryLine => {
    const [first, second] = [before && observed(before), after && observed(after)];
    return {
      item_code: (before ?? after)!.item_code,
      label: (before ?? after)!.label,
      entry: first,
      exit: second,
      change: exit === null ? null : classifyChange(conditionOf(first), conditionOf(second)),
    };
  };
  const lines = entry.map((before) => {
    const after = atExit.get(keyOf(before)) ?? null;
    atExit.delete(keyOf(before));
    return line(before, after);
  });
  return [...lines, ...[...atExit.values()].map((after) => line(null, after))];
}

export async function leaseInventory(store: Store, leaseId: string): Promise<LeaseInventory> {
  const lease = await store.repo(Lease).get(leaseId);
  const furnished = (await store.repo(LeaseType).get(lease.lease_type_id)).furnished;
  const reports = await store.repo(ConditionReport).findAll({ lease_id: leaseId });
  const entry = reports.find((r) => r.report_type === 'ENTRY') ?? null;
  const exit = reports.find((r) => r.report_type === 'EXIT') ?? null;
  const items = reports.length
    ? await store
        .repo(InventoryItem)
        .findAll({ report_id: { $in: reports.map((r) => r.id) } }, [{ field: 'position', direction: 'asc' }])
    : [];
  const of = (report: ConditionReport | null) => items.filter((item) => item.report_id === report?.id);
  return {
    lease_id: leaseId,
    furnished,
    entry_report_id: entry?.id ?? null,
    exit_report_id: exit?.id ?? null,
    items: pairInventory(of(entry), exit ? of(exit) : null),
    missing_furniture: furnished ? missingFurnishedItems(of(entry)) : [],
  };
}
