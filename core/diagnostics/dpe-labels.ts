// DPE label scales: which classes a diagnosis's measured values give, by the scale in force on its
// date (docs/legal.md, "DPE label scales"; decision records in docs/decisions.md).
//
// - Made before 1 July 2021: the scales of the arrêté du 15 septembre 2006 (annexes 3 and 4), one
//   energy scale on primary energy (A <= 50 ... F <= 450 < G) and one climate scale on emissions
//   (A <= 5 ... F <= 80 < G), bands closed above (a value over a bound never earns the better class).
// - Made from 1 July 2021: the double threshold of the arrêté du 31 mars 2021 (annexe 5): primary
//   energy Cep and emissions EGES each have strict thresholds; the energy label is the worse of the
//   two classes, the climate label the EGES class. Relaxed E/F thresholds above 800 m of altitude in
//   climate zones H1b, H1c and H2d; from 1 July 2024 (arrêté du 25 mars 2024) surfaces under 40 m2
//   have their own thresholds (dpe-small-surfaces.ts), which a DPE made earlier may also carry
//   through the attestation of the ADEME observatory.
//
// Where the measures leave a reading open (reference surface, altitude or climate zone unknown, a
// surface between two rows of the table), every class a correct DPE could carry is allowed: a
// correct DPE is never refused.
import { compareDates } from '../shared/dates.js';
import { SMALL_SURFACE_LIMIT, SMALL_SURFACE_MIN, SMALL_SURFACE_ROWS } from './dpe-small-surfaces.js';
import { type ClimateZone, DPE_LABELS, type DpeLabel, type LabelScale } from '../../contract/vocabulary/diagnostics.js';

/** The double threshold applies to DPEs made from this day (arrêté du 31 mars 2021, in force on 1 July 2021). */
export const DPE_2021_FROM = '2021-07-01';
/** The small-surface thresholds apply to DPEs made from this day (arrêté du 25 mars 2024, in force on 1 July 2024). */
export const SMALL_SURFACES_FROM = '2024-07-01';
/** Above this altitude (m), in the zones below, E and F are relaxed (arrêté du 31 mars 2021, annexe 5). */
export const MOUNTAIN_ALTITUDE = 800;
export const MOUNTAIN_ZONES: readonly ClimateZone[] = ['H1b', 'H1c', 'H2d'];

/** Arrêté du 15 septembre 2006, annexe 3 (energy) and 4 (climate): inclusive upper bounds of A..F. */
export const ENERGY_2006_UPPER_BOUNDS = [50, 90, 150, 230, 330, 450] as const;
export const GES_2006_UPPER_BOUNDS = [5, 10, 20, 35, 55, 80] as const;

type Six = readonly [number, number, number, number, number, number];

/** Arrêté du 31 mars 2021, annexe 5: strict upper bounds of A..F for 40 m2 and more. */
export const CEP_2021_THRESHOLDS: Six = [70, 110, 180, 250, 330, 420];
export const EGES_2021_THRESHOLDS: Six = [6, 11, 30, 50, 70, 100];
/** The same annexe: E and F above 800 m in H1b, H1c and H2d. */
export const MOUNTAIN_CEP_EF = [390, 500] as const;
export const MOUNTAIN_EGES_EF = [80, 110] as const;

export interface DpeMeasures {
  diagnosis_date: string;
  /** Primary energy, kWh/m2/year (Cep). */
  energy_consumption: number | null;
  /** Greenhouse gas emissions, kg CO2/m2/year (EGES). */
  ges_emission: number | null;
  /** Reference surface in m2 (habitable surface for DPEs made before 1 July 2024). */
  reference_surface: number | null;
  altitude: number | null;
  climate_zone: ClimateZone | null;
}

export interface DpeClassification {
  /** The scale of the most likely reading. */
  scale: LabelScale;
  /** Classes of the most likely reading; null when the values needed are unknown. */
  energy: DpeLabel | null;
  ges: DpeLabel | null;
  /** Every label a correct DPE with these measures may carry. */
  allowed_energy: DpeLabel[];
  allowed_ges: DpeLabel[];
}

interface Thresholds {
  cep: Six;
  eges: Six;
}

function assertMeasure(value: number, what: string): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${what} must be a finite number >= 0, got ${value}`);
}

/** Bands closed above: the first band whose bound the value does not exceed. */
function classClosedAbove(value: number, bounds: readonly number[]): DpeLabel {
  const band = bounds.findIndex((upper) => value <= upper);
  return DPE_LABELS[band === -1 ? bounds.length : band];
}

/** Strict thresholds: the first class whose threshold the value is under. */
function classStrict(value: number, thresholds: Six): DpeLabel {
  const band = thresholds.findIndex((upper) => value < upper);
  return DPE_LABELS[band === -1 ? thresholds.length : band];
}

const rank = (label: DpeLabel) => DPE_LABELS.indexOf(label);
const worse = (a: DpeLabel, b: DpeLabel): DpeLabel => (rank(a) >= rank(b) ? a : b);
const fromClass = (label: DpeLabel): DpeLabel[] => DPE_LABELS.slice(rank(label));

/** Arrêté du 15 septembre 2006, annexe 3: the energy class of a primary energy consumption. */
export function energyClass2006(consumption: number): DpeLabel {
  assertMeasure(consumption, 'energy_consumption');
  return classClosedAbove(consumption, ENERGY_2006_UPPER_BOUNDS);
}

/** Arrêté du 15 septembre 2006, annexe 4: the climate class of an emission. */
export function gesClass2006(emission: number): DpeLabel {
  assertMeasure(emission, 'ges_emission');
  return classClosedAbove(emission, GES_2006_UPPER_BOUNDS);
}

/** Arrêté du 31 mars 2021, annexe 5: energy class (worse of Cep and EGES) and climate class (EGES). */
export function dpe2021Classes(cep: number, eges: number, thresholds: Thresholds): { energy: DpeLabel; ges: DpeLabel } {
  assertMeasure(cep, 'energy_consumption');
  assertMeasure(eges, 'ges_emission');
  const ges = classStrict(eges, thresholds.eges);
  return { energy: worse(classStrict(cep, thresholds.cep), ges), ges };
}

/** The thresholds of a surface row (8..39, or 40 for the general ones), relaxed in the mountains. */
export function thresholdsFor(surfaceRow: number, mountain: boolean): Thresholds {
  const row = SMALL_SURFACE_ROWS.find(([surface]) => surface === surfaceRow);
  const [cep, eges, mountainCep, mountainEges] = row
    ? [row[1], row[2], row[3], row[4]]
    : [CEP_2021_THRESHOLDS, EGES_2021_THRESHOLDS, MOUNTAIN_CEP_EF, MOUNTAIN_EGES_EF];
  if (!mountain) return { cep, eges };
  return {
    cep: [cep[0], cep[1], cep[2], cep[3], mountainCep[0], mountainCep[1]],
    eges: [eges[0], eges[1], eges[2], eges[3], mountainEges[0], mountainEges[1]],
  };
}

/** The table rows a surface may be read on: the two rows around it (rounded or interpolated), all when unknown. */
function surfaceRows(surface: number | null): number[] {
  if (surface === null) {
    return Array.from({ length: SMALL_SURFACE_LIMIT - SMALL_SURFACE_MIN + 1 }, (_, i) => SMALL_SURFACE_MIN + i);
  }
  const clamp = (s: number) => Math.min(SMALL_SURFACE_LIMIT, Math.max(SMALL_SURFACE_MIN, s));
  return [...new Set([clamp(Math.floor(surface)), clamp(Math.ceil(surface))])];
}

/** The most likely row: the surface rounded to the nearest m2. */
function likelyRow(surface: number | null, smallTable: boolean): number {
  if (!smallTable || surface === null) return SMALL_SURFACE_LIMIT;
  return Math.min(SMALL_SURFACE_LIMIT, Math.max(SMALL_SURFACE_MIN, Math.round(surface)));
}

/** Whether the relaxed mountain thresholds apply: true, false, or both possible when altitude or zone is unknown. */
function mountainReadings(m: Pick<DpeMeasures, 'altitude' | 'climate_zone'>): boolean[] {
  if (m.climate_zone !== null && !MOUNTAIN_ZONES.includes(m.climate_zone)) return [false];
  if (m.altitude !== null && m.altitude <= MOUNTAIN_ALTITUDE) return [false];
  if (m.altitude !== null && m.climate_zone !== null) return [true];
  return [false, true];
}

/** The labels one reading allows: exact classes when both values are known, the worse-or-equal ones otherwise. */
function readingLabels(m: DpeMeasures, t: Thresholds): { energy: DpeLabel[]; ges: DpeLabel[] } {
  const { energy_consumption: cep, ges_emission: eges } = m;
  if (cep !== null && eges !== null) {
    const classes = dpe2021Classes(cep, eges, t);
    return { energy: [classes.energy], ges: [classes.ges] };
  }
  if (eges !== null) {
    assertMeasure(eges, 'ges_emission');
    const ges = classStrict(eges, t.eges);
    return { energy: fromClass(ges), ges: [ges] };
  }
  if (cep !== null) {
    assertMeasure(cep, 'energy_consumption');
    return { energy: fromClass(classStrict(cep, t.cep)), ges: [...DPE_LABELS] };
  }
  return { energy: [...DPE_LABELS], ges: [...DPE_LABELS] };
}

function classify2006(m: DpeMeasures): DpeClassification {
  const energy = m.energy_consumption !== null ? energyClass2006(m.energy_consumption) : null;
  const ges = m.ges_emission !== null ? gesClass2006(m.ges_emission) : null;
  return {
    scale: 'DPE_2006',
    energy,
    ges,
    allowed_energy: energy ? [energy] : [...DPE_LABELS],
    allowed_ges: ges ? [ges] : [...DPE_LABELS],
  };
}

/** The surface rows a DPE made on its date may be read on. */
function rowsOnDate(m: DpeMeasures, smallTable: boolean, small: boolean): number[] {
  const ownRows = small ? surfaceRows(m.reference_surface) : [SMALL_SURFACE_LIMIT];
  // Before 1 July 2024 the general thresholds apply, and a small dwelling may carry its attested class.
  return smallTable ? ownRows : [...new Set([SMALL_SURFACE_LIMIT, ...ownRows])];
}

function classify2021(m: DpeMeasures): DpeClassification {
  const smallTable = compareDates(m.diagnosis_date, SMALL_SURFACES_FROM) >= 0;
  const small = m.reference_surface === null || m.reference_surface < SMALL_SURFACE_LIMIT;
  const mountains = mountainReadings(m);
  const energy = new Set<DpeLabel>();
  const ges = new Set<DpeLabel>();
  for (const row of rowsOnDate(m, smallTable, small)) {
    for (const mountain of mountains) {
      const labels = readingLabels(m, thresholdsFor(row, mountain));
      labels.energy.forEach((label) => energy.add(label));
      labels.ges.forEach((label) => ges.add(label));
    }
  }
  const likelyMountain = mountains.length === 1 && mountains[0];
  const likely = readingLabels(m, thresholdsFor(likelyRow(m.reference_surface, smallTable), likelyMountain));
  return {
    scale: smallTable && m.reference_surface !== null && small ? 'DPE_2021_SMALL_SURFACES' : 'DPE_2021',
    // The class of the known value(s): exact with both, the least the label can be with one.
    energy: m.energy_consumption !== null || m.ges_emission !== null ? likely.energy[0] : null,
    ges: m.ges_emission !== null ? likely.ges[0] : null,
    allowed_energy: DPE_LABELS.filter((label) => energy.has(label)),
    allowed_ges: DPE_LABELS.filter((label) => ges.has(label)),
  };
}

/** The classes a DPE's measures give on the scale in force on its date, and every label they allow. */
export function classifyDpe(m: DpeMeasures): DpeClassification {
  return compareDates(m.diagnosis_date, DPE_2021_FROM) < 0 ? classify2006(m) : classify2021(m);
}
