import { describe, expect, it } from '@jest/globals';
import {
  assessConsumption,
  consumptionOver,
  consumptionStep,
  fromMilli,
  toMilli,
} from '../../../core/meters/consumption.js';
import { parentErrors } from '../../../core/meters/hierarchy.js';

describe('consumption between two readings', () => {
  it('is the difference when the register went up, exact to the thousandth', () => {
    expect(consumptionStep(toMilli(1234.5), toMilli(1300.125), 99999)).toEqual({ consumption: 65625, rollover: false });
    expect(consumptionStep(toMilli(0.1), toMilli(0.3), null)).toEqual({ consumption: 200, rollover: false });
    expect(fromMilli(200)).toBe(0.2);
  });

  it('rolls over past max_value: 99990 then 15 on a 99999 register is 25 units', () => {
    expect(consumptionStep(toMilli(99990), toMilli(15), 99999)).toEqual({ consumption: 25_000, rollover: true });
    // Fractional wheels: 99999.5 -> 0.3 consumed 0.8.
    expect(consumptionStep(toMilli(99999.5), toMilli(0.3), 99999)).toEqual({ consumption: 800, rollover: true });
    // Exactly at the maximum, then zero: one unit.
    expect(consumptionStep(toMilli(99999), 0, 99999)).toEqual({ consumption: 1000, rollover: true });
  });

  it('refuses a lower value on a meter without a maximum', () => {
    expect(consumptionStep(toMilli(500), toMilli(499), null)).toEqual({ refused: 'went_back' });
  });

  it('counts an unchanged register as no consumption, not a rollover', () => {
    expect(consumptionStep(toMilli(42), toMilli(42), 99999)).toEqual({ consumption: 0, rollover: false });
  });
});

describe('anomalies: more than 50% away from the meter’s daily average', () => {
  // 10 units a day on average over 60 days.
  const history = [
    { consumption: toMilli(300), days: 30 },
    { consumption: toMilli(300), days: 30 },
  ];

  it('has nothing to compare the first interval with', () => {
    expect(assessConsumption(toMilli(1000), 30, [])).toEqual({
      expected: null,
      deviationPercent: null,
      isAnomaly: false,
    });
  });

  it('scales the average to the interval length: 20 days expect 200', () => {
    expect(assessConsumption(toMilli(210), 20, history)).toEqual({
      expected: toMilli(200),
      deviationPercent: 5,
      isAnomaly: false,
    });
  });

  it('flags above 150% and below 50%, but not exactly at the bounds', () => {
    expect(assessConsumption(toMilli(450), 30, history).isAnomaly).toBe(false); // +50%
    expect(assessConsumption(toMilli(450.001), 30, history)).toMatchObject({ isAnomaly: true, deviationPercent: 50 });
    expect(assessConsumption(toMilli(150), 30, history)).toMatchObject({ isAnomaly: false, deviationPercent: -50 });
    expect(assessConsumption(toMilli(149.999), 30, history).isAnomaly).toBe(true);
    expect(assessConsumption(0, 30, history)).toMatchObject({ isAnomaly: true, deviationPercent: -100 });
  });

  it('flags any consumption on a meter that never consumed, and not a further zero', () => {
    const idle = [{ consumption: 0, days: 90 }];
    expect(assessConsumption(toMilli(1), 30, idle)).toEqual({ expected: 0, deviationPercent: null, isAnomaly: true });
    expect(assessConsumption(0, 30, idle).isAnomaly).toBe(false);
  });

  it('decides exactly on large registers (bigint arithmetic)', () => {
    const big = [{ consumption: toMilli(9_000_000_000), days: 365 }];
    const expected = (toMilli(9_000_000_000) * 30) / 365;
    expect(assessConsumption(Math.floor(expected * 1.5), 30, big).isAnomaly).toBe(false);
    expect(assessConsumption(Math.floor(expected * 1.5) + 1, 30, big).isAnomaly).toBe(true);
  });
});

describe('consumption over a period, between readings', () => {
  const readings = [
    { reading_date: '2024-01-01', consumption: null },
    { reading_date: '2024-01-11', consumption: 10_000 }, // 1 unit a day
    { reading_date: '2024-01-21', consumption: 50_000 }, // 5 a day
  ];

  it('counts whole intervals and interpolates by day inside one', () => {
    expect(consumptionOver(readings, '2024-01-01', '2024-01-20')).toBe(60_000);
    expect(consumptionOver(readings, '2024-01-06', '2024-01-15')).toBe(5_000 + 25_000);
  });

  it('counts nothing before the first or after the last reading', () => {
    expect(consumptionOver(readings, '2023-06-01', '2023-12-31')).toBe(0);
    expect(consumptionOver(readings, '2023-12-01', '2024-01-05')).toBe(5_000);
    expect(consumptionOver(readings, '2024-01-18', '2024-03-01')).toBe(15_000);
    expect(consumptionOver(readings.slice(0, 1), '2024-01-01', '2024-12-31')).toBe(0);
  });

  it('is empty for an empty span', () => {
    expect(consumptionOver(readings, '2024-01-10', '2024-01-09')).toBe(0);
  });
});

describe('sub-meter hierarchies', () => {
  const parent = { id: 'p', type: 'WATER_COLD' as const, place_id: 'building', replaced_by_meter_id: null };

  it('accepts a sub-meter of the same type in the same building', () => {
    expect(parentErrors({ id: 'c', type: 'WATER_COLD', place_id: 'building' }, parent, [])).toEqual([]);
  });

  it('refuses a cycle: the meter itself, or one of its sub-meters, as parent', () => {
    expect(parentErrors({ id: 'p', type: 'WATER_COLD', place_id: 'building' }, parent, [])[0].code).toBe('cycle');
    expect(parentErrors({ id: 'root', type: 'WATER_COLD', place_id: 'building' }, parent, ['x', 'root'])[0].code).toBe(
      'cycle',
    );
  });

  it('refuses another type, another building, a replaced parent and a hierarchy too deep', () => {
    const codes = parentErrors(
      { id: null, type: 'GAS', place_id: 'elsewhere' },
      { ...parent, replaced_by_meter_id: 'q' },
      Array.from({ length: 9 }, (_, i) => `a${i}`),
    ).map((e) => e.code);
    expect(codes).toEqual(['type_mismatch', 'other_building', 'parent_replaced', 'too_deep']);
  });
});
