import { DPE_LIMITS, type ClimateZone, type DpeLabel, type LabelScale } from '../../contract/vocabulary/diagnostics.js';
import type { FieldError } from '../shared/errors.js';
import { addYears, compareDates, daysBetween } from '../shared/dates.js';
import { climateZoneErrors } from './climate-zones.js';
import { classifyDpe } from './dpe-labels.js';

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
  /** Surface the thresholds depend on (arrêté du 25 mars 2024, art. 1); habitable surface before July 2024. */
  reference_surface: number | null = null;
  /** Altitude in metres and climate zone: the E/F thresholds are relaxed above 800 m in H1b, H1c, H2d. */
  altitude: number | null = null;
  climate_zone: ClimateZone | null = null;
  /** Final energy, kWh/m2/year: the decency threshold of décret 2002-120 art. 3 (2023-2024). */
  final_energy_consumption: number | null = null;
  notes: string | null = null;
  media_id: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

/** Fields a diagnosis cannot lack: a PUT may change them but never null them. */
export const ENERGY_DIAGNOSIS_REQUIRED_FIELDS = [
  'reference_number',
  'diagnosis_date',
  'valid_until',
  'energy_label',
  'ges_label',
  'construction_year',
] as const satisfies readonly (keyof EnergyDiagnosis)[];

export const ENERGY_DIAGNOSIS_WRITABLE_FIELDS = [
  'place_id',
  'estate_id',
  ...ENERGY_DIAGNOSIS_REQUIRED_FIELDS,
  'energy_consumption',
  'ges_emission',
  'heated_area',
  'reference_surface',
  'altitude',
  'climate_zone',
  'final_energy_consumption',
  'notes',
  'media_id',
] as const satisfies readonly (keyof EnergyDiagnosis)[];

const { referenceNumberMax: REFERENCE_NUMBER_MAX, notesMax: NOTES_MAX } = DPE_LIMITS;
export const MAX_VALIDITY_YEARS = 10;
const MIN_CONSTRUCTION_YEAR = DPE_LIMITS.minConstructionYear;

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

const ALTITUDE_RANGE = DPE_LIMITS.altitude;

/** Spec, Energy diagnosis: energy_consumption >= 0, ges_emission >= 0, heated_area > 0; the added measures alike. */
export function measurementErrors(
  d: Partial<
    Pick<
      Rules,
      | 'energy_consumption'
      | 'ges_emission'
      | 'heated_area'
      | 'reference_surface'
      | 'final_energy_consumption'
      | 'altitude'
    >
  >,
): FieldError[] {
  const rules: [keyof typeof d, (value: number) => boolean, string][] = [
    ['energy_consumption', (v) => v >= 0, '>= 0'],
    ['ges_emission', (v) => v >= 0, '>= 0'],
    ['heated_area', (v) => v > 0, '> 0'],
    ['reference_surface', (v) => v > 0, '> 0'],
    ['final_energy_consumption', (v) => v >= 0, '>= 0'],
    ['altitude', (v) => v >= ALTITUDE_RANGE[0] && v <= ALTITUDE_RANGE[1], `between ${ALTITUDE_RANGE.join(' and ')}`],
  ];
  return rules
    .filter(([field, holds]) => d[field] != null && !holds(d[field]!))
    .map(([field, , bound]) => ({
      path: field,
      message: `${field} must be ${bound}, got ${d[field]}`,
      code: 'out_of_range',
    }));
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
  /** The class of the measured values on the most likely reading of the scale. */
  expected: DpeLabel;
  /** Every label a correct DPE with these values may carry. */
  allowed: DpeLabel[];
  scale: LabelScale;
  /** The measured value the label follows: Cep for the energy label (also bound by EGES since July 2021), EGES for the climate label. */
  value: number | null;
}

type LabelFacts = Pick<
  Rules,
  | 'diagnosis_date'
  | 'energy_label'
  | 'ges_label'
  | 'energy_consumption'
  | 'ges_emission'
  | 'reference_surface'
  | 'heated_area'
  | 'altitude'
  | 'climate_zone'
> & {
  /** The zone of the dwelling's département (climate-zones.ts), when its address tells it. */
  located_zone?: ClimateZone | null;
};

/** The surface the label thresholds depend on: the reference surface, else the heated area (null when neither is a surface). */
export function labelSurface(d: Partial<Pick<Rules, 'reference_surface' | 'heated_area'>>): number | null {
  const surface = d.reference_surface ?? d.heated_area ?? null;
  return surface !== null && surface > 0 ? surface : null;
}

/** Arrêtés du 15 septembre 2006, du 31 mars 2021 et du 25 mars 2024: a given label must be a class its values allow. */
export function labelMismatches(d: LabelFacts): LabelMismatch[] {
  // Out-of-range measures are reported by measurementErrors; no class is read from them.
  if ([d.energy_consumption, d.ges_emission].some((value) => value != null && !(value >= 0))) return [];
  const classes = classifyDpe({
    diagnosis_date: d.diagnosis_date,
    energy_consumption: d.energy_consumption,
    ges_emission: d.ges_emission,
    reference_surface: labelSurface(d),
    altitude: d.altitude,
    climate_zone: d.located_zone ?? d.climate_zone,
  });
  const mismatches: LabelMismatch[] = [];
  if (classes.energy && !classes.allowed_energy.includes(d.energy_label)) {
    mismatches.push({
      field: 'energy_label',
      given: d.energy_label,
      expected: classes.energy,
      allowed: classes.allowed_energy,
      scale: classes.scale,
      value: d.energy_consumption,
    });
  }
  if (classes.ges && !classes.allowed_ges.includes(d.ges_label)) {
    mismatches.push({
      field: 'ges_label',
      given: d.ges_label,
      expected: classes.ges,
      allowed: classes.allowed_ges,
      scale: classes.scale,
      value: d.ges_emission,
    });
  }
  return mismatches;
}

const SCALE_NAMES: Record<LabelScale, string> = {
  DPE_2006: 'the 2006 scale',
  DPE_2021: 'the double threshold of 2021',
  DPE_2021_SMALL_SURFACES: 'the double threshold of 2021 for small surfaces',
};

export function labelMismatchErrors(d: LabelFacts): FieldError[] {
  return labelMismatches(d).map((m) => {
    const values =
      m.field === 'ges_label' || m.scale === 'DPE_2006'
        ? `${m.field === 'energy_label' ? 'energy_consumption' : 'ges_emission'} ${m.value}`
        : `energy_consumption ${d.energy_consumption ?? 'unknown'} and ges_emission ${d.ges_emission ?? 'unknown'}`;
    return {
      path: m.field,
      message: `${m.field} ${m.given} does not match ${values} on ${SCALE_NAMES[m.scale]}, which is class ${m.expected}${m.allowed.length > 1 ? ` (a correct DPE may carry ${m.allowed.join(', ')})` : ''}`,
      code: 'label_mismatch',
    };
  });
}

/** Every business rule of a diagnosis (spec, Errors: 422), as field errors; `located` is its département's zone. */
export function energyDiagnosisRuleErrors(
  d: Rules,
  currentYear: number,
  located: ClimateZone | null = null,
): FieldError[] {
  return [
    ...ownerEntityErrors(d),
    ...referenceNumberErrors(d.reference_number),
    ...validityErrors(d),
    ...constructionYearErrors(d.construction_year, currentYear),
    ...measurementErrors(d),
    ...notesErrors(d.notes),
    ...climateZoneErrors(d.climate_zone, located),
    ...labelMismatchErrors({ ...d, located_zone: located }),
  ];
}

export interface ValidityStatus {
  /** The day the DPE stops being valid in law: valid_until, or earlier under décret 2020-1610. */
  legal_valid_until: string;
  is_valid_now: boolean;
  expires_in_days: number;
  label_scale: LabelScale;
}

/**
 * Décret n° 2020-1610 du 17 décembre 2020 (transitional validity): DPEs made from 1 January 2013
 * to 31 December 2017 stopped being valid on 31 December 2022, those made from 1 January 2018 to
 * 30 June 2021 on 31 December 2024; every other DPE runs its 10 years (code de la construction,
 * art. D126-19).
 */
export const TRANSITIONAL_VALIDITY: readonly { from: string; to: string; ends: string }[] = [
  { from: '2013-01-01', to: '2017-12-31', ends: '2022-12-31' },
  { from: '2018-01-01', to: '2021-06-30', ends: '2024-12-31' },
];

/** The last day a DPE is valid in law. */
export function legalValidUntil(d: Pick<Rules, 'diagnosis_date' | 'valid_until'>): string {
  const period = TRANSITIONAL_VALIDITY.find(
    (p) => compareDates(d.diagnosis_date, p.from) >= 0 && compareDates(d.diagnosis_date, p.to) <= 0,
  );
  return period && compareDates(period.ends, d.valid_until) < 0 ? period.ends : d.valid_until;
}

/** Whether a DPE is valid in law on a day: from its date through its legal end, both included. */
export function isValidOn(d: Pick<Rules, 'diagnosis_date' | 'valid_until'>, day: string): boolean {
  return compareDates(d.diagnosis_date, day) <= 0 && compareDates(day, legalValidUntil(d)) <= 0;
}

/**
 * A diagnosis is valid from diagnosis_date through its legal end, both included; expires_in_days
 * counts days from today to that end (0 on the last valid day, negative once expired).
 */
export function validityStatus(
  d: Pick<Rules, 'diagnosis_date' | 'valid_until'> & Partial<Pick<Rules, 'reference_surface' | 'heated_area'>>,
  today: string,
): ValidityStatus {
  const end = legalValidUntil(d);
  return {
    legal_valid_until: end,
    is_valid_now: isValidOn(d, today),
    expires_in_days: daysBetween(today, end),
    label_scale: classifyDpe({
      diagnosis_date: d.diagnosis_date,
      energy_consumption: null,
      ges_emission: null,
      reference_surface: labelSurface(d),
      altitude: null,
      climate_zone: null,
    }).scale,
  };
}
