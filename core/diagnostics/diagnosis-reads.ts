// Reads of energy diagnoses: the list with the spec's filters, a place's and an estate's
// diagnoses, one diagnosis; each answered with its validity today (decision record "Energy
// diagnoses: 400 for shape, 422 for rules").
import { type ListInput, pageRequest } from '../shared/crud.js';
import { definedCriteria } from '../shared/criteria.js';
import { toDateOnly } from '../shared/dates.js';
import type { Clock } from '../ports/clock.js';
import type { Criteria, Store, View } from '../ports/store.js';
import { Estate } from '../property/estate.js';
import { estateUseCases } from '../property/estates.js';
import { Place } from '../property/place.js';
import type { DpeLabel } from '../../contract/vocabulary/diagnostics.js';
import { EnergyDiagnosis, type ValidityStatus, validityStatus } from './energy-diagnosis.js';

export interface EnergyDiagnosisListInput extends ListInput {
  place_id?: string;
  estate_id?: string;
  energy_label?: DpeLabel;
  ges_label?: DpeLabel;
}

/** A diagnosis as answered: the record (tracked, or as read for an answer) and its validity today. */
export type EnergyDiagnosisView<D = EnergyDiagnosis | View<EnergyDiagnosis>> = D & ValidityStatus;

/** A diagnosis with its validity on the clock's today. */
export function diagnosisView(clock: Clock) {
  return <D extends EnergyDiagnosis | View<EnergyDiagnosis>>(d: D): EnergyDiagnosisView<D> => ({
    ...d,
    ...validityStatus(d, toDateOnly(clock.now())),
  });
}

export function diagnosisReads(store: Store, { clock }: { clock: Clock }) {
  const diagnoses = store.repo(EnergyDiagnosis);
  const view = diagnosisView(clock);
  const labels = (input: EnergyDiagnosisListInput) =>
    definedCriteria({ energy_label: input.energy_label, ges_label: input.ges_label });

  async function list(criteria: Criteria, input: ListInput) {
    const page = await diagnoses.list(criteria, pageRequest(input, [{ field: 'diagnosis_date', direction: 'desc' }]));
    return { ...page, items: page.items.map(view) };
  }

  return {
    list: (input: EnergyDiagnosisListInput) =>
      list({ ...definedCriteria({ place_id: input.place_id, estate_id: input.estate_id }), ...labels(input) }, input),

    /** GET /places/{place_id}/energy-diagnoses: the building's own diagnoses, and its estates' on request. */
    async listForPlace(placeId: string, input: EnergyDiagnosisListInput & { include_estates?: boolean }) {
      await store.repo(Place).get(placeId);
      if (!input.include_estates) return list({ ...labels(input), place_id: placeId }, input);
      const estateIds = (await store.repo(Estate).findAll({ place_id: placeId })).map((e) => e.id);
      return list({ ...labels(input), $or: [{ place_id: placeId }, { estate_id: { $in: estateIds } }] }, input);
    },

    /** GET /places/{place_id}/estates/{estate_id}/energy-diagnoses: the estate must be in the place (404). */
    async listForEstate(placeId: string, estateId: string, input: EnergyDiagnosisListInput) {
      await estateUseCases(store).getInPlace(placeId, estateId);
      return list({ ...labels(input), estate_id: estateId }, input);
    },

    get: async (id: string) => view(await diagnoses.view(id)),
  };
}
