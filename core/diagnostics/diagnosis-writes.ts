// Writes of energy diagnoses: create, update (absent keeps, null removes, a value replaces) and
// delete; every write satisfies the spec's business rules (422) and the label scales.
import { BusinessRuleError, type FieldError, assertNoFieldErrors } from '../shared/errors.js';
import type { Patch } from '../shared/patch.js';
import type { Clock } from '../ports/clock.js';
import type { Store } from '../ports/store.js';
import { Estate } from '../property/estate.js';
import { Place } from '../property/place.js';
import { climateZoneOfPostalCode } from './climate-zones.js';
import { diagnosisView } from './diagnosis-reads.js';
import {
  ENERGY_DIAGNOSIS_REQUIRED_FIELDS,
  ENERGY_DIAGNOSIS_WRITABLE_FIELDS,
  EnergyDiagnosis,
  energyDiagnosisRuleErrors,
  labelMismatches,
} from './energy-diagnosis.js';

export type EnergyDiagnosisFields = Pick<EnergyDiagnosis, (typeof ENERGY_DIAGNOSIS_WRITABLE_FIELDS)[number]>;

/** The required fields, and any of the optional ones (absent: null). */
export type NewEnergyDiagnosis = Pick<EnergyDiagnosisFields, (typeof ENERGY_DIAGNOSIS_REQUIRED_FIELDS)[number]> &
  Partial<EnergyDiagnosisFields>;

function ruleMessage(errors: FieldError[]): string {
  return errors.length === 1
    ? errors[0].message
    : `${errors.length} business rules are not met: ${errors.map((e) => e.message).join('; ')}`;
}

export function diagnosisWrites(store: Store, { clock }: { clock: Clock }) {
  const diagnoses = store.repo(EnergyDiagnosis);
  const view = diagnosisView(clock);

  /** The building of the diagnosis (its own, or its estate's): null when unknown in the caller's tenant. */
  async function buildingOf(d: EnergyDiagnosisFields): Promise<Place | null> {
    const estate = d.estate_id ? await store.repo(Estate).find(d.estate_id) : null;
    const placeId = d.place_id ?? estate?.place_id ?? null;
    return placeId ? store.repo(Place).find(placeId) : null;
  }

  /**
   * Spec, Errors (422): the business rules, then the owner entity, which must exist in the
   * caller's tenant (a foreign or unknown one is a rule violation here, not a 404). The climate
   * zone is the département's, read from the building's postal code.
   */
  async function assertRules(d: EnergyDiagnosisFields): Promise<void> {
    const located = climateZoneOfPostalCode((await buildingOf(d))?.postal_code ?? null);
    const errors = energyDiagnosisRuleErrors(d, clock.now().getUTCFullYear(), located);
    if (errors.length === 0) {
      if (d.place_id && !(await store.repo(Place).find(d.place_id))) {
        errors.push({ path: 'place_id', message: `place ${d.place_id} does not exist`, code: 'unknown_owner_entity' });
      }
      if (d.estate_id && !(await store.repo(Estate).find(d.estate_id))) {
        errors.push({
          path: 'estate_id',
          message: `estate ${d.estate_id} does not exist`,
          code: 'unknown_owner_entity',
        });
      }
    }
    if (errors.length > 0) {
      const mismatches = labelMismatches({ ...d, located_zone: located });
      throw new BusinessRuleError(ruleMessage(errors), errors, { label_mismatches: mismatches });
    }
  }

  return {
    async create(fields: NewEnergyDiagnosis) {
      const diagnosis = Object.assign(new EnergyDiagnosis(), fields);
      await assertRules(diagnosis);
      diagnoses.persist(diagnosis);
      await store.flush();
      return view(diagnosis);
    },

    /** Absent keeps, null removes, a value replaces; the result must still satisfy every rule. */
    async update(id: string, patch: Patch<EnergyDiagnosisFields>) {
      assertNoFieldErrors(
        ENERGY_DIAGNOSIS_REQUIRED_FIELDS.filter((field) => patch[field] === null).map((field) => ({
          path: field,
          message: `${field} is required and cannot be removed`,
          code: 'required',
        })),
      );
      const diagnosis = await diagnoses.get(id);
      const next = Object.assign(new EnergyDiagnosis(), diagnosis);
      for (const field of ENERGY_DIAGNOSIS_WRITABLE_FIELDS) {
        if (patch[field] !== undefined) (next as unknown as Record<string, unknown>)[field] = patch[field];
      }
      await assertRules(next);
      for (const field of ENERGY_DIAGNOSIS_WRITABLE_FIELDS)
        (diagnosis as unknown as Record<string, unknown>)[field] = next[field];
      await store.flush();
      return view(diagnosis);
    },

    async remove(id: string) {
      diagnoses.remove(await diagnoses.get(id));
      await store.flush();
    },
  };
}
