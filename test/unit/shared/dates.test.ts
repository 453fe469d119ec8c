import { describe, expect, it } from '@jest/globals';
import {
  addDays,
  addMonths,
  addYears,
  compareDates,
  daysBetween,
  isDateOnly,
  toDateOnly,
} from '../../../core/shared/dates.js';

describe('calendar date helpers', () => {
  it('recognises real YYYY-MM-DD dates only', () => {
    expect(isDateOnly('2024-02-29')).toBe(true);
    expect(isDateOnly('2023-02-29')).toBe(false);
    expect(isDateOnly('2023-13-01')).toBe(false);
    expect(isDateOnly('2023-1-01')).toBe(false);
    expect(isDateOnly('2023-01-01T00:00:00Z')).toBe(false);
  });

  it('adds years to the same calendar day, 29 February to 28 February', () => {
    expect(addYears('2020-06-15', 10)).toBe('2030-06-15');
    expect(addYears('2020-02-29', 10)).toBe('2030-02-28');
    expect(addYears('2020-02-29', 4)).toBe('2024-02-29');
  });

  it('counts whole days in either direction', () => {
    expect(daysBetween('2024-01-01', '2024-01-01')).toBe(0);
    expect(daysBetween('2024-01-01', '2024-03-01')).toBe(60);
    expect(daysBetween('2024-03-01', '2024-01-01')).toBe(-60);
    expect(daysBetween('2024-03-30', '2024-03-31')).toBe(1);
  });

  it('takes the UTC date of an instant and compares dates', () => {
    expect(toDateOnly(new Date('2024-05-31T23:30:00Z'))).toBe('2024-05-31');
    expect(compareDates('2024-01-02', '2024-01-10')).toBe(-1);
    expect(compareDates('2024-01-10', '2024-01-10')).toBe(0);
    expect(compareDates('2025-01-01', '2024-12-31')).toBe(1);
  });

  it('counts the years 0 to 99 as written (Date.UTC reads them as 1900 to 1999)', () => {
    expect(isDateOnly('0033-10-06')).toBe(true);
    expect(isDateOnly('0032-02-29')).toBe(true);
    expect(addYears('0032-10-06', 1)).toBe('0033-10-06');
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
    expect(addMonths('0032-01-31', 1)).toBe('0032-02-29');
    expect(daysBetween('0032-01-01', '0033-01-01')).toBe(366);
  });
});
