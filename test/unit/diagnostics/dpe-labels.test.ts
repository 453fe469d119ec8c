import { describe, expect, it } from '@jest/globals';
import {
  type DpeMeasures,
  classifyDpe,
  dpe2021Classes,
  energyClass2006,
  gesClass2006,
  thresholdsFor,
} from '../../../core/diagnostics/dpe-labels.js';
import { SMALL_SURFACE_ROWS } from '../../../core/diagnostics/dpe-small-surfaces.js';

// The 2006 scales (arrêté du 15 septembre 2006) apply to DPEs made before 1 July 2021.
describe('2006 energy scale (kWh/m2/year of primary energy)', () => {
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
    [421, 'F'],
    [450, 'F'],
    [451, 'G'],
    [10_000, 'G'],
  ])('%p kWh/m2/year is %s', (value, label) => {
    expect(energyClass2006(value)).toBe(label);
  });

  it.each([
    [50.5, 'B'],
    [50.0001, 'B'],
    [90.01, 'C'],
    [150.5, 'D'],
    [230.9, 'E'],
    [330.1, 'F'],
    [450.5, 'G'],
  ])('non-integer %p between bands falls in the upper band %s', (value, label) => {
    expect(energyClass2006(value)).toBe(label);
  });

  it('rejects negative and non-finite values', () => {
    expect(() => energyClass2006(-1)).toThrow(RangeError);
    expect(() => energyClass2006(Number.NaN)).toThrow(RangeError);
    expect(() => energyClass2006(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('2006 climate scale (kg CO2/m2/year)', () => {
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
    expect(gesClass2006(value)).toBe(label);
  });

  it.each([
    [5.5, 'B'],
    [10.1, 'C'],
    [20.5, 'D'],
    [35.2, 'E'],
    [55.01, 'F'],
    [80.5, 'G'],
  ])('non-integer %p between bands falls in the upper band %s', (value, label) => {
    expect(gesClass2006(value)).toBe(label);
  });

  it('rejects negative values', () => {
    expect(() => gesClass2006(-0.1)).toThrow(RangeError);
  });
});

const general = thresholdsFor(40, false);

describe('2021 double threshold, 40 m2 and more (arrêté du 31 mars 2021, annexe 5)', () => {
  it.each([
    // Cep thresholds, strict "<", with EGES in A
    [69.9, 0, 'A'],
    [70, 0, 'B'],
    [109, 0, 'B'],
    [110, 0, 'C'],
    [179, 0, 'C'],
    [180, 0, 'D'],
    [249, 0, 'D'],
    [250, 0, 'E'],
    [329, 0, 'E'],
    [330, 0, 'F'],
    [419, 0, 'F'],
    [420, 0, 'G'],
  ])('Cep %p with EGES %p is energy class %s', (cep, eges, label) => {
    expect(dpe2021Classes(cep, eges, general).energy).toBe(label);
  });

  it.each([
    [5.9, 'A'],
    [6, 'B'],
    [10.9, 'B'],
    [11, 'C'],
    [29, 'C'],
    [30, 'D'],
    [49, 'D'],
    [50, 'E'],
    [69, 'E'],
    [70, 'F'],
    [99, 'F'],
    [100, 'G'],
  ])('EGES %p is climate class %s, and the energy class is no better', (eges, label) => {
    const classes = dpe2021Classes(0, eges, general);
    expect(classes.ges).toBe(label);
    expect(classes.energy).toBe(label);
  });

  it('the energy label is the worse of the two classes', () => {
    expect(dpe2021Classes(100, 10, general)).toEqual({ energy: 'B', ges: 'B' });
    expect(dpe2021Classes(200, 80, general)).toEqual({ energy: 'F', ges: 'F' });
    expect(dpe2021Classes(400, 5, general)).toEqual({ energy: 'F', ges: 'A' });
  });
});

const measures = (m: Partial<DpeMeasures>): DpeMeasures => ({
  diagnosis_date: '2025-03-01',
  energy_consumption: null,
  ges_emission: null,
  reference_surface: 60,
  altitude: 100,
  climate_zone: 'H1a',
  ...m,
});

describe('classifyDpe: the scale by the DPE date', () => {
  it('a 2021 DPE of Cep 100 / EGES 10 at 60 m2 is B; Cep 200 / EGES 80 is F', () => {
    expect(classifyDpe(measures({ energy_consumption: 100, ges_emission: 10 }))).toMatchObject({
      scale: 'DPE_2021',
      energy: 'B',
      ges: 'B',
      allowed_energy: ['B'],
      allowed_ges: ['B'],
    });
    expect(classifyDpe(measures({ energy_consumption: 200, ges_emission: 80 }))).toMatchObject({
      energy: 'F',
      ges: 'F',
      allowed_energy: ['F'],
    });
  });

  it('30 June 2021 is on the 2006 scale, 1 July 2021 on the double threshold', () => {
    const values = { energy_consumption: 100, ges_emission: 10 };
    expect(classifyDpe(measures({ ...values, diagnosis_date: '2021-06-30' }))).toMatchObject({
      scale: 'DPE_2006',
      energy: 'C',
      ges: 'B',
    });
    expect(classifyDpe(measures({ ...values, diagnosis_date: '2021-07-01' }))).toMatchObject({
      scale: 'DPE_2021',
      energy: 'B',
      ges: 'B',
    });
  });

  it('with one value known, the energy label is at least its class', () => {
    expect(classifyDpe(measures({ ges_emission: 80 })).allowed_energy).toEqual(['F', 'G']);
    expect(classifyDpe(measures({ energy_consumption: 200 })).allowed_energy).toEqual(['D', 'E', 'F', 'G']);
    expect(classifyDpe(measures({ energy_consumption: 200 })).allowed_ges).toHaveLength(7);
  });
});

describe('small surfaces (arrêté du 25 mars 2024)', () => {
  it('encodes the whole table from 8 to 39 m2, thresholds growing as the surface shrinks', () => {
    expect(SMALL_SURFACE_ROWS.map(([surface]) => surface)).toEqual(Array.from({ length: 32 }, (_, i) => 8 + i));
    for (let i = 1; i < SMALL_SURFACE_ROWS.length; i++) {
      const [, cep, eges, mCep, mEges] = SMALL_SURFACE_ROWS[i];
      const [, prevCep, prevEges, prevMCep, prevMEges] = SMALL_SURFACE_ROWS[i - 1];
      cep.forEach((t, k) => expect(t).toBeLessThanOrEqual(prevCep[k]));
      eges.forEach((t, k) => expect(t).toBeLessThanOrEqual(prevEges[k]));
      mCep.forEach((t, k) => expect(t).toBeLessThanOrEqual(prevMCep[k]));
      mEges.forEach((t, k) => expect(t).toBeLessThanOrEqual(prevMEges[k]));
    }
  });

  it('matches the published figures: E/F 349 at 30 m2 and 385 at 20 m2, F/G 439 at 30 m2, C 263 / 36 at 15 m2', () => {
    expect(thresholdsFor(30, false).cep[4]).toBe(349);
    expect(thresholdsFor(30, false).cep[5]).toBe(439);
    expect(thresholdsFor(20, false).cep[4]).toBe(385);
    expect(thresholdsFor(15, false).cep[2]).toBe(263);
    expect(thresholdsFor(15, false).eges[2]).toBe(36);
    expect(thresholdsFor(8, false).cep).toEqual([146, 186, 386, 505, 622, 739]);
  });

  it('a 20 m2 studio of Cep 380 is E from 1 July 2024, F on the general scale before', () => {
    const studio = { energy_consumption: 380, ges_emission: 10, reference_surface: 20 };
    expect(classifyDpe(measures({ ...studio, diagnosis_date: '2024-07-01' }))).toMatchObject({
      scale: 'DPE_2021_SMALL_SURFACES',
      energy: 'E',
      allowed_energy: ['E'],
    });
    // made on 30 June 2024: the general F, or the E of the ADEME attestation
    expect(classifyDpe(measures({ ...studio, diagnosis_date: '2024-06-30' }))).toMatchObject({
      scale: 'DPE_2021',
      energy: 'F',
      allowed_energy: ['E', 'F'],
    });
  });

  it('40 m2 takes the general thresholds, 39.5 m2 either row around it, under 8 m2 the 8 m2 row', () => {
    const cep = { energy_consumption: 330, ges_emission: 10, diagnosis_date: '2024-07-01' };
    expect(classifyDpe(measures({ ...cep, reference_surface: 40 })).allowed_energy).toEqual(['F']);
    expect(classifyDpe(measures({ ...cep, reference_surface: 39 })).allowed_energy).toEqual(['E']);
    expect(classifyDpe(measures({ ...cep, reference_surface: 39.5 })).allowed_energy).toEqual(['E', 'F']);
    expect(classifyDpe(measures({ ...cep, energy_consumption: 738, reference_surface: 5 })).energy).toBe('F');
  });

  it('an unknown surface allows every class from the general to the 8 m2 thresholds', () => {
    const m = measures({ energy_consumption: 380, ges_emission: 10, reference_surface: null });
    expect(classifyDpe(m).allowed_energy).toEqual(['C', 'D', 'E', 'F']);
  });
});

describe('mountain thresholds: above 800 m in H1b, H1c, H2d', () => {
  const cold = { energy_consumption: 380, ges_emission: 75, climate_zone: 'H1c' as const };
  it('relaxes E and F above 800 m only', () => {
    expect(classifyDpe(measures({ ...cold, altitude: 801 }))).toMatchObject({ energy: 'E', ges: 'E' });
    expect(classifyDpe(measures({ ...cold, altitude: 800 }))).toMatchObject({ energy: 'F', ges: 'F' });
    expect(classifyDpe(measures({ ...cold, altitude: 1200, climate_zone: 'H2b' }))).toMatchObject({ energy: 'F' });
  });

  it('keeps the small-surface A..D thresholds and takes its mountain E/F row', () => {
    expect(thresholdsFor(20, true).cep).toEqual([88, 128, 230, 300, 445, 556]);
    expect(thresholdsFor(40, true).eges).toEqual([6, 11, 30, 50, 80, 110]);
  });

  it('allows both readings when the altitude or the zone is unknown', () => {
    expect(classifyDpe(measures({ ...cold, altitude: null })).allowed_energy).toEqual(['E', 'F']);
    expect(classifyDpe(measures({ ...cold, altitude: 900, climate_zone: null })).allowed_ges).toEqual(['E', 'F']);
  });
});
