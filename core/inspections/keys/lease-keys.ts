// What the condition reports read from the key records: the keys handed over with each report, and
// whether the tenant of a lease handed every key set back, with the keys missing (loi 89-462 art.
// 22: the keys' return starts the deposit's deadline; keys not returned may be kept from it).
import type { KeyType } from '../../../contract/vocabulary/inspections.js';
import type { Store } from '../../ports/store.js';
import { groupBy } from '../../shared/collections.js';
import { KeyHandover, KeySet } from './key-set.js';

/** A handover as a report shows it: the set's type and label with what was handed over. */
export interface ReportKeys {
  handover_id: string;
  key_set_id: string;
  key_type: KeyType;
  label: string | null;
  count: number;
  missing_count: number;
  comments: string | null;
}

/** The keys handed over with each report, in the order of the handovers. */
export async function keysOfReports(store: Store, reportIds: readonly string[]): Promise<Map<string, ReportKeys[]>> {
  if (reportIds.length === 0) return new Map();
  const handovers = await store.repo(KeyHandover).findAll({ condition_report_id: { $in: [...reportIds] } }, [
    { field: 'handed_over_on', direction: 'asc' },
    { field: 'created_at', direction: 'asc' },
  ]);
  const sets = handovers.length
    ? new Map(
        (await store.repo(KeySet).findAll({ id: { $in: [...new Set(handovers.map((h) => h.key_set_id))] } })).map(
          (set) => [set.id, set],
        ),
      )
    : new Map<string, KeySet>();
  const byReport = groupBy(handovers, (handover) => handover.condition_report_id!);
  return new Map(
    [...byReport].map(([reportId, list]) => [
      reportId,
      list.map((h) => ({
        handover_id: h.id,
        key_set_id: h.key_set_id,
        key_type: sets.get(h.key_set_id)!.key_type,
        label: sets.get(h.key_set_id)!.label,
        count: h.count,
        missing_count: h.missing_count,
        comments: h.comments,
      })),
    ]),
  );
}

export interface KeysReturned {
  /** The tenant handed keys back and holds no set of the lease any more. */
  returned: boolean;
  /** Sets still held by the tenant (returned 0), or handed back with keys missing. */
  short: { key_set_id: string; key_type: KeyType; label: string | null; handed_over: number; returned: number }[];
}

/** Whether the lease's tenant handed every set back, and the keys short. */
export async function keysReturned(store: Store, leaseId: string): Promise<KeysReturned> {
  const held = await store.repo(KeySet).findAll({ holder: 'TENANT', lease_id: leaseId });
  const back = await store
    .repo(KeyHandover)
    .findAll({ from_holder: 'TENANT', from_lease_id: leaseId }, [{ field: 'handed_over_on', direction: 'asc' }]);
  const heldIds = new Set(held.map((set) => set.id));
  const lastBack = new Map(back.filter((h) => !heldIds.has(h.key_set_id)).map((h) => [h.key_set_id, h]));
  const missing = [...lastBack.values()].filter((h) => h.missing_count > 0);
  const setsOfMissing = missing.length
    ? new Map(
        (await store.repo(KeySet).findAll({ id: { $in: missing.map((h) => h.key_set_id) } })).map((s) => [s.id, s]),
      )
    : new Map<string, KeySet>();
  return {
    returned: held.length === 0 && back.length > 0,
    short: [
      ...held.map((set) => ({
        key_set_id: set.id,
        key_type: set.key_type,
        label: set.label,
        handed_over: set.count,
        returned: 0,
      })),
      ...missing.map((h) => ({
        key_set_id: h.key_set_id,
        key_type: setsOfMissing.get(h.key_set_id)!.key_type,
        label: setsOfMissing.get(h.key_set_id)!.label,
        handed_over: h.held_count,
        returned: h.count,
      })),
    ],
  };
}
