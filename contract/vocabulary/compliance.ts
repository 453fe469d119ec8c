// The compliance vocabulary: construction periods of the reference-rent tables and the spec's other
// spellings of them (docs/decisions.md, construction periods), compliance statuses, the features that
// forbid a complément de loyer (loi n° 2022-1158 art. 13) and the exceptions of the rent evolution
// decree (décret n° 2017-1198). Plain data for the contract and core.

/** Décret 2015-650 art. 1: five periods, or four where the arrêté merges the last two into after_1990. */
export const CONSTRUCTION_PERIODS = [
  'before_1946',
  '1946-1970',
  '1971-1990',
  '1991-2005',
  'after_2005',
  'after_1990',
] as const;
export type ConstructionPeriod = (typeof CONSTRUCTION_PERIODS)[number];

/** Spec, Rent-control check request: its period spellings. */
export const CONSTRUCTION_PERIOD_SPELLINGS = {
  '1946-1970': ['19461970'],
  '1971-1990': ['19711990'],
  '1991-2005': ['19912005'],
} as const satisfies Partial<Record<ConstructionPeriod, readonly string[]>>;

/** The outcome of a rent-control check, and of a lease's compliance assessment, on one scale. */
export const RENT_CONTROL_STATUSES = [
  'COMPLIANT',
  'RENT_SUPPLEMENT_REQUIRED_JUSTIFICATION',
  'NON_COMPLIANT',
  'NOT_APPLICABLE',
] as const;
export type RentControlStatus = (typeof RENT_CONTROL_STATUSES)[number];
export const LEASE_COMPLIANCE_STATUSES = RENT_CONTROL_STATUSES;
export type LeaseComplianceStatus = (typeof LEASE_COMPLIANCE_STATUSES)[number];

/** Features that forbid a complément de loyer (loi 2022-1158 art. 13); the F or G label is the ninth case. */
export const COMPLEMENT_EXCLUSIONS = [
  'SANITARY_ON_LANDING', // sanitaires sur le palier
  'DAMP_WALLS', // signes d'humidité sur certains murs
  'AIR_LEAKING_WINDOWS', // fenêtres laissant anormalement passer l'air hors grille de ventilation
  'FACING_BUILDING_UNDER_10M', // vis-à-vis à moins de dix mètres
  'WATER_INFILTRATION', // infiltrations ou inondations provenant de l'extérieur du logement
  'DRAINAGE_PROBLEMS', // problèmes d'évacuation d'eau au cours des trois derniers mois
  'DEGRADED_ELECTRICAL_INSTALLATION', // installation électrique dégradée
  'POOR_MAIN_ROOM_EXPOSURE', // mauvaise exposition de la pièce principale
] as const;
export type ComplementExclusion = (typeof COMPLEMENT_EXCLUSIONS)[number];

/** Décret n° 2017-1198 art. 2 and 4: the exceptions to the rent evolution cap at a new letting. */
export const DECREE_EXCEPTIONS = [
  'FIRST_LETTING',
  'VACANT_OVER_18_MONTHS',
  'IMPROVEMENT_WORKS',
  'UNDERVALUED_RENT',
] as const;
export type DecreeExceptionType = (typeof DECREE_EXCEPTIONS)[number];
