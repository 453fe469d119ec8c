// The diagnostics vocabulary (spec, Energy diagnosis; docs/legal.md, "DPE label scales"): the DPE
// labels, A (best) to G, on both the energy and the greenhouse-gas scale (the contract also accepts
// them in lower case), climate zones and label scales. Plain data for the contract and core.

export const DPE_LABELS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type DpeLabel = (typeof DPE_LABELS)[number];

/** The climate zones of the DPE (arrêté du 31 mars 2021): they relax E and F in the mountains. */
/**
 * Spec, Limits: the bounds of a DPE's values, checked by core (422) and stated in the OpenAPI
 * document (contract/diagnostics/energy-diagnoses.ts). Altitudes of metropolitan and overseas France lie
 * between -10 and 4810 m.
 */
export const DPE_LIMITS = {
  referenceNumberMax: 100,
  notesMax: 1000,
  minConstructionYear: 1800,
  altitude: [-10, 4810],
} as const;

export const CLIMATE_ZONES = ['H1a', 'H1b', 'H1c', 'H2a', 'H2b', 'H2c', 'H2d', 'H3'] as const;
export type ClimateZone = (typeof CLIMATE_ZONES)[number];

/** The label scale a DPE was read on: 2006, the 2021 double threshold, or its small-surface table (2024). */
export const LABEL_SCALES = ['DPE_2006', 'DPE_2021', 'DPE_2021_SMALL_SURFACES'] as const;
export type LabelScale = (typeof LABEL_SCALES)[number];

export const ESTATE_DIAGNOSTIC_TYPES = [
  'LEAD',
  'ASBESTOS',
  'ELECTRICITY',
  'GAS',
  'RISKS',
  'NOISE',
  'COOWNERSHIP_RULES',
] as const;
export type EstateDiagnosticType = (typeof ESTATE_DIAGNOSTIC_TYPES)[number];

/** The estate diagnostics and the DPE (an energy diagnosis): the dossier de diagnostic technique (loi 89-462 art. 3-3). */
export const DIAGNOSTIC_KINDS = ['DPE', ...ESTATE_DIAGNOSTIC_TYPES] as const;
export type DiagnosticKind = (typeof DIAGNOSTIC_KINDS)[number];

/** NEGATIVE: nothing found (no lead over the thresholds, no asbestos); POSITIVE: found; NOT_APPLICABLE: no gas installation, outside every noise zone. */
export const DIAGNOSTIC_OUTCOMES = ['NEGATIVE', 'POSITIVE', 'NOT_APPLICABLE'] as const;
export type DiagnosticOutcome = (typeof DIAGNOSTIC_OUTCOMES)[number];

export const DIAGNOSTIC_STATUSES = ['VALID', 'EXPIRED', 'MISSING', 'NOT_APPLICABLE', 'NOT_REQUIRED'] as const;
export type DiagnosticStatus = (typeof DIAGNOSTIC_STATUSES)[number];
