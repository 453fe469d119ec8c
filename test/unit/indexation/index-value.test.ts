import { describe, expect, it } from '@jest/globals';
import { parseIndexRow } from '../../../core/indexation/index.js';
import { irlSeries, publicationDate, quarterOf, shiftQuarter } from '../../../core/indexation/index-value.js';

describe('quarters', () => {
  it.each([
    ['2024-01-01', '2024-Q1'],
    ['2024-03-31', '2024-Q1'],
    ['2024-04-01', '2024-Q2'],
    ['2024-09-30', '2024-Q3'],
    ['2024-12-31', '2024-Q4'],
  ])('%s is in %s', (date, quarter) => {
    expect(quarterOf(date)).toBe(quarter);
  });

  it('shifts by whole years', () => {
    expect(shiftQuarter('2025-Q3', -1)).toBe('2024-Q3');
    expect(() => shiftQuarter('2025-Q5', 1)).toThrow(RangeError);
  });

  it('takes the recorded publication day, else the 15th of the month after the quarter', () => {
    expect(publicationDate({ quarter: '2025-Q3', published_on: '2025-10-15' })).toBe('2025-10-15');
    expect(publicationDate({ quarter: '2024-Q2', published_on: null })).toBe('2024-07-15');
    expect(publicationDate({ quarter: '2024-Q4', published_on: null })).toBe('2025-01-15');
  });
});

describe('IRL series by region (loi 2022-1158 art. 12)', () => {
  it('one series up to 2022-Q2, the region series from 2022-Q3', () => {
    expect(irlSeries('OVERSEAS', '2022-Q2')).toBe('IRL');
    expect(irlSeries('OVERSEAS', '2022-Q3')).toBe('IRL_OVERSEAS');
    expect(irlSeries('CORSICA', '2022-Q3')).toBe('IRL_CORSICA');
    expect(irlSeries('MAINLAND', '2025-Q3')).toBe('IRL');
  });
});

describe('import rows', () => {
  it('accepts a series, a quarter, a positive value with two decimals and an optional day', () => {
    expect(parseIndexRow({ line: 2, series: 'ilat ', quarter: '2025-q2', value: '137,61' })).toEqual({
      ok: true,
      value: { series: 'ILAT', quarter: '2025-Q2', value: 137.61, published_on: null },
    });
  });

  it('names every reason a row is refused', () => {
    expect(
      parseIndexRow({ line: 3, series: 'CPI', quarter: '2025-Q5', value: '-1.234', published_on: '15/10/2025' }),
    ).toEqual({
      ok: false,
      reasons: [
        'series must be one of IRL, IRL_OVERSEAS, IRL_CORSICA, ILC, ILAT, ICC',
        'quarter must be YYYY-Qn',
        'value must be a positive number with at most two decimals',
        'published_on must be YYYY-MM-DD',
      ],
    });
  });
});
