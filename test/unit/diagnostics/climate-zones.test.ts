import { describe, expect, it } from '@jest/globals';
import {
  climateZoneErrors,
  climateZoneOfDepartment,
  climateZoneOfPostalCode,
} from '../../../core/diagnostics/climate-zones.js';
import { labelMismatches } from '../../../core/diagnostics/energy-diagnosis.js';

describe('the climate zone follows from the département', () => {
  it('maps every metropolitan département to one zone, Corsica to H3, overseas to none', () => {
    const departments = [
      ...Array.from({ length: 95 }, (_, i) => String(i + 1).padStart(2, '0')).filter((d) => d !== '20'),
      '2A',
      '2B',
    ];
    expect(departments.filter((d) => climateZoneOfDepartment(d) === null)).toEqual([]);
    expect(climateZoneOfPostalCode('59000')).toBe('H1a');
    expect(climateZoneOfPostalCode('73000')).toBe('H1c');
    expect(climateZoneOfPostalCode('05100')).toBe('H1c');
    expect(climateZoneOfPostalCode('84000')).toBe('H2d');
    expect(climateZoneOfPostalCode('67000')).toBe('H1b');
    expect(climateZoneOfPostalCode('20090')).toBe('H3');
    expect(climateZoneOfPostalCode('97400')).toBeNull();
    expect(climateZoneOfPostalCode(null)).toBeNull();
  });

  it('refuses a zone that is not the département’s, and accepts it otherwise', () => {
    expect(climateZoneErrors('H1c', 'H1a').map((e) => e.code)).toEqual(['climate_zone_mismatch']);
    expect(climateZoneErrors('H1a', 'H1a')).toEqual([]);
    expect(climateZoneErrors(null, 'H1a')).toEqual([]);
    expect(climateZoneErrors('H2d', null)).toEqual([]);
  });

  it('judges a Lille DPE on the general thresholds whatever its altitude: F at Cep 420 is G', () => {
    const lille = {
      diagnosis_date: '2025-01-10',
      energy_label: 'F' as const,
      ges_label: 'B' as const,
      energy_consumption: 420,
      ges_emission: 8,
      reference_surface: 60,
      heated_area: 60,
      altitude: null,
      climate_zone: null,
    };
    expect(labelMismatches({ ...lille, located_zone: 'H1a' }).map((m) => [m.field, m.expected, m.allowed])).toEqual([
      ['energy_label', 'G', ['G']],
    ]);
    // Without a place, or in a mountain zone at an unknown altitude, the mountain thresholds stay open.
    expect(labelMismatches({ ...lille, located_zone: null })).toEqual([]);
    expect(labelMismatches({ ...lille, located_zone: 'H1c' })).toEqual([]);
    expect(labelMismatches({ ...lille, located_zone: 'H1c', altitude: 700 })).toHaveLength(1);
  });
});
