// The INSEE indices rents are revised by, and their quarters (docs/legal.md, "Index table").
// IRL: loi n° 89-462 art. 17-1 (indice de référence des loyers, INSEE, base 100 au 4e trimestre
// 1998); since the third quarter of 2022 INSEE publishes three IRL series: the main one, one for the
// collectivités régies par l'article 73 de la Constitution (overseas departments and regions) and
// one for the collectivité de Corse (loi n° 2022-1158 du 16 août 2022, art. 12). ILC and ILAT:
// code de commerce art. L112-2 and L145-34 (décret n° 2008-1139, n° 2011-2028); ICC: INSEE.

import type { IndexSeries } from '../../contract/vocabulary/indexation.js';
import { utcTime } from '../shared/dates.js';
import { isCorsica, isOverseasDepartment } from '../shared/territories.js';

/** The first quarter for which the overseas and Corsica IRL series exist; before it one IRL applied everywhere. */
export const IRL_SPLIT_QUARTER = '2022-Q3';

/** `YYYY-Qn`, e.g. `2025-Q3`. */
export const QUARTER_PATTERN = /^(\d{4})-Q([1-4])$/;

export interface Quarter {
  year: number;
  quarter: 1 | 2 | 3 | 4;
}

export function isQuarter(text: string): boolean {
  return QUARTER_PATTERN.test(text);
}

export function parseQuarter(text: string): Quarter {
  const match = QUARTER_PATTERN.exec(text);
  if (!match) throw new RangeError(`not a quarter YYYY-Qn: ${text}`);
  return { year: Number(match[1]), quarter: Number(match[2]) as Quarter['quarter'] };
}

export function formatQuarter(q: Quarter): string {
  return `${String(q.year).padStart(4, '0')}-Q${q.quarter}`;
}

/** The same quarter `years` later (or earlier). */
export function shiftYears(quarter: string, years: number): string {
  const q = parseQuarter(quarter);
  return formatQuarter({ year: q.year + years, quarter: q.quarter });
}

/** The last day of a quarter, `YYYY-MM-DD`. */
export function quarterEnd(quarter: string): string {
  const q = parseQuarter(quarter);
  const month = q.quarter * 3;
  const lastDay = new Date(utcTime(q.year, month, 0)).getUTCDate();
  return `${String(q.year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(lastDay).padStart(2, '0')}`;
}

/** The quarter a date falls in. */
export function quarterOf(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return formatQuarter({ year, quarter: (Math.floor((month - 1) / 3) + 1) as Quarter['quarter'] });
}

/**
 * The quarter of the last IRL published on a date, by INSEE's calendar: the index of a quarter is
 * published in the middle of the following month (Q1 mid-April, Q2 mid-July, Q3 mid-October, Q4
 * mid-January), taken here as the 15th. Loi 89-462 art. 17-1 I: without a reference date in the
 * lease, the reference is the last index published at the signature of the contract.
 */
export function lastPublishedQuarterOn(date: string): string {
  const year = Number(date.slice(0, 4));
  const monthDay = date.slice(5);
  // Publication day in the year -> the quarter it publishes.
  const calendar: [string, Quarter][] = [
    ['10-15', { year, quarter: 3 }],
    ['07-15', { year, quarter: 2 }],
    ['04-15', { year, quarter: 1 }],
    ['01-15', { year: year - 1, quarter: 4 }],
  ];
  const published = calendar.find(([day]) => monthDay >= day);
  return formatQuarter(published ? published[1] : { year: year - 1, quarter: 3 });
}

/**
 * The IRL series of a dwelling from its postal code (loi 2022-1158 art. 12: the collectivities of
 * art. 73 of the Constitution, Corsica, the rest); the main series when the code is unknown.
 */
export function irlSeriesForPostalCode(postalCode: string | null): IndexSeries {
  if (postalCode && isOverseasDepartment(postalCode)) return 'IRL_OVERSEAS';
  if (postalCode && isCorsica(postalCode)) return 'IRL_CORSICA';
  return 'IRL';
}

/**
 * The series a value is stored under: before the third quarter of 2022 the overseas and Corsica
 * IRL were the main IRL (one index for the whole territory).
 */
export function storedSeries(series: IndexSeries, quarter: string): IndexSeries {
  if ((series === 'IRL_OVERSEAS' || series === 'IRL_CORSICA') && quarter < IRL_SPLIT_QUARTER) return 'IRL';
  return series;
}
