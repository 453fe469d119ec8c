import {
  irlSeriesForPostalCode,
  lastPublishedQuarterOn,
  quarterEnd,
  quarterOf,
  shiftYears,
  storedSeries,
} from '../../../core/indexation/index-series.js';
import { parseIndexNumber } from '../../../core/indexation/import-indices.js';
import { indexHundredths, indexLabel, indexValueErrors } from '../../../core/indexation/indices.js';

const codes = (errors: { code: string }[]) => errors.map((e) => e.code);

describe('quarters', () => {
  it('end on the last day of their third month, a year shifts keep the quarter', () => {
    expect(quarterEnd('2024-Q1')).toBe('2024-03-31');
    expect(quarterEnd('2024-Q2')).toBe('2024-06-30');
    expect(quarterEnd('2025-Q4')).toBe('2025-12-31');
    expect(shiftYears('2025-Q3', -1)).toBe('2024-Q3');
    expect(quarterOf('2025-02-28')).toBe('2025-Q1');
    expect(quarterOf('2025-10-01')).toBe('2025-Q4');
  });

  it('tell the last index published on a date by the INSEE calendar (mid-month after the quarter)', () => {
    expect(lastPublishedQuarterOn('2025-01-14')).toBe('2024-Q3');
    expect(lastPublishedQuarterOn('2025-01-15')).toBe('2024-Q4');
    expect(lastPublishedQuarterOn('2025-04-14')).toBe('2024-Q4');
    expect(lastPublishedQuarterOn('2025-04-15')).toBe('2025-Q1');
    expect(lastPublishedQuarterOn('2025-07-20')).toBe('2025-Q2');
    expect(lastPublishedQuarterOn('2025-10-15')).toBe('2025-Q3');
    expect(lastPublishedQuarterOn('2025-12-31')).toBe('2025-Q3');
  });
});

describe('IRL series by location (three series since 2022-Q3)', () => {
  it('picks the overseas series for 971-974 and 976, Corsica for 20xxx, the main one elsewhere', () => {
    expect(irlSeriesForPostalCode('97400')).toBe('IRL_OVERSEAS');
    expect(irlSeriesForPostalCode('97600')).toBe('IRL_OVERSEAS');
    expect(irlSeriesForPostalCode('97500')).toBe('IRL'); // Saint-Pierre-et-Miquelon: art. 74, not 73
    expect(irlSeriesForPostalCode('20000')).toBe('IRL_CORSICA');
    expect(irlSeriesForPostalCode('20200')).toBe('IRL_CORSICA');
    expect(irlSeriesForPostalCode('75011')).toBe('IRL');
    expect(irlSeriesForPostalCode(null)).toBe('IRL');
  });

  it('reads the main IRL for quarters before the split', () => {
    expect(storedSeries('IRL_OVERSEAS', '2022-Q2')).toBe('IRL');
    expect(storedSeries('IRL_CORSICA', '2021-Q3')).toBe('IRL');
    expect(storedSeries('IRL_CORSICA', '2022-Q3')).toBe('IRL_CORSICA');
    expect(storedSeries('ILC', '2019-Q1')).toBe('ILC');
  });
});

describe('index values', () => {
  it('are positive, of a known series and quarter, two decimals at most, published after their quarter', () => {
    expect(indexValueErrors({ series: 'IRL', quarter: '2025-Q3', value: 145.77, published_on: '2025-10-15' })).toEqual(
      [],
    );
    expect(codes(indexValueErrors({ series: 'IPC', quarter: '2025-Q3', value: 1 }))).toEqual(['invalid_enum']);
    expect(codes(indexValueErrors({ series: 'IRL', quarter: '2025-T3', value: 1 }))).toEqual(['invalid_quarter']);
    expect(codes(indexValueErrors({ series: 'IRL', quarter: '2025-Q3', value: 0 }))).toEqual(['out_of_range']);
    expect(codes(indexValueErrors({ series: 'IRL', quarter: '2025-Q3', value: 145.771 }))).toEqual(['precision']);
    expect(
      codes(indexValueErrors({ series: 'IRL', quarter: '2025-Q3', value: 145.77, published_on: '2025-09-30' })),
    ).toEqual(['date_order']);
  });

  it('compute in hundredths and parse French decimals', () => {
    expect(indexHundredths(145.77)).toBe(14577);
    expect(indexHundredths(2227)).toBe(222700);
    expect(parseIndexNumber('145,47')).toBe(145.47);
    expect(parseIndexNumber('2 227')).toBe(2227);
    expect(parseIndexNumber('1.2.3')).toBeNull();
    expect(indexLabel('IRL_CORSICA', '2025-Q2')).toBe('IRL (Corse) 2025-Q2');
  });
});
