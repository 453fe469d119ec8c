// The diagnostics of an estate on a date, for a kind of lease: what the lease compliance and the
// lease annexes read (loi 89-462 art. 3-3; docs/legal.md, "Estate diagnostics").
import { DIAGNOSTIC_KINDS, type DiagnosticKind } from '../../contract/vocabulary/diagnostics.js';
import type { LeaseTypeCategory } from '../../contract/vocabulary/leasing.js';
import type { Store } from '../ports/store.js';
import { Estate } from '../property/estate.js';
import { Place } from '../property/place.js';
import {
  type DatedDiagnostic,
  type DiagnosticState,
  type EstateFacts,
  diagnosticState,
} from './diagnostic-requirements.js';
import { EnergyDiagnosis } from './energy-diagnosis.js';
import { EstateDiagnostic } from './estate-diagnostic.js';

/** Spec, Place: legal_regime says whether the building is a co-ownership ("Copropriete", "copropriété"). */
export function isCoownership(legalRegime: string | null): boolean {
  return legalRegime !== null && /copropri/i.test(legalRegime.normalize('NFD').replace(/\p{M}/gu, ''));
}

/** The facts of an estate the requirements read: its (or its building's) construction date, co-ownership. */
export async function estateFacts(store: Store, estate: Estate, category: LeaseTypeCategory): Promise<EstateFacts> {
  const place = await store.repo(Place).find(estate.place_id);
  const construction = estate.construction_date ?? place?.construction_date?.slice(0, 10) ?? null;
  return {
    lease_category: category,
    construction_date: construction,
    is_coownership: isCoownership(place?.legal_regime ?? null),
  };
}

/** Every diagnostic of the estate by kind; the DPE is the estate's own, else its building's. */
async function diagnosticsByKind(store: Store, estate: Estate): Promise<Map<DiagnosticKind, DatedDiagnostic[]>> {
  const byKind = new Map<DiagnosticKind, DatedDiagnostic[]>(DIAGNOSTIC_KINDS.map((kind) => [kind, []]));
  // Newest first: of two diagnostics of the same day, the later one decides.
  const newest = [{ field: 'created_at', direction: 'desc' as const }];
  for (const d of await store.repo(EstateDiagnostic).findAll({ estate_id: estate.id }, newest)) {
    byKind.get(d.diagnostic_type)!.push(d);
  }
  const own = await store.repo(EnergyDiagnosis).findAll({ estate_id: estate.id }, newest);
  const dpes = own.length > 0 ? own : await store.repo(EnergyDiagnosis).findAll({ place_id: estate.place_id }, newest);
  byKind.set(
    'DPE',
    dpes.map((d) => ({ id: d.id, diagnosis_date: d.diagnosis_date, valid_until: d.valid_until, outcome: null })),
  );
  return byKind;
}

/** The state of every diagnostic kind of the estate on `date`, for a lease of that category. */
export async function estateDiagnosticStates(
  store: Store,
  estateId: string,
  category: LeaseTypeCategory,
  date: string,
): Promise<DiagnosticState[]> {
  const estate = await store.repo(Estate).get(estateId);
  const facts = await estateFacts(store, estate, category);
  const byKind = await diagnosticsByKind(store, estate);
  return DIAGNOSTIC_KINDS.map((kind) => diagnosticState(kind, facts, date, byKind.get(kind)!));
}
