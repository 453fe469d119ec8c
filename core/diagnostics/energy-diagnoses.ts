import { type ListInput, pageRequest } from '../shared/crud.js';
import { toDateOnly } from '../shared/dates.js';
import { BusinessRuleError, type FieldError, assertNoFieldErrors } from '../shared/errors.js';
import type { Patch } from '../shared/patch.js';
import type { Clock } from '../ports/clock.js';
import { type Criteria, type Store, type View } from '../ports/store.js';
import { definedCriteria } from '../shared/criteria.js';
import { Estate } from '../property/estate.js';
import { estateUseCases } from '../property/estates.js';
import { Place } from '../property/place.js';
import type { DpeLabel } from './dpe-labels.js';
import {
  ENERGY_DIAGNOSIS_REQUIRED_FIELDS,
  ENERGY_DIAGNOSIS_WRITABLE_FIELDS,
  EnergyDiagnosis,
  type ValidityStatus,
  energyDiagnosisRuleErrors,
  labelMismatches,
  validityStatus,
} from './energy-diagnosis.js';

export type EnergyDiagnosisFields = Pick<EnergyDiagnosis, (typeof ENERGY_DIAGNOSIS_WRITABLE_FIELDS)[number]>;

/** The required fields, and any of the optional ones (absent: null). */
export type NewEnergyDiagnosis = Pick<EnergyDiagnosisFields, (typeof ENERGY_DIAGNOSIS_REQUIRED_FIELDS)[number]> &
  Partial<EnergyDiagnosisFields>;

export interface EnergyDiagnosisListInput extends ListInput {
  place_id?: string;
  estate_id?: string;
  energy_label?: DpeLabel;
  ges_label?: DpeLabel;
}

/** A diagnosis as answered: the record (tracked, or as read for an answer) and its validity today. */
export type EnergyDiagnosisView<D = EnergyDiagnosis | View<EnergyDiagnosis>> = D & ValidityStatus;

export function energyDiagnosisUseCases(store: Store, { clock }: { clock: Clock }) {
  const diagnoses = store.repo(EnergyDiagnosis);

  /**
   * Spec, Errors (422): the business rules, then the owner entity, which must exist in the
   * caller's tenant (a foreign or unknown one is a rule violation here, not a 404).
   */
  async function assertRules(d: EnergyDiagnosisFields): Promise<void> {
    const errors = energyDiagnosisRuleErrors(d, clock.now().getUTCFullYear());
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
      throw new BusinessRuleError(ruleMessage(errors), errors, { label_mismatches: labelMismatches(d) });
    }
  }

  function view<D extends EnergyDiagnosis | View<EnergyDiagnosis>>(d: D): EnergyDiagnosisView<D> {
    return { ...d, ...validityStatus(d, toDateOnly(clock.now())) };
  }

  async function list(criteria: Criteria, input: ListInput) {
    const page = await diagnoses.list(criteria, pageRequest(input, [{ field: 'diagnosis_date', direction: 'desc' }]));
    return { ...page, items: page.items.map(view) };
  }

  return {
    view,
    list: (input: EnergyDiagnosisListInput) =>
      list(
        definedCriteria({
          place_id: input.place_id,
          estate_id: input.estate_id,
          energy_label: input.energy_label,
          ges_label: input.ges_label,
        }),
        input,
      ),

    /** GET /places/{place_id}/energy-diagnoses: the building's own diagnoses, and its estates' on request. */
    async listForPlace(placeId: string, input: EnergyDiagnosisListInput & { include_estates?: boolean }) {
      await store.repo(Place).get(placeId);
      const filters = definedCriteria({ energy_label: input.energy_label, ges_label: input.ges_label });
      if (!input.include_estates) return list({ ...filters, place_id: placeId }, input);
      const estateIds = (await store.repo(Estate).findAll({ place_id: placeId })).map((e) => e.id);
      return list({ ...filters, $or: [{ place_id: placeId }, { estate_id: { $in: estateIds } }] }, input);
    },

    /** GET /places/{place_id}/estates/{estate_id}/energy-diagnoses: the estate must be in the place (404). */
    async listForEstate(placeId: string, estateId: string, input: EnergyDiagnosisListInput) {
      await estateUseCases(store).getInPlace(placeId, estateId);
      return list(
        { ...definedCriteria({ energy_label: input.energy_label, ges_label: input.ges_label }), estate_id: estateId },
        input,
      );
    },

    get: async (id: string) => view(await diagnoses.view(id)),

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

function ruleMessage(errors: FieldError[]): string {
  return errors.length === 1
    ? errors[0].message
    : `${errors.length} business rules are not met: ${errors.map((e) => e.message).join('; ')}`;
}
