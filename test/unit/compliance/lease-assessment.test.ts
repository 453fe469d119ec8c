import { describe, expect, it } from '@jest/globals';
import { assessLease, rentControlApplies } from '../../../core/compliance/assess-lease.js';
import { LeaseComplianceInputs, complianceInputErrors } from '../../../core/compliance/lease-compliance-inputs.js';
import type { DpeFact, LeaseFacts } from '../../../core/compliance/lease-facts.js';
import { arreteYear } from '../../../core/compliance/rent-control/lease-reference.js';

// A Paris studio: 25 m2, reference 33.50 / 40.20 / 23.50 EUR per m2 -> cap 1,005.00 EUR.
const dpeOf = (energy_label: DpeFact['energy_label'], more: Partial<DpeFact> = {}): LeaseFacts['dpe'] => ({
  own: [
    {
      diagnosis_date: '2023-01-01',
      legal_valid_until: '2033-01-01',
      energy_label,
      final_energy_consumption: null,
      ...more,
    },
  ],
  building: [],
});

function facts(overrides: Partial<LeaseFacts> = {}, lease: Partial<LeaseFacts['lease']> = {}): LeaseFacts {
  return {
    today: '2026-11-23',
    lease: {
      start_date: '2024-09-01',
      end_date: '2027-08-31',
      in_force: true,
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
    lessor: 'natural_person',
    surface_centi_m2: 2500,
    territory: {
      name: 'Paris',
      is_zone_tendue: true,
      rent_control_start_date: '2019-07-01',
      rent_control_end_date: '2026-11-23',
    },
    zone_tendue: { status: 'UNKNOWN', commune: null, source: null },
    reference: { reference_cents: 3350, increased_cents: 4020, decreased_cents: 2350 },
    dpe: dpeOf('D'),
    is_overseas: false,
    previous: { rent_cents: 98000, last_revision_date: '2024-02-01', ended_on: '2024-08-31' },
    revisions: [],
    irl: null,
    inputs: { exception: null, typed_irl: null, exclusions: [], justification: null },
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
    // vacant from 2023-02-28 to 2024-08-31: 18 months and a day
    const result = assessLease(
      facts({ previous: { rent_cents: 50000, last_revision_date: null, ended_on: '2023-02-27' } }),
    );
    expect(result.rent_evolution_decree).toMatchObject({ applicable: false, exception: 'VACANT_OVER_18_MONTHS' });
    expect(result.compliance_status).toBe('COMPLIANT');
  });

  it('F label: no increase over the previous rent, whatever the decree says', () => {
    const result = assessLease(
      facts({
        dpe: dpeOf('F'),
        territory: null,
        previous: { rent_cents: 95000, last_revision_date: null, ended_on: '2024-08-31' },
      }),
    );
    expect(result.violations.map((v) => v.rule)).toEqual(['DPE_RENT_FREEZE']);
    const revision = assessLease(
      facts({
        dpe: dpeOf('G'),
        territory: null,
        previous: null,
        revisions: [{ old_rent_cents: 100000, new_rent_cents: 103000, effective_date: '2025-09-01' }],
      }),
    );
    expect(revision.violations[0]).toMatchObject({ rule: 'DPE_RENT_FREEZE', figures: { increase_cents: 3000 } });
  });

  it('the freeze binds contracts concluded or renewed from 24 August 2022, not a revision of an older contract', () => {
    const revise = (start: string, end: string, date: string, in_force = true) =>
      assessLease(
        facts(
          {
            dpe: dpeOf('G'),
            territory: null,
            previous: null,
            revisions: [{ old_rent_cents: 100000, new_rent_cents: 103000, effective_date: date }],
          },
          { start_date: start, end_date: end, in_force },
        ),
      ).violations.map((v) => v.rule);
    // (ended in 2025: not renewed, so the class G rule of 2025 does not reach it)
    expect(revise('2022-08-23', '2025-08-22', '2023-09-01', false)).toEqual([]);
    expect(revise('2022-08-24', '2025-08-23', '2023-09-01', false)).toEqual(['DPE_RENT_FREEZE']);
    // concluded in 2021, tacitly renewed on 2024-09-01: frozen from the renewal on
    expect(revise('2021-09-01', '2024-08-31', '2024-08-31')).toEqual([]);
    expect(revise('2021-09-01', '2024-08-31', '2024-09-01')).toEqual(['DPE_RENT_FREEZE']);
  });

  it('reads the DPE valid at each date, not the latest one', () => {
    const dpe: LeaseFacts['dpe'] = {
      own: [
        {
          diagnosis_date: '2025-06-01',
          legal_valid_until: '2035-05-31',
          energy_label: 'G',
          final_energy_consumption: null,
        },
        {
          diagnosis_date: '2023-01-01',
          legal_valid_until: '2033-01-01',
          energy_label: 'C',
          final_energy_consumption: null,
        },
      ],
      building: [],
    };
    const result = assessLease(
      facts({
        dpe,
        territory: null,
        previous: { rent_cents: 95000, last_revision_date: null, ended_on: '2024-08-31' },
      }),
    );
    expect(result.dpe.energy_label).toBe('C');
    expect(result.violations).toEqual([]);
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
      territory: { rent_control_start_date: '2022-07-15', rent_control_end_date: null },
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

describe('the end of rent control (loi ELAN art. 140 I: eight years)', () => {
  it('binds leases signed up to the end date, not the day after', () => {
    const territory = { rent_control_start_date: '2019-07-01', rent_control_end_date: '2026-11-23' };
    const applies = (start_date: string) =>
      rentControlApplies({
        lease_type: { category: 'residential' },
        territory,
        lease: { start_date, is_subject_to_reference_rent_cap: false },
      });
    expect(applies('2026-11-23')).toBe(true);
    expect(applies('2026-11-24')).toBe(false);
    const after = assessLease(
      facts({ previous: null }, { start_date: '2026-11-24', end_date: '2029-11-23', rent_cents: 150000 }),
    );
    expect(after.rent_control.applicable).toBe(false);
    expect(after.recommendations.map((r) => r.code)).toContain('RENT_CONTROL_ENDED');
    // an extension recorded by the administrator moves the end
    const extended = { ...territory, rent_control_end_date: '2031-11-23' };
    expect(
      rentControlApplies({
        lease_type: { category: 'residential' },
        territory: extended,
        lease: { start_date: '2026-11-24', is_subject_to_reference_rent_cap: false },
      }),
    ).toBe(true);
  });
});

describe('zone tendue and the tenant notice', () => {
  const outside = { territory: null, previous: null };
  it('the commune list makes a zone tendue; the decree and the one-month notice follow', () => {
    const listed = assessLease(
      facts({ ...outside, zone_tendue: { status: 'LISTED', commune: 'Annecy', source: 'décret 2023-822' } }),
    );
    expect(listed.zone_tendue).toEqual({ is_zone_tendue: true, source: 'commune_list' });
    expect(listed.rent_evolution_decree.applicable).toBe(true);
    expect(listed.tenant_notice).toMatchObject({ months: 1, article: expect.stringContaining('art. 15') });
    const notListed = assessLease(
      facts({ ...outside, zone_tendue: { status: 'NOT_LISTED', commune: null, source: 'x' } }),
    );
    expect(notListed.zone_tendue.is_zone_tendue).toBe(false);
    expect(notListed.rent_evolution_decree.applicable).toBe(false);
    expect(notListed.tenant_notice?.months).toBe(3);
    const unknown = assessLease(facts(outside));
    expect(unknown.recommendations.map((r) => r.code)).toContain('ZONE_TENDUE_UNKNOWN');
  });

  it('one month for a furnished dwelling anywhere; none outside loi 89-462', () => {
    const furnished = { lease_type: { code: 'HabitationMeublee', category: 'residential' as const, furnished: true } };
    expect(
      assessLease(
        facts({ ...outside, ...furnished, zone_tendue: { status: 'NOT_LISTED', commune: null, source: 'x' } }),
      ).tenant_notice?.months,
    ).toBe(1);
    const shop = { lease_type: { code: 'Commercial', category: 'commercial' as const, furnished: false } };
    expect(assessLease(facts({ ...outside, ...shop })).tenant_notice).toBeNull();
  });

  it('vacant for more than 18 months, not exactly 18, takes the letting out of the decree', () => {
    const vacant = (ended_on: string) =>
      assessLease(
        facts(
          { previous: { rent_cents: 50000, last_revision_date: null, ended_on } },
          { start_date: '2024-08-01', end_date: '2027-07-31' },
        ),
      ).rent_evolution_decree.exception;
    expect(vacant('2023-01-31')).toBeNull();
    expect(vacant('2023-01-30')).toBe('VACANT_OVER_18_MONTHS');
  });
});

describe('energy decency (loi 89-462 art. 6, décret 2002-120)', () => {
  it('a G dwelling let from 1 January 2025 is indecent; the day before, the 450 kWh of final energy rule applies', () => {
    const let_ = (start: string, dpe = dpeOf('G', { final_energy_consumption: 300 })) =>
      assessLease(
        facts({ dpe, territory: null, previous: null }, { start_date: start, end_date: '2030-12-31', in_force: false }),
      );
    expect(let_('2025-01-01').violations.map((v) => v.rule)).toEqual(['ENERGY_INDECENT']);
    expect(let_('2024-12-31').violations).toEqual([]);
    expect(let_('2024-12-31', dpeOf('G', { final_energy_consumption: 450 })).violations.map((v) => v.rule)).toEqual([
      'ENERGY_INDECENT',
    ]);
    expect(let_('2024-12-31').energy_decency.checks[0]).toMatchObject({
      event: 'CONCLUSION',
      requirement: 'final energy under 450 kWh/m2/year',
      decent: true,
    });
  });

  it('checks the tacit renewals that happened and announces the next one', () => {
    // concluded 2021-01-01 for 3 years: renewed 2024-01-01 (2023-2024 rule), next renewal 2027-01-01
    const result = assessLease(
      facts(
        { dpe: dpeOf('F', { final_energy_consumption: 200 }), territory: null, previous: null },
        { start_date: '2021-01-01', end_date: '2023-12-31' },
      ),
    );
    expect(result.renewals).toEqual(['2024-01-01']);
    expect(result.energy_decency.checks.map((c) => [c.date, c.event, c.decent])).toEqual([
      ['2024-01-01', 'RENEWAL', true],
    ]);
    // an F dwelling at a renewal of 2028: announced only when the next renewal is in 2028 or later
    const later = assessLease(
      facts({ dpe: dpeOf('F'), territory: null, previous: null }, { start_date: '2025-03-01', end_date: '2028-02-29' }),
    );
    expect(later.recommendations.map((r) => r.code)).toContain('INDECENT_AT_NEXT_RENEWAL');
  });

  it('overseas departments from 2028: G; from 2031: F', () => {
    const overseas = (start: string, label: DpeFact['energy_label']) =>
      assessLease(
        facts(
          { dpe: dpeOf(label), territory: null, previous: null, is_overseas: true },
          { start_date: start, end_date: '2035-12-31', in_force: false },
        ),
      ).violations.map((v) => v.rule);
    expect(overseas('2027-12-31', 'G')).toEqual([]);
    expect(overseas('2028-01-01', 'G')).toEqual(['ENERGY_INDECENT']);
    expect(overseas('2030-12-31', 'F')).toEqual([]);
    expect(overseas('2031-01-01', 'F')).toEqual(['ENERGY_INDECENT']);
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
