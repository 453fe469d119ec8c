import { describe, expect, it } from '@jest/globals';
import {
  constructionYearErrors,
  energyDiagnosisRuleErrors,
  isValidOn,
  labelMismatchErrors,
  labelMismatches,
  measurementErrors,
  notesErrors,
  legalValidUntil,
  ownerEntityErrors,
  referenceNumberErrors,
  validityErrors,
  validityStatus,
} from '../../../core/diagnostics/energy-diagnosis.js';

type Diagnosis = Parameters<typeof energyDiagnosisRuleErrors>[0];

const valid: Diagnosis = {
  place_id: null,
  estate_id: '7f1c8c57-3d4b-4e43-9c55-5a8d1ff0a001',
  reference_number: 'DPE-2024-0001',
  diagnosis_date: '2024-03-15',
  valid_until: '2034-03-15',
  energy_label: 'C',
  ges_label: 'B',
  construction_year: 1975,
  energy_consumption: 120,
  ges_emission: 8,
  heated_area: 65.5,
  reference_surface: null,
  altitude: null,
  climate_zone: null,
  final_energy_consumption: null,
  notes: null,
  media_id: null,
};

const codes = (errors: { code: string }[]) => errors.map((e) => e.code);

describe('energy diagnosis owner entity', () => {
  it('needs exactly one of place_id and estate_id', () => {
    expect(ownerEntityErrors({ place_id: 'p', estate_id: null })).toEqual([]);
    expect(ownerEntityErrors({ place_id: null, estate_id: 'e' })).toEqual([]);
    expect(codes(ownerEntityErrors({ place_id: 'p', estate_id: 'e' }))).toEqual(['both_owner_entities']);
    expect(codes(ownerEntityErrors({ place_id: null, estate_id: null }))).toEqual(['missing_owner_entity']);
  });
});

describe('reference_number and notes lengths', () => {
  it('accepts 1 and 100 characters, rejects 0, blank and 101', () => {
    expect(referenceNumberErrors('x')).toEqual([]);
    expect(referenceNumberErrors('x'.repeat(100))).toEqual([]);
    expect(codes(referenceNumberErrors(''))).toEqual(['length']);
    expect(codes(referenceNumberErrors('   '))).toEqual(['length']);
    expect(codes(referenceNumberErrors('x'.repeat(101)))).toEqual(['length']);
  });

  it('accepts notes up to 1000 characters', () => {
    expect(notesErrors(null)).toEqual([]);
    expect(notesErrors('n'.repeat(1000))).toEqual([]);
    expect(codes(notesErrors('n'.repeat(1001)))).toEqual(['too_long']);
  });
});

describe('validity period', () => {
  it('needs valid_until strictly after diagnosis_date', () => {
    expect(codes(validityErrors({ diagnosis_date: '2024-03-15', valid_until: '2024-03-15' }))).toEqual([
      'not_after_diagnosis_date',
    ]);
    expect(codes(validityErrors({ diagnosis_date: '2024-03-15', valid_until: '2024-03-14' }))).toEqual([
      'not_after_diagnosis_date',
    ]);
    expect(validityErrors({ diagnosis_date: '2024-03-15', valid_until: '2024-03-16' })).toEqual([]);
  });

  it('allows at most ten years, to the same calendar day', () => {
    expect(validityErrors({ diagnosis_date: '2024-03-15', valid_until: '2034-03-15' })).toEqual([]);
    expect(codes(validityErrors({ diagnosis_date: '2024-03-15', valid_until: '2034-03-16' }))).toEqual([
      'validity_too_long',
    ]);
    expect(validityErrors({ diagnosis_date: '2024-02-29', valid_until: '2034-02-28' })).toEqual([]);
    expect(codes(validityErrors({ diagnosis_date: '2024-02-29', valid_until: '2034-03-01' }))).toEqual([
      'validity_too_long',
    ]);
  });
});

describe('construction_year', () => {
  it('runs from 1800 to the current year', () => {
    expect(constructionYearErrors(1800, 2025)).toEqual([]);
    expect(constructionYearErrors(2025, 2025)).toEqual([]);
    expect(codes(constructionYearErrors(1799, 2025))).toEqual(['out_of_range']);
    expect(codes(constructionYearErrors(2026, 2025))).toEqual(['out_of_range']);
  });
});

describe('measurements', () => {
  it('allows zero consumption and emission but not a zero heated area', () => {
    expect(measurementErrors({ energy_consumption: 0, ges_emission: 0, heated_area: 0.1 })).toEqual([]);
    expect(measurementErrors({ energy_consumption: null, ges_emission: null, heated_area: null })).toEqual([]);
    expect(codes(measurementErrors({ energy_consumption: -0.01, ges_emission: -1, heated_area: 0 }))).toEqual([
      'out_of_range',
      'out_of_range',
      'out_of_range',
    ]);
    expect(
      measurementErrors({ energy_consumption: null, ges_emission: null, heated_area: -5 }).map((e) => e.path),
    ).toEqual(['heated_area']);
  });

  it('checks the added measures: reference surface > 0, final energy >= 0, a French altitude', () => {
    expect(measurementErrors({ reference_surface: 0.1, final_energy_consumption: 0, altitude: -10 })).toEqual([]);
    expect(measurementErrors({ altitude: 4810 })).toEqual([]);
    expect(
      measurementErrors({ reference_surface: 0, final_energy_consumption: -1, altitude: 4811 }).map((e) => e.path),
    ).toEqual(['reference_surface', 'final_energy_consumption', 'altitude']);
  });
});

describe('label mismatch', () => {
  const labels = (fields: Partial<Diagnosis>): Diagnosis => ({ ...valid, ...fields });
  it('passes when the labels are the classes of the values, or when values are absent', () => {
    const before2021 = { diagnosis_date: '2020-03-15' };
    expect(
      labelMismatches(
        labels({ ...before2021, energy_label: 'A', ges_label: 'A', energy_consumption: 50, ges_emission: 5 }),
      ),
    ).toEqual([]);
    expect(
      labelMismatches(
        labels({ ...before2021, energy_label: 'B', ges_label: 'B', energy_consumption: 51, ges_emission: 6 }),
      ),
    ).toEqual([]);
    expect(
      labelMismatches(labels({ energy_label: 'B', ges_label: 'B', energy_consumption: 100, ges_emission: 10 })),
    ).toEqual([]);
    expect(
      labelMismatches(labels({ energy_label: 'G', ges_label: 'G', energy_consumption: null, ges_emission: null })),
    ).toEqual([]);
  });

  it('reports both the given and the computed label', () => {
    expect(
      labelMismatches(
        labels({
          diagnosis_date: '2020-03-15',
          energy_label: 'A',
          ges_label: 'F',
          energy_consumption: 51,
          ges_emission: 81,
        }),
      ),
    ).toEqual([
      { field: 'energy_label', given: 'A', expected: 'B', allowed: ['B'], scale: 'DPE_2006', value: 51 },
      { field: 'ges_label', given: 'F', expected: 'G', allowed: ['G'], scale: 'DPE_2006', value: 81 },
    ]);
    const [error] = labelMismatchErrors(
      labels({ energy_label: 'B', ges_label: 'F', energy_consumption: 200, ges_emission: 80 }),
    );
    expect(error).toMatchObject({ path: 'energy_label', code: 'label_mismatch' });
    expect(error.message).toContain('energy_consumption 200 and ges_emission 80');
    expect(error.message).toContain('class F');
  });
});

describe('all rules together', () => {
  it('accepts a valid diagnosis', () => {
    expect(energyDiagnosisRuleErrors(valid, 2025)).toEqual([]);
  });

  it('lists every broken rule at once', () => {
    const errors = energyDiagnosisRuleErrors(
      {
        ...valid,
        place_id: 'p',
        valid_until: '2024-01-01',
        construction_year: 1700,
        heated_area: 0,
        // without a surface every table row is possible: only a class no row gives is refused
        energy_label: 'G',
      },
      2025,
    );
    expect(codes(errors)).toEqual([
      'both_owner_entities',
      'not_after_diagnosis_date',
      'out_of_range',
      'out_of_range',
      'label_mismatch',
    ]);
  });
});

describe('validity status', () => {
  const d = { diagnosis_date: '2024-03-15', valid_until: '2034-03-15' };
  it('is valid from the diagnosis date through valid_until', () => {
    expect(validityStatus(d, '2024-03-14')).toEqual({
      legal_valid_until: '2034-03-15',
      is_valid_now: false,
      expires_in_days: 3653,
      label_scale: 'DPE_2021',
    });
    expect(validityStatus(d, '2024-03-15').is_valid_now).toBe(true);
    expect(validityStatus(d, '2034-03-15')).toMatchObject({ is_valid_now: true, expires_in_days: 0 });
    expect(validityStatus(d, '2034-03-16')).toMatchObject({ is_valid_now: false, expires_in_days: -1 });
  });
});

describe('legal validity (décret 2020-1610)', () => {
  it.each([
    ['2012-12-31', '2022-12-30', '2022-12-30'],
    ['2013-01-01', '2022-12-31', '2022-12-31'],
    ['2013-01-02', '2023-01-01', '2022-12-31'],
    ['2017-12-31', '2027-12-30', '2022-12-31'],
    ['2018-01-01', '2027-12-31', '2024-12-31'],
    ['2021-06-30', '2031-06-29', '2024-12-31'],
    ['2021-07-01', '2031-06-30', '2031-06-30'],
  ])('a DPE of %s printed valid until %s is valid in law until %s', (date, printed, end) => {
    expect(legalValidUntil({ diagnosis_date: date, valid_until: printed })).toBe(end);
  });

  it('a 2018 DPE is valid on 31 December 2024, not on 1 January 2025', () => {
    const d = { diagnosis_date: '2018-06-01', valid_until: '2028-05-31' };
    expect(isValidOn(d, '2024-12-31')).toBe(true);
    expect(isValidOn(d, '2025-01-01')).toBe(false);
    expect(validityStatus(d, '2025-01-01')).toMatchObject({
      is_valid_now: false,
      expires_in_days: -1,
      label_scale: 'DPE_2006',
    });
  });
});
