// Construction periods ("époques de construction") of the reference-rent tables (décret 2015-650
// art. 1; each territory's arrêté fixes its own). Some arrêtés have five periods (before 1946,
// 1946-1970, 1971-1990, 1991-2005, after 2005), others four, merging the last two into "after 1990"
// (the Paris tables: "Avant 1946", "1946-1970", "1971-1990", "Apres 1990"). Both schemes are kept:
// a period of the five-period scheme is looked up in the table as is, then as the merged period
// where the territory's arrêté has only four (decision record in docs/decisions.md).
import type { ConstructionPeriod } from '../../../contract/vocabulary/compliance.js';

/** Every spelling accepted on input, with the canonical period it means. */
export const CONSTRUCTION_PERIOD_SPELLINGS: Readonly<Record<string, ConstructionPeriod>> = {
  before_1946: 'before_1946',
  '1946-1970': '1946-1970',
  '1971-1990': '1971-1990',
  '1991-2005': '1991-2005',
  after_2005: 'after_2005',
  after_1990: 'after_1990',
  // spec, Rent-control check request
  '19461970': '1946-1970',
  '19711990': '1971-1990',
  '19912005': '1991-2005',
  // open-data labels (compared without case and accents)
  'avant 1946': 'before_1946',
  'apres 1990': 'after_1990',
  'apres 2005': 'after_2005',
};

/** The four-period tables merge 1991-2005 and after 2005 into after 1990. */
const MERGED_INTO: Readonly<Partial<Record<ConstructionPeriod, ConstructionPeriod>>> = {
  '1991-2005': 'after_1990',
  after_2005: 'after_1990',
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

/** The period of a construction year on the five-period scheme: up to 1945, 1946-1970, 1971-1990, 1991-2005, 2006 on. */
export function constructionPeriodOfYear(year: number): ConstructionPeriod {
  if (!Number.isInteger(year)) throw new RangeError(`construction year must be an integer, got ${year}`);
  if (year < 1946) return 'before_1946';
  if (year <= 1970) return '1946-1970';
  if (year <= 1990) return '1971-1990';
  if (year <= 2005) return '1991-2005';
  return 'after_2005';
}

/** The periods a table row may carry for a period: itself, then its merged period of the four-period tables. */
export function tablePeriods(period: ConstructionPeriod): ConstructionPeriod[] {
  const merged = MERGED_INTO[period];
  return merged ? [period, merged] : [period];
}
