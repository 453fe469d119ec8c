// The lease file beside its rent: the diagnostics the lease needs at its signature date (loi 89-462
// art. 3-3) and, for a furnished lease, the furniture of the legal minimum list (décret 2015-981)
// in its entry inventory; read by GET /leases/{id}/compliance next to the rent regulation checks.
import { type DiagnosticState, isLacking } from '../diagnostics/diagnostic-requirements.js';
import { estateDiagnosticStates } from '../diagnostics/diagnostics-compliance.js';
import type { Lease } from '../leasing/lease.js';
import type { LeaseTypeCategory } from '../../contract/vocabulary/leasing.js';
import { signatureReferenceDate } from '../leasing/signature-date.js';
import { ConditionReport } from '../inspections/condition-report.js';
import { missingFurnishedItems } from '../inspections/furnished-minimum.js';
import { InventoryItem } from '../inspections/inventory/inventory-item.js';
import type { FurnishedItemCode } from '../../contract/vocabulary/inspections.js';
import type { Store } from '../ports/store.js';

export interface LeaseFileCompliance {
  /** The day the documents are judged at (the signature date). */
  reference_date: string;
  diagnostics: {
    /** Every required diagnostic is valid, or not applicable, on the reference date. */
    complete: boolean;
    /** The kinds that are required and missing or expired. */
    lacking: DiagnosticState['kind'][];
    states: DiagnosticState[];
  };
  furnished_inventory: {
    /** A furnished lease (loi 89-462 art. 25-4). */
    applicable: boolean;
    /** The entry report whose inventory was checked; null when there is none yet. */
    entry_report_id: string | null;
    /** Items of the legal minimum list the inventory lacks (all of them without an entry report). */
    missing: FurnishedItemCode[];
  };
}

async function furnishedInventory(
  store: Store,
  lease: Lease,
  furnished: boolean,
): Promise<LeaseFileCompliance['furnished_inventory']> {
  if (!furnished) return { applicable: false, entry_report_id: null, missing: [] };
  const entry = await store.repo(ConditionReport).findOne({ lease_id: lease.id, report_type: 'ENTRY' });
  const inventory = entry ? await store.repo(InventoryItem).findAll({ report_id: entry.id }) : [];
  return { applicable: true, entry_report_id: entry?.id ?? null, missing: missingFurnishedItems(inventory) };
}

export async function leaseFileCompliance(
  store: Store,
  lease: Lease,
  type: { category: LeaseTypeCategory; furnished: boolean },
  now: Date,
): Promise<LeaseFileCompliance> {
  const referenceDate = signatureReferenceDate(lease, now);
  const states = await estateDiagnosticStates(store, lease.estate_id, type.category, referenceDate);
  const lacking = states.filter(isLacking).map((state) => state.kind);
  return {
    reference_date: referenceDate,
    diagnostics: { complete: lacking.length === 0, lacking, states },
    furnished_inventory: await furnishedInventory(store, lease, type.furnished),
  };
}
