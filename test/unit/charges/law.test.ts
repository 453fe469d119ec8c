import { describe, expect, it } from '@jest/globals';
import { overlappingFreeze, union } from '../../../core/charges/freeze.js';
import { ChargeFreezePeriod } from '../../../core/charges/records.js';
import {
  isLate,
  isTimeBarred,
  limitationDate,
  statementDates,
  twelfths,
} from '../../../core/charges/regularisations/regularisation-law.js';

describe('loi 89-462 art. 23 and 7-1', () => {
  it('makes the regularisation payable a month after the statement and keeps documents six months', () => {
    expect(statementDates('2025-01-31')).toEqual({
      payable_from: '2025-02-28',
      documents_available_until: '2025-07-31',
    });
  });

  it('is late once the calendar year after the period has ended', () => {
    expect(isLate('2024-12-31', '2025-12-31')).toBe(false);
    expect(isLate('2024-12-31', '2026-01-01')).toBe(true);
    expect(isLate('2024-06-30', '2025-12-31')).toBe(false);
  });

  it('bars a claim three years after the period ends', () => {
    expect(limitationDate('2022-12-31')).toBe('2025-12-31');
    expect(isTimeBarred('2022-12-31', '2025-12-31')).toBe(false);
    expect(isTimeBarred('2022-12-31', '2026-01-01')).toBe(true);
    expect(limitationDate('2020-02-29')).toBe('2023-02-28');
  });

  it('splits a balance into twelve monthly parts that sum to it', () => {
    const parts = twelfths(100_001, '2026-01-31');
    expect(parts.map((p) => p.amount_cents)).toEqual([...Array(5).fill(8_334), ...Array(7).fill(8_333)]);
    expect(parts.reduce((sum, p) => sum + p.amount_cents, 0)).toBe(100_001);
    expect(parts.slice(0, 3).map((p) => p.due_date)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31']);
  });
});

describe('freeze periods', () => {
  const period = (place_id: string | null, start_date: string, end_date: string) =>
    Object.assign(new ChargeFreezePeriod(), {
      id: `${place_id}-${start_date}`,
      place_id,
      start_date,
      end_date,
      reason: 'gel',
    });
  const periods = [period('p1', '2025-01-01', '2025-06-30'), period(null, '2026-01-01', '2026-12-31')];

  it('finds the building’s own periods and those of every building that touch the days a change affects', () => {
    expect(overlappingFreeze(periods, 'p1', { from: '2025-03-01', to: '2025-03-01' })?.id).toBe('p1-2025-01-01');
    expect(overlappingFreeze(periods, 'p2', { from: '2025-03-01', to: '2025-03-01' })).toBeUndefined();
    expect(overlappingFreeze(periods, 'p2', { from: '2025-03-01', to: null })?.id).toBe('null-2026-01-01');
    expect(overlappingFreeze(periods, 'p1', { from: '2024-01-01', to: '2024-12-31' })).toBeUndefined();
    expect(overlappingFreeze(periods, 'p1', { from: '2024-01-01', to: '2025-01-01' })?.id).toBe('p1-2025-01-01');
  });

  it('takes a change from one span to another as affecting both', () => {
    expect(union({ from: '2025-03-01', to: '2025-04-30' }, { from: '2025-01-01', to: '2025-02-28' })).toEqual({
      from: '2025-01-01',
      to: '2025-04-30',
    });
    expect(union({ from: '2025-03-01', to: null }, { from: '2025-04-01', to: '2025-12-31' })).toEqual({
      from: '2025-03-01',
      to: null,
    });
  });
});
