import type { FieldError } from '../shared/errors.js';
import { addYears, compareDates, daysBetween } from '../shared/dates.js';
import { type DpeLabel, energyLabelFor, gesLabelFor } from './dpe-labels.js';

/** A DPE (diagnostic de performance énergétique) of a building (place) or of a rental unit (estate). */
export class EnergyDiagnosis {
  id!: string;
  tenant_id!: string;
  place_id: string | null = null;
  estate_id: string | null = null;
  reference_number!: string;
  diagnosis_date!: string;
  valid_until!: string;
  energy_label!: DpeLabel;
  ges_label!: DpeLabel;
  construction_year!: number;
  energy_consumption: number | null = null;
  ges_emission: number | null = null;
  heated_area: number | null = null;
  notes: string | null = null;
  media_id: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export const ENERGY_DIAGNOSIS_WRITABLE_FIELDS = [
  'place_id',
  'estate_id',
  'reference_number',
  'diagnosis_date',
  'valid_until',
  'energy_label',
  'ges_label',
  'construction_year',
  'energy_consumption',
  'ges_emission',
  'heated_area',
  'notes',
  'media_id',
] as const satisfies readonly (keyof EnergyDiagnosis)[];

/** Fields a diagnosis cannot lack: a PUT may change them but never null them. */
export const ENERGY_DIAGNOSIS_REQUIRED_FIELDS = [
  'reference_number',
  'diagnosis_date',
  'valid_until',
  'energy_label',
  'ges_label',
  'construction_year',
] as const satisfies readonly (keyof EnergyDiagnosis)[];

export const REFERENCE_NUMBER_MAX = 100;
export const NOTES_MAX = 1000;
export const MAX_VALIDITY_YEARS = 10;
export const MIN_CONSTRUCTION_YEAR = 1800;

type Rules = Pick<EnergyDiagnosis, (typeof ENERGY_DIAGNOSIS_WRITABLE_FIELDS)[number]>;

/** Spec, Energy diagnosis: exactly one of place_id and estate_id, never both. */
export function ownerEntityErrors(d: Pick<Rules, 'place_id' | 'estate_id'>): FieldError[] {
  if (d.place_id && d.estate_id) {
    return [{ path: 'place_id', message: 'give place_id or estate_id, not both', code: 'both_owner_entities' }];
  }
  if (!d.place_id && !d.estate_id) {
    return [{ path: 'place_id', message: 'one of place_id or estate_id is required', code: 'missing_owner_entity' }];
  }
  return [];
}

/** Spec, Limits: reference_number 1 to 100 characters (blank is empty). */
export function referenceNumberErrors(reference: string): FieldError[] {
  const length = reference.trim().length;
  if (length < 1 || reference.length > REFERENCE_NUMBER_MAX) {
    return [
      {
        path: 'reference_number',
        message: `reference_number must be 1 to ${REFERENCE_NUMBER_MAX} characters, got ${reference.length}`,
        code: 'length',
      },
    ];
  }
  return [];
}

/**
 * Spec, Energy diagnosis: valid_until later than diagnosis_date, validity at most 10 years
 * (Code de la construction, art. D126-19). Ten years run to the same calendar day.
 */
export function validityErrors(d: Pick<Rules, 'diagnosis_date' | 'valid_until'>): FieldError[] {
  if (compareDates(d.valid_until, d.diagnosis_date) <= 0) {
    return [
      {
        path: 'valid_until',
        message: `valid_until ${d.valid_until} must be after diagnosis_date ${d.diagnosis_date}`,
        code: 'not_after_diagnosis_date',
      },
    ];
  }
  const latest = addYears(d.diagnosis_date, MAX_VALIDITY_YEARS);
  if (compareDates(d.valid_until, latest) > 0) {
    return [
      {
        path: 'valid_until',
        message: `valid_until ${d.valid_until} is more than ${MAX_VALIDITY_YEARS} years after diagnosis_date (latest ${latest})`,
        code: 'validity_too_long',
      },
    ];
  }
  return [];
}

/** Spec, Limits: construction_year from 1800 to the current year (from the Clock port). */
export function constructionYearErrors(year: number, currentYear: number): FieldError[] {
  if (!Number.isInteger(year) || year < MIN_CONSTRUCTION_YEAR || year > currentYear) {
    return [
      {
        path: 'construction_year',
        message: `construction_year must be between ${MIN_CONSTRUCTION_YEAR} and ${currentYear}, got ${year}`,
        code: 'out_of_range',
      },
    ];
  }
  return [];
}

/** Spec, Energy diagnosis: energy_consumption >= 0, ges_emission >= 0, heated_area > 0. */
export function measurementErrors(d: Pick<Rules, 'energy_consumption' | 'ges_emission' | 'heated_area'>): FieldError[] {
  const errors: FieldError[] = [];
  if (d.energy_consumption != null && !(d.energy_consumption >= 0)) {
    errors.push({
      path: 'energy_consumption',
      message: `energy_consumption must be >= 0, got ${d.energy_consumption}`,
      code: 'out_of_range',
    });
  }
  if (d.ges_emission != null && !(d.ges_emission >= 0)) {
    errors.push({
      path: 'ges_emission',
      message: `ges_emission must be >= 0, got ${d.ges_emission}`,
      code: 'out_of_range',
    });
  }
  if (d.heated_area != null && !(d.heated_area > 0)) {
    errors.push({
      path: 'heated_area',
      message: `heated_area must be > 0, got ${d.heated_area}`,
      code: 'out_of_range',
    });
  }
  return errors;
}

/** Spec, Limits: notes at most 1000 characters. */
export function notesErrors(notes: string | null): FieldError[] {
  if (notes != null && notes.length > NOTES_MAX) {
    return [
      {
        path: 'notes',
        message: `notes must be at most ${NOTES_MAX} characters, got ${notes.length}`,
        code: 'too_long',
      },
    ];
  }
  return [];
}

export interface LabelMismatch {
  field: 'energy_label' | 'ges_label';
  given: DpeLabel;
  expected: DpeLabel;
  value: number;
}

/** Spec, Energy diagnosis label scales: a given label must be the class of the measured value. */
export function labelMismatches(
  d: Pick<Rules, 'energy_label' | 'ges_label' | 'energy_consumption' | 'ges_emission'>,
): LabelMismatch[] {
  const mismatches: LabelMismatch[] = [];
  if (d.energy_consumption != null && d.energy_consumption >= 0) {
    const expected = energyLabelFor(d.energy_consumption);
    if (expected !== d.energy_label)
      mismatches.push({ field: 'energy_label', given: d.energy_label, expected, value: d.energy_consumption });
  }
  if (d.ges_emission != null && d.ges_emission >= 0) {
    const expected = gesLabelFor(d.ges_emission);
    if (expected !== d.ges_label)
      mismatches.push({ field: 'ges_label', given: d.ges_label, expected, value: d.ges_emission });
  }
  return mismatches;
}

export function labelMismatchErrors(d: Parameters<typeof labelMismatches>[0]): FieldError[] {
  return labelMismatches(d).map((m) => ({
    path: m.field,
    message: `${m.field} ${m.given} does not match ${m.field === 'energy_label' ? 'energy_consumption' : 'ges_emission'} ${m.value}, which is class ${m.expected}`,
    code: 'label_mismatch',
  }));
}

/** Every business rule of a diagnosis (spec, Errors: 422), as field errors. */
export function energyDiagnosisRuleErrors(d: Rules, currentYear: number): FieldError[] {
  return [
    ...ownerEntityErrors(d),
    ...referenceNumberErrors(d.reference_number),
    ...validityErrors(d),
    ...constructionYearErrors(d.construction_year, currentYear),
    ...measurementErrors(d),
    ...notesErrors(d.notes),
    ...labelMismatchErrors(d),
  ];
}

export interface ValidityStatus {
  is_valid_now: boolean;
  expires_in_days: number;
}

/**
 * A diagnosis is valid from diagnosis_date through valid_until, both included; expires_in_days
 * counts days from today to valid_until (0 on the last valid day, negative once expired).
 */
export function validityStatus(d: Pick<Rules, 'diagnosis_date' | 'valid_until'>, today: string): ValidityStatus {
  return {
    is_valid_now: compareDates(d.diagnosis_date, today) <= 0 && compareDates(today, d.valid_until) <= 0,
    expires_in_days: daysBetween(today, d.valid_until),
  };
}
