import { describe, expect, it } from '@jest/globals';
import { type AnnexFacts, requiredAnnexes } from '../../../core/annexes/annex-requirements.js';
import type { DiagnosticState } from '../../../core/diagnostics/diagnostic-requirements.js';

const state = (kind: DiagnosticState['kind'], fields: Partial<DiagnosticState> = {}): DiagnosticState => ({
  kind,
  name: kind,
  required: true,
  reason: `${kind} reason`,
  annexed: true,
  status: 'VALID',
  diagnostic_id: null,
  diagnosis_date: null,
  valid_until: null,
  legal_reference: '',
  ...fields,
});

const facts = (fields: Partial<AnnexFacts> = {}): AnnexFacts => ({
  lease_type: 'HabitationVide',
  category: 'residential',
  furnished: false,
  rent_regulated: false,
  diagnostics: [],
  ...fields,
});

const codes = (f: AnnexFacts) => requiredAnnexes(f).map((r) => r.code);

describe('annexes the law requires of a lease', () => {
  it('asks the notice and the entry report of a main residence lease, the inventory of a furnished one', () => {
    expect(codes(facts())).toEqual(['NOTICE_INFORMATION', 'ENTRY_CONDITION_REPORT']);
    expect(codes(facts({ lease_type: 'HabitationMeublee', furnished: true }))).toEqual([
      'NOTICE_INFORMATION',
      'ENTRY_CONDITION_REPORT',
      'FURNITURE_INVENTORY',
    ]);
    expect(codes(facts({ lease_type: 'MobiliteEtudiante', furnished: true }))).toEqual([
      'ENTRY_CONDITION_REPORT',
      'FURNITURE_INVENTORY',
    ]);
    expect(codes(facts({ lease_type: 'Commercial', category: 'commercial' }))).toEqual([]);
  });

  it('asks the rent mentions where rents are regulated', () => {
    expect(codes(facts({ rent_regulated: true }))).toContain('RENT_CONTROL_MENTIONS');
  });

  it('annexes the required diagnostics, not those kept available or not applicable', () => {
    const diagnostics = [
      state('DPE'),
      state('ASBESTOS', { annexed: false }),
      state('GAS', { status: 'NOT_APPLICABLE' }),
      state('LEAD', { required: false, status: 'NOT_REQUIRED' }),
      state('RISKS', { status: 'EXPIRED' }),
    ];
    expect(requiredAnnexes(facts({ lease_type: 'Commercial', category: 'commercial', diagnostics }))).toEqual([
      { code: 'DPE', reason: 'DPE reason' },
      { code: 'RISKS', reason: 'RISKS reason' },
    ]);
  });
});
