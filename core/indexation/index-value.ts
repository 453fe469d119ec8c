// Quarterly indices published by INSEE that rents are revised on: the IRL (loi 89-462 art. 17-1;
// three series since the third quarter of 2022: mainland France, the overseas collectivities of
// art. 73 of the Constitution, Corsica — loi 2022-1158 art. 12), the ILC and ILAT (code monétaire
// et financier, art. L112-2; code de commerce, art. L145-34 and L145-38; décrets 2008-1139 and
// 2011-2028) and the ICC. Shared by every tenant; seeded by migration and updated by the import
// command (docs/legal.md, "Indices").

export const INDEX_SERIES = ['IRL', 'IRL_OVERSEAS', 'IRL_CORSICA', 'ILC', 'ILAT', 'ICC'] as const;
export type IndexSeries = (typeof INDEX_SERIES)[number];

export class IndexValue {
  id!: string;
  series!: IndexSeries;
  /** `YYYY-Qn`, the quarter the index is of. */
  quarter!: string;
  value!: number;
  /** The day INSEE published it; null when not recorded (then assumed: see publicationDate). */
  published_on: string | null = null;
  source!: string;
  created_at!: Date;
  updated_at!: Date;
}

const QUARTER = /^(\d{4})-Q([1-4])$/;

export function isQuarter(value: string): boolean {
  return QUARTER.test(value);
}

function parts(quarter: string): [number, number] {
  const match = QUARTER.exec(quarter);
  if (!match) throw new RangeError(`not a quarter (YYYY-Qn): ${quarter}`);
  return [Number(match[1]), Number(match[2])];
}

/** The quarter a date falls in (2024-08-15 -> 2024-Q3). */
export function quarterOf(date: string): string {
  return `${date.slice(0, 4)}-Q${Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1}`;
}

/** The same quarter `years` later (or earlier when negative). */
export function shiftQuarter(quarter: string, years: number): string {
  const [year, q] = parts(quarter);
  return `${year + years}-Q${q}`;
}

/**
 * When an index was published: its recorded day, else the 15th of the month after its quarter,
 * INSEE's usual calendar for the IRL (an approximation; docs/legal.md says why).
 */
export function publicationDate(value: Pick<IndexValue, 'quarter' | 'published_on'>): string {
  if (value.published_on) return value.published_on;
  const [year, q] = parts(value.quarter);
  return q === 4 ? `${year + 1}-01-15` : `${year}-${String(q * 3 + 1).padStart(2, '0')}-15`;
}

export const IRL_REGIONS = ['MAINLAND', 'OVERSEAS', 'CORSICA'] as const;
export type IrlRegion = (typeof IRL_REGIONS)[number];

/** The IRL series split from the third quarter of 2022 (loi 2022-1158 art. 12). */
export const IRL_SPLIT_FROM = '2022-Q3';

/** The IRL series of a region for a quarter: one series before the split, the region's after. */
export function irlSeries(region: IrlRegion, quarter: string): IndexSeries {
  if (region === 'MAINLAND' || quarter < IRL_SPLIT_FROM) return 'IRL';
  return region === 'OVERSEAS' ? 'IRL_OVERSEAS' : 'IRL_CORSICA';
}
