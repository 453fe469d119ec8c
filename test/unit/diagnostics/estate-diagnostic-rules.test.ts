import { describe, expect, it } from '@jest/globals';
import {
  type DatedDiagnostic,
  type EstateFacts,
  diagnosticRequirement,
  diagnosticState,
  isLacking,
} from '../../../core/diagnostics/diagnostic-requirements.js';
import { isCoownership } from '../../../core/diagnostics/diagnostics-compliance.js';
import {
  diagnosticValidUntil,
  estateDiagnosticErrors,
  isValidOn,
} from '../../../core/diagnostics/estate-diagnostic.js';

describe('validity of each diagnostic for a new lease', () => {
  it('gives electricity and gas 6 years: valid the day before the sixth anniversary, not on it', () => {
    expect(diagnosticValidUntil('ELECTRICITY', '2020-03-15', null)).toBe('2026-03-14');
    expect(diagnosticValidUntil('GAS', '2020-03-15', 'POSITIVE')).toBe('2026-03-14');
    expect(diagnosticValidUntil('GAS', '2020-03-15', 'NOT_APPLICABLE')).toBeNull();
  });

  it('gives the risks state 6 months, month ends included', () => {
    expect(diagnosticValidUntil('RISKS', '2025-01-10', null)).toBe('2025-07-09');
    expect(diagnosticValidUntil('RISKS', '2024-08-31', null)).toBe('2025-02-27');
  });

  it('keeps a lead report without lead for ever, 6 years otherwise; asbestos 3 years when found', () => {
    expect(diagnosticValidUntil('LEAD', '2019-05-02', 'NEGATIVE')).toBeNull();
    expect(diagnosticValidUntil('LEAD', '2019-05-02', 'POSITIVE')).toBe('2025-05-01');
    expect(diagnosticValidUntil('LEAD', '2019-05-02', null)).toBe('2025-05-01');
    expect(diagnosticValidUntil('ASBESTOS', '2019-05-02', 'NEGATIVE')).toBeNull();
    expect(diagnosticValidUntil('ASBESTOS', '2019-05-02', 'POSITIVE')).toBe('2022-05-01');
    expect(diagnosticValidUntil('NOISE', '2010-01-01', 'POSITIVE')).toBeNull();
    expect(diagnosticValidUntil('COOWNERSHIP_RULES', '1990-01-01', null)).toBeNull();
  });

  it('counts a diagnostic valid from its date to its last day', () => {
    const d = { diagnosis_date: '2025-01-10', valid_until: '2025-07-09' };
    expect([isValidOn(d, '2025-01-09'), isValidOn(d, '2025-01-10'), isValidOn(d, '2025-07-09')]).toEqual([
      false,
      true,
      true,
    ]);
    expect(isValidOn(d, '2025-07-10')).toBe(false);
    expect(isValidOn({ diagnosis_date: '2000-01-01', valid_until: null }, '2099-01-01')).toBe(true);
  });

  it('refuses a date in the future and an outcome the type does not know', () => {
    expect(
      estateDiagnosticErrors({ diagnostic_type: 'GAS', diagnosis_date: '2025-06-02', outcome: null }, '2025-06-01'),
    ).toEqual([expect.objectContaining({ path: 'diagnosis_date', code: 'future_date' })]);
    expect(
      estateDiagnosticErrors(
        { diagnostic_type: 'LEAD', diagnosis_date: '2025-06-01', outcome: 'NOT_APPLICABLE' },
        '2025-06-01',
      ),
    ).toEqual([expect.objectContaining({ path: 'outcome', code: 'outcome_not_allowed' })]);
    expect(
      estateDiagnosticErrors(
        { diagnostic_type: 'COOWNERSHIP_RULES', diagnosis_date: '2025-06-01', outcome: 'NEGATIVE' },
        '2025-06-01',
      )[0].message,
    ).toContain('no outcome');
    expect(
      estateDiagnosticErrors(
        { diagnostic_type: 'GAS', diagnosis_date: '2025-06-01', outcome: 'NOT_APPLICABLE' },
        '2025-06-01',
      ),
    ).toEqual([]);
  });
});

const residential = (construction_date: string | null, is_coownership = false): EstateFacts => ({
  lease_category: 'residential',
  construction_date,
  is_coownership,
});

describe('which diagnostics a lease needs', () => {
  it('asks lead before 1949, asbestos before July 1997, electricity and gas after 15 years, of a residential lease', () => {
    const required = (facts: EstateFacts, date = '2025-06-01') =>
      (['LEAD', 'ASBESTOS', 'ELECTRICITY', 'GAS'] as const).filter(
        (kind) => diagnosticRequirement(kind, facts, date, null).required,
      );
    expect(required(residential('1930-01-01'))).toEqual(['LEAD', 'ASBESTOS', 'ELECTRICITY', 'GAS']);
    expect(required(residential('1949-01-01'))).toEqual(['ASBESTOS', 'ELECTRICITY', 'GAS']);
    expect(required(residential('1997-07-01'))).toEqual(['ELECTRICITY', 'GAS']);
    // "Over 15 years": on the fifteenth anniversary the installation is not yet over 15 years old.
    expect(required(residential('2010-05-31'))).toEqual(['ELECTRICITY', 'GAS']);
    expect(required(residential('2010-06-01'))).toEqual([]);
    expect(required(residential(null))).toEqual(['LEAD', 'ASBESTOS', 'ELECTRICITY', 'GAS']);
    expect(diagnosticRequirement('LEAD', residential(null), '2025-06-01', null).reason).toContain('unknown');
    expect(required({ ...residential('1930-01-01'), lease_category: 'commercial' })).toEqual([]);
  });

  it('asks the DPE and the risks state of every lease, the co-ownership extract in a co-ownership, noise in a noise zone', () => {
    const commercial: EstateFacts = { ...residential('2020-01-01'), lease_category: 'commercial' };
    expect(diagnosticRequirement('DPE', commercial, '2025-06-01', null).required).toBe(true);
    expect(diagnosticRequirement('RISKS', commercial, '2025-06-01', null).required).toBe(true);
    expect(
      diagnosticRequirement('COOWNERSHIP_RULES', residential('2020-01-01', true), '2025-06-01', null).required,
    ).toBe(true);
    expect(diagnosticRequirement('COOWNERSHIP_RULES', residential('2020-01-01'), '2025-06-01', null).required).toBe(
      false,
    );
    expect(diagnosticRequirement('NOISE', residential('2020-01-01'), '2025-06-01', null).required).toBe(false);
    expect(diagnosticRequirement('NOISE', residential('2020-01-01'), '2025-06-01', 'POSITIVE').required).toBe(true);
  });

  it('judges a lease by the latest diagnostic made by its signature date', () => {
    const facts = residential('1930-01-01');
    const gas: DatedDiagnostic[] = [
      { id: 'old', diagnosis_date: '2015-01-01', valid_until: '2020-12-31', outcome: null },
      { id: 'new', diagnosis_date: '2024-01-01', valid_until: '2029-12-31', outcome: null },
    ];
    expect(diagnosticState('GAS', facts, '2019-06-01', gas)).toMatchObject({ status: 'VALID', diagnostic_id: 'old' });
    expect(diagnosticState('GAS', facts, '2022-06-01', gas)).toMatchObject({ status: 'EXPIRED', diagnostic_id: 'old' });
    expect(diagnosticState('GAS', facts, '2025-06-01', gas)).toMatchObject({ status: 'VALID', diagnostic_id: 'new' });
    expect(diagnosticState('GAS', facts, '2014-06-01', gas)).toMatchObject({ status: 'MISSING', diagnostic_id: null });
    expect(
      diagnosticState('GAS', facts, '2025-06-01', [
        { id: 'n', diagnosis_date: '2024-01-01', valid_until: null, outcome: 'NOT_APPLICABLE' },
      ]),
    ).toMatchObject({ status: 'NOT_APPLICABLE' });
    expect(diagnosticState('LEAD', residential('2000-01-01'), '2025-06-01', [])).toMatchObject({
      status: 'NOT_REQUIRED',
      required: false,
    });
    expect(diagnosticState('ASBESTOS', facts, '2025-06-01', [])).toMatchObject({ annexed: false, status: 'MISSING' });
    expect(diagnosticState('DPE', facts, '2025-06-01', [])).toMatchObject({
      name: 'Diagnostic de performance énergétique (DPE)',
      status: 'MISSING',
    });
  });

  it('lacks what is required and missing or expired', () => {
    expect(isLacking({ required: true, status: 'MISSING' })).toBe(true);
    expect(isLacking({ required: true, status: 'EXPIRED' })).toBe(true);
    expect(isLacking({ required: true, status: 'VALID' })).toBe(false);
    expect(isLacking({ required: false, status: 'MISSING' })).toBe(false);
  });

  it('reads the co-ownership regime whatever the spelling', () => {
    expect(['Copropriete', 'copropriété', 'COPROPRIÉTÉ horizontale'].map(isCoownership)).toEqual([true, true, true]);
    expect([null, 'Monopropriété'].map(isCoownership)).toEqual([false, false]);
  });
});
