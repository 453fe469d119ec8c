// Construction periods ("époques de construction") of the reference-rent tables.
//
// The arrêtés preferred by Paris (and the Paris open-data layout) use four epochs: "Avant 1946",
// "1946-1970", "1971-1990", "Apres 1990". They are the canonical values here: before_1946,
// 1946-1970, 1971-1990, after_1990. The spec's rent-control request also lists 19461970,
// 19711990, 19912005 and after_2005; they are accepted and mapped (decision record in
// docs/decisions.md):
//   19461970 -> 1946-1970        19711990 -> 1971-1990
//   19912005 -> after_1990       after_2005 -> after_1990
// (every building finished after 1990 falls in the single "Apres 1990" epoch of the four-epoch tables).

export const CONSTRUCTION_PERIODS = ['before_1946', '1946-1970', '1971-1990', 'after_1990'] as const;
export type ConstructionPeriod = (typeof CONSTRUCTION_PERIODS)[number];

/** Every spelling accepted on input, with the canonical period it means. */
export const CONSTRUCTION_PERIOD_SPELLINGS: Readonly<Record<string, ConstructionPeriod>> = {
  before_1946: 'before_1946',
  '1946-1970': '1946-1970',
  '1971-1990': '1971-1990',
  after_1990: 'after_1990',
  // spec, Rent-control check request
  '19461970': '1946-1970',
  '19711990': '1971-1990',
  '19912005': 'after_1990',
  after_2005: 'after_1990',
  // Paris open-data labels (compared without case and accents)
  'avant 1946': 'before_1946',
  'apres 1990': 'after_1990',
};

/** The labels of the Paris open-data layout, per canonical period. */
export const PARIS_EPOCH_LABELS: Readonly<Record<ConstructionPeriod, string>> = {
  before_1946: 'Avant 1946',
  '1946-1970': '1946-1970',
  '1971-1990': '1971-1990',
  after_1990: 'Apres 1990',
};

function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');
}

/** The canonical period of a spelling (case and accents ignored), or null when it is none. */
export function normalizeConstructionPeriod(value: string): ConstructionPeriod | null {
  const folded = fold(value);
  for (const [spelling, period] of Object.entries(CONSTRUCTION_PERIOD_SPELLINGS)) {
    if (fold(spelling) === folded) return period;
  }
  return null;
}

/** The period of a construction year (the four-epoch tables: up to 1945, 1946-1970, 1971-1990, 1991 on). */
export function constructionPeriodOfYear(year: number): ConstructionPeriod {
  if (!Number.isInteger(year)) throw new RangeError(`construction year must be an integer, got ${year}`);
  if (year < 1946) return 'before_1946';
  if (year <= 1970) return '1946-1970';
  if (year <= 1990) return '1971-1990';
  return 'after_1990';
}
