import { describe, expect, it } from '@jest/globals';
import { assessLease, rentControlApplies } from '../../core/compliance/assess-lease.js';
import { LeaseComplianceInputs, complianceInputErrors } from '../../core/compliance/lease-compliance-inputs.js';
import type { LeaseFacts } from '../../core/compliance/lease-facts.js';
import { arreteYear } from '../../core/compliance/lease-reference.js';

// A Paris studio: 25 m2, reference 33.50 / 40.20 / 23.50 EUR per m2 -> cap 1,005.00 EUR.
function facts(overrides: Partial<LeaseFacts> = {}, lease: Partial<LeaseFacts['lease']> = {}): LeaseFacts {
  return {
    lease: {
      start_date: '2024-09-01',
      rent_cents: 100000,
      base_rent_cents: null,
      deposit_cents: 100000,
      rent_frequency: 'MONTHLY',
      payment_terms: 'TERME_A_ECHOIR',
      is_subject_to_rent_evolution_decree: false,
      is_subject_to_reference_rent_cap: false,
      special_conditions: null,
      ...lease,
    },
    lease_type: { code: 'HabitationVide', category: 'residential', furnished: false },
    surface_centi_m2: 2500,
    territory: { name: 'Paris', is_zone_tendue: true, rent_control_start_date: '2019-07-01' },
    reference: { reference_cents: 3350, increased_cents: 4020, decreased_cents: 2350 },
    energy_label: 'D',
    is_overseas: false,
    previous: { rent_cents: 98000, last_revision_date: '2024-02-01', ended_on: '2024-08-31' },
    revisions: [],
    inputs: { exception: null, irl: null, exclusions: [], justification: null },
    ...overrides,
  };
}

describe('lease assessment', () => {
  it('the decree: 1,000.00 above the previous 980.00, revised less than 12 months before', () => {
    const result = assessLease(facts());
    // rent 1,000.00 > previous 980.00 revised within 12 months: the decree is broken
    expect(result.compliance_status).toBe('NON_COMPLIANT');
    expect(result.violations.map((v) => v.rule)).toEqual(['RENT_EVOLUTION_DECREE']);
    expect(result.rent_control.status).toBe('COMPLIANT');
  });

  it('compliant when every rule holds', () => {
    const result = assessLease(
      facts({ previous: { rent_cents: 100000, last_revision_date: null, ended_on: '2024-08-31' } }),
    );
    expect(result).toMatchObject({ compliance_status: 'COMPLIANT', is_compliant: true, violations: [] });
    expect(result.deposit.result).toMatchObject({ max_deposit_cents: 100000 });
  });

  it('just over the cap: RENT_SUPPLEMENT_REQUIRED_JUSTIFICATION, not compliant', () => {
    const result = assessLease(facts({ previous: null }, { rent_cents: 100501, deposit_cents: 0 }));
    expect(result).toMatchObject({ compliance_status: 'RENT_SUPPLEMENT_REQUIRED_JUSTIFICATION', is_compliant: false });
    expect(result.violations[0]).toMatchObject({
      rule: 'RENT_ABOVE_INCREASED_REFERENCE',
      figures: { excess_cents: 1 },
    });
  });

  it('complément de loyer: base 1,005.00 + 95.00 justified by the special conditions', () => {
    const result = assessLease(
      facts(
        { previous: null },
        { rent_cents: 110000, base_rent_cents: 100500, deposit_cents: 0, special_conditions: 'Terrace of 30 m2' },
      ),
    );
    expect(result).toMatchObject({
      compliance_status: 'RENT_SUPPLEMENT_REQUIRED_JUSTIFICATION',
      is_compliant: true,
      violations: [],
    });
  });

  it('a vacancy over 18 months takes the new letting out of the decree', () => {
    const result = assessLease(
      facts({ previous: { rent_cents: 50000, last_revision_date: null, ended_on: '2023-02-28' } }),
    );
    expect(result.rent_evolution_decree).toMatchObject({ applicable: false, exception: 'VACANT_OVER_18_MONTHS' });
    expect(result.compliance_status).toBe('COMPLIANT');
  });

  it('F label: no increase over the previous rent, whatever the decree says', () => {
    const result = assessLease(
      facts({
        energy_label: 'F',
        territory: null,
        previous: { rent_cents: 95000, last_revision_date: null, ended_on: '2024-08-31' },
      }),
    );
    expect(result.violations.map((v) => v.rule)).toEqual(['DPE_RENT_FREEZE']);
    const revision = assessLease(
      facts({
        energy_label: 'G',
        territory: null,
        previous: null,
        revisions: [{ old_rent_cents: 100000, new_rent_cents: 103000, effective_date: '2025-09-01' }],
      }),
    );
    expect(revision.violations[0]).toMatchObject({ rule: 'DPE_RENT_FREEZE', figures: { increase_cents: 3000 } });
  });

  it('commercial leases are outside loi 89-462', () => {
    const result = assessLease(
      facts(
        { lease_type: { code: 'Commercial', category: 'commercial', furnished: false } },
        { deposit_cents: 900000 },
      ),
    );
    expect(result).toMatchObject({ compliance_status: 'NOT_APPLICABLE', is_compliant: true, violations: [] });
  });

  it('rent control binds leases signed since the arrêté, or flagged', () => {
    const base = {
      lease_type: { category: 'residential' as const },
      territory: { rent_control_start_date: '2022-07-15' },
    };
    expect(
      rentControlApplies({ ...base, lease: { start_date: '2022-07-14', is_subject_to_reference_rent_cap: false } }),
    ).toBe(false);
    expect(
      rentControlApplies({ ...base, lease: { start_date: '2022-07-15', is_subject_to_reference_rent_cap: false } }),
    ).toBe(true);
    expect(
      rentControlApplies({
        ...base,
        territory: null,
        lease: { start_date: '2020-01-01', is_subject_to_reference_rent_cap: true },
      }),
    ).toBe(true);
  });
});

describe('arrêté year and recorded inputs', () => {
  it('the arrêté in force is renewed on the anniversary of the first one', () => {
    expect(arreteYear('2024-06-30', '2019-07-01')).toBe(2023);
    expect(arreteYear('2024-07-01', '2019-07-01')).toBe(2024);
    expect(arreteYear('2024-03-01', null)).toBe(2024);
  });

  it('refuses exceptions without their figures and a single IRL index', () => {
    const inputs = Object.assign(new LeaseComplianceInputs(), {
      decree_exception: 'IMPROVEMENT_WORKS',
      irl_base_index: 140.59,
    });
    expect(complianceInputErrors(inputs).map((e) => e.path)).toEqual(['works_cost', 'irl_latest_index']);
  });
});
