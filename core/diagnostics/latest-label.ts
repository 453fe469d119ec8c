// The energy label that applies to a dwelling: its latest DPE, else its building's (docs/decisions.md 28).
import type { Estate } from '../property/estate.js';
import type { Store } from '../ports/store.js';
import type { DpeLabel } from './dpe-labels.js';
import { EnergyDiagnosis } from './energy-diagnosis.js';

export async function latestEnergyLabel(
  store: Store,
  estate: Pick<Estate, 'id' | 'place_id'>,
): Promise<DpeLabel | null> {
  const latest = (criteria: Record<string, unknown>) =>
    store.repo(EnergyDiagnosis).findAll(criteria, [
      { field: 'diagnosis_date', direction: 'desc' },
      { field: 'created_at', direction: 'desc' },
    ]);
  const own = await latest({ estate_id: estate.id });
  if (own.length > 0) return own[0].energy_label;
  const building = await latest({ place_id: estate.place_id });
  return building.length > 0 ? building[0].energy_label : null;
}
