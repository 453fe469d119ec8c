import { describe, expect, it } from '@jest/globals';
import {
  constructionYearErrors,
  energyDiagnosisRuleErrors,
  labelMismatchErrors,
  labelMismatches,
  measurementErrors,
  notesErrors,
  ownerEntityErrors,
  referenceNumberErrors,
  validityErrors,
  validityStatus,
} from '../../../core/diagnostics/energy-diagnosis.js';

const valid = {
  place_id: null,
  estate_id: '7f1c8c57-3d4b-4e43-9c55-5a8d1ff0a001',
  reference_number: 'DPE-2024-0001',
  diagnosis_date: '2024-03-15',
  valid_until: '2034-03-15',
  energy_label: 'C' as const,
  ges_label: 'B' as const,
  construction_year: 1975,
  energy_consumption: 120,
  ges_emission: 8,
  heated_area: 65.5,
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
});

describe('label mismatch', () => {
  it('passes when the labels are the classes of the values, or when values are absent', () => {
    expect(labelMismatches({ energy_label: 'A', ges_label: 'A', energy_consumption: 50, ges_emission: 5 })).toEqual([]);
    expect(labelMismatches({ energy_label: 'B', ges_label: 'B', energy_consumption: 51, ges_emission: 6 })).toEqual([]);
    expect(
      labelMismatches({ energy_label: 'G', ges_label: 'G', energy_consumption: null, ges_emission: null }),
    ).toEqual([]);
  });

  it('reports both the given and the computed label', () => {
    expect(labelMismatches({ energy_label: 'A', ges_label: 'F', energy_consumption: 51, ges_emission: 81 })).toEqual([
      { field: 'energy_label', given: 'A', expected: 'B', value: 51 },
      { field: 'ges_label', given: 'F', expected: 'G', value: 81 },
    ]);
    const [error] = labelMismatchErrors({
      energy_label: 'F',
      ges_label: 'A',
      energy_consumption: 421,
      ges_emission: 1,
    });
    expect(error).toMatchObject({ path: 'energy_label', code: 'label_mismatch' });
    expect(error.message).toContain('F');
    expect(error.message).toContain('class G');
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
        energy_label: 'A',
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
    expect(validityStatus(d, '2024-03-14')).toEqual({ is_valid_now: false, expires_in_days: 3653 });
    expect(validityStatus(d, '2024-03-15').is_valid_now).toBe(true);
    expect(validityStatus(d, '2034-03-15')).toEqual({ is_valid_now: true, expires_in_days: 0 });
    expect(validityStatus(d, '2034-03-16')).toEqual({ is_valid_now: false, expires_in_days: -1 });
  });
});
