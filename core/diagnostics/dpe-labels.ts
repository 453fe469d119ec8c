// DPE label scales (spec, Energy diagnosis; the pre-2021 scales of the arrêté of 15 September 2006).
//
// The spec writes the bands as integer ranges (A <= 50, B 51-90, ...), which leaves gaps for
// measured values such as 50.5. We read every band as "above the previous upper bound, up to and
// including its own": A <= 50 < B <= 90 < C <= 150 < D <= 230 < E <= 330 < F <= 420 < G.
// So 50.5 is B, 90.01 is C and 420.5 is G (decision record in docs/decisions.md).

import { DPE_LABELS, type DpeLabel } from '../../contract/vocabulary/diagnostics.js';

// Transitional re-export (docs/architecture.md, "Where each kind of thing lives"): defined in the
// vocabulary; kept for the modules that still import it from here. New code imports contract/vocabulary.
export { DPE_LABELS, type DpeLabel } from '../../contract/vocabulary/diagnostics.js';

/** Inclusive upper bounds of A..F in kWh/m2/year of primary energy; above the last one is G. */
export const ENERGY_UPPER_BOUNDS = [50, 90, 150, 230, 330, 420] as const;
/** Inclusive upper bounds of A..F in kg CO2/m2/year; above the last one is G. */
export const GES_UPPER_BOUNDS = [5, 10, 20, 35, 55, 80] as const;

function labelOnScale(value: number, bounds: readonly number[], what: string): DpeLabel {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${what} must be a finite number >= 0, got ${value}`);
  const band = bounds.findIndex((upper) => value <= upper);
  return DPE_LABELS[band === -1 ? bounds.length : band];
}

/** Spec, Energy diagnosis: energy label of a consumption in kWh/m2/year. */
export function energyLabelFor(consumption: number): DpeLabel {
  return labelOnScale(consumption, ENERGY_UPPER_BOUNDS, 'energy_consumption');
}

/** Spec, Energy diagnosis: GES (greenhouse gas) label of an emission in kg CO2/m2/year. */
export function gesLabelFor(emission: number): DpeLabel {
  return labelOnScale(emission, GES_UPPER_BOUNDS, 'ges_emission');
}
