import { describe, expect, it } from '@jest/globals';
import { energyLabelFor, gesLabelFor } from '../../../core/diagnostics/dpe-labels.js';

describe('DPE energy label scale (kWh/m2/year)', () => {
  it.each([
    [0, 'A'],
    [50, 'A'],
    [51, 'B'],
    [90, 'B'],
    [91, 'C'],
    [150, 'C'],
    [151, 'D'],
    [230, 'D'],
    [231, 'E'],
    [330, 'E'],
    [331, 'F'],
    [420, 'F'],
    [421, 'G'],
    [10_000, 'G'],
  ])('%p kWh/m2/year is %s', (value, label) => {
    expect(energyLabelFor(value)).toBe(label);
  });

  it.each([
    [50.5, 'B'],
    [50.0001, 'B'],
    [90.01, 'C'],
    [150.5, 'D'],
    [230.9, 'E'],
    [330.1, 'F'],
    [420.5, 'G'],
  ])('non-integer %p between bands falls in the upper band %s', (value, label) => {
    expect(energyLabelFor(value)).toBe(label);
  });

  it('rejects negative and non-finite values', () => {
    expect(() => energyLabelFor(-1)).toThrow(RangeError);
    expect(() => energyLabelFor(Number.NaN)).toThrow(RangeError);
    expect(() => energyLabelFor(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('DPE GES label scale (kg CO2/m2/year)', () => {
  it.each([
    [0, 'A'],
    [5, 'A'],
    [6, 'B'],
    [10, 'B'],
    [11, 'C'],
    [20, 'C'],
    [21, 'D'],
    [35, 'D'],
    [36, 'E'],
    [55, 'E'],
    [56, 'F'],
    [80, 'F'],
    [81, 'G'],
    [500, 'G'],
  ])('%p kg CO2/m2/year is %s', (value, label) => {
    expect(gesLabelFor(value)).toBe(label);
  });

  it.each([
    [5.5, 'B'],
    [10.1, 'C'],
    [20.5, 'D'],
    [35.2, 'E'],
    [55.01, 'F'],
    [80.5, 'G'],
  ])('non-integer %p between bands falls in the upper band %s', (value, label) => {
    expect(gesLabelFor(value)).toBe(label);
  });

  it('rejects negative values', () => {
    expect(() => gesLabelFor(-0.1)).toThrow(RangeError);
  });
});
