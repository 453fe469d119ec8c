import { describe, expect, it } from '@jest/globals';
import { checkDeposit, monthlyRentCents } from '../../../core/compliance/deposit.js';
import { checkDpeRentFreeze } from '../../../core/compliance/energy/dpe-rent-freeze.js';
import {
  checkRentEvolutionDecree,
  revisePreviousRent,
  vacantOverEighteenMonths,
} from '../../../core/compliance/zone-tendue/rent-evolution-decree.js';

describe('deposit cap (loi 89-462 art. 22, 25-6, 25-13)', () => {
  it('unfurnished: 1 month of rent excluding charges (900.00 EUR)', () => {
    expect(checkDeposit({ deposit_cents: 90000, monthly_rent_cents: 90000, is_furnished: false })).toEqual({
      max_deposit_cents: 90000,
      cap_months: 1,
      article: 'Loi n° 89-462 du 6 juillet 1989, art. 22',
      violations: [],
    });
    const over = checkDeposit({ deposit_cents: 90001, monthly_rent_cents: 90000, is_furnished: false });
    expect(over.violations[0]).toMatchObject({
      rule: 'DEPOSIT_CAP_EXCEEDED',
      article: 'Loi n° 89-462 du 6 juillet 1989, art. 22',
      figures: { excess_cents: 1, max_deposit_cents: 90000 },
    });
  });

  it('furnished: 2 months (1,800.00 EUR)', () => {
    expect(checkDeposit({ deposit_cents: 180000, monthly_rent_cents: 90000, is_furnished: true }).violations).toEqual(
      [],
    );
    const over = checkDeposit({ deposit_cents: 180001, monthly_rent_cents: 90000, is_furnished: true });
    expect(over.violations[0]).toMatchObject({
      article: 'Loi n° 89-462 du 6 juillet 1989, art. 25-6',
      figures: { cap_months: 2 },
    });
  });

  it('none when a furnished rent is paid in advance for more than two months too (art. 22 via art. 25-3)', () => {
    const advance = { rent_frequency: 'QUARTERLY' as const, payment_terms: 'TERME_A_ECHOIR' as const };
    const furnished = checkDeposit({ deposit_cents: 1, monthly_rent_cents: 90000, is_furnished: true, ...advance });
    expect(furnished).toMatchObject({ max_deposit_cents: 0, cap_months: 0 });
    expect(furnished.violations[0].article).toContain('25-3');
    // two months in advance is not more than two: the furnished cap of 2 months stands
    expect(
      checkDeposit({
        deposit_cents: 180000,
        monthly_rent_cents: 90000,
        is_furnished: true,
        rent_frequency: 'MONTHLY',
        payment_terms: 'TERME_A_ECHOIR',
      }).violations,
    ).toEqual([]);
  });

  it('none when an unfurnished rent is paid in advance for more than two months, none for a bail mobilité', () => {
    const quarterly = checkDeposit({
      deposit_cents: 100,
      monthly_rent_cents: monthlyRentCents(270000, 'QUARTERLY'),
      is_furnished: false,
      rent_frequency: 'QUARTERLY',
      payment_terms: 'TERME_A_ECHOIR',
    });
    expect(quarterly.max_deposit_cents).toBe(0);
    expect(quarterly.violations[0].article).toContain('art. 22 al. 2');
    expect(
      checkDeposit({
        deposit_cents: 0,
        monthly_rent_cents: 90000,
        is_furnished: false,
        rent_frequency: 'QUARTERLY',
        payment_terms: 'TERME_A_ECHOIR',
      }).violations,
    ).toEqual([]);
    expect(
      checkDeposit({
        deposit_cents: 90000,
        monthly_rent_cents: 90000,
        is_furnished: false,
        rent_frequency: 'QUARTERLY',
        payment_terms: 'TERME_ECHU',
      }).violations,
    ).toEqual([]);
    expect(
      checkDeposit({ deposit_cents: 1, monthly_rent_cents: 90000, is_furnished: true, is_mobility_lease: true })
        .violations[0].article,
    ).toContain('25-13');
  });

  it('monthly equivalent of a quarterly or yearly rent', () => {
    expect(monthlyRentCents(270000, 'QUARTERLY')).toBe(90000);
    expect(monthlyRentCents(1000000, 'ANNUALLY')).toBe(83333);
  });
});

// Worked figures: previous tenant paid 1,000.00 EUR, last revised 2023-03-01; new lease 2024-09-01.
// One year of IRL: the last published at the signature (2024-Q2, 145.17) over 2023-Q2 (140.59):
// 1,000.00 x 145.17 / 140.59 = 1,032.576... -> 1,032.57 EUR (truncated, never rounded up).
const base = {
  is_zone_tendue: true,
  lease_start_date: '2024-09-01',
  previous_rent: { rent_cents: 100000, last_revision_date: '2023-03-01' },
  irl: { base_index: 14059, latest_index: 14517, base_quarter: '2023-Q2', latest_quarter: '2024-Q2' },
  exception: null,
};

describe('rent evolution decree in zone tendue (décret 2017-1198)', () => {
  it('caps the new rent at the previous rent revised by the IRL (art. 3)', () => {
    const ok = checkRentEvolutionDecree({ ...base, new_rent_cents: 103257 });
    expect(ok).toMatchObject({
      applicable: true,
      revised_previous_rent_cents: 103257,
      cap_cents: 103257,
      violations: [],
    });
    const over = checkRentEvolutionDecree({ ...base, new_rent_cents: 103258 });
    expect(over.violations[0]).toMatchObject({
      rule: 'RENT_EVOLUTION_DECREE',
      figures: {
        cap_cents: 103257,
        excess_cents: 1,
        irl_base_index: 140.59,
        irl_latest_index: 145.17,
        irl_base_quarter: '2023-Q2',
        irl_latest_quarter: '2024-Q2',
      },
    });
    expect(over.violations[0].message).toContain('IRL of 2024-Q2 over 2023-Q2');
    expect(over.violations[0].article).toContain('art. 3');
  });

  it('no IRL revision when the rent was revised in the 12 months before the new lease', () => {
    expect(
      revisePreviousRent({ rent_cents: 100000, last_revision_date: '2023-09-02' }, '2024-09-01', base.irl),
    ).toEqual({ rent_cents: 100000, irl_applied: false, irl_needed: false });
    expect(
      revisePreviousRent({ rent_cents: 100000, last_revision_date: '2023-09-01' }, '2024-09-01', base.irl).irl_applied,
    ).toBe(true);
    const result = checkRentEvolutionDecree({
      ...base,
      previous_rent: { rent_cents: 100000, last_revision_date: '2024-01-15' },
      new_rent_cents: 100001,
    });
    expect(result.cap_cents).toBe(100000);
    expect(result.violations).toHaveLength(1);
  });

  it('improvement works of at least half a year of rent allow 15% of their cost a year (art. 4 1°)', () => {
    // 7,000.00 EUR of works >= 6,000.00 (6 months): + 7,000 x 15% / 12 = 87.50 EUR a month -> cap 1,120.07 EUR
    const works = { type: 'IMPROVEMENT_WORKS' as const, works_cost_cents: 700000 };
    expect(checkRentEvolutionDecree({ ...base, exception: works, new_rent_cents: 112007 })).toMatchObject({
      cap_cents: 112007,
      violations: [],
    });
    expect(
      checkRentEvolutionDecree({ ...base, exception: works, new_rent_cents: 112008 }).violations[0].article,
    ).toContain('art. 4 1°');
    const small = checkRentEvolutionDecree({
      ...base,
      exception: { type: 'IMPROVEMENT_WORKS', works_cost_cents: 500000 },
      new_rent_cents: 110000,
    });
    expect(small.violations.map((v) => v.rule)).toEqual(['DECREE_EXCEPTION_NOT_MET', 'RENT_EVOLUTION_DECREE']);
  });

  it('a manifestly undervalued rent may rise by half the gap to the neighbourhood (art. 4 2°)', () => {
    // neighbourhood 1,200.00; revised 1,032.57; half the gap 83.71 -> cap 1,116.28 EUR
    const undervalued = { type: 'UNDERVALUED_RENT' as const, neighbourhood_rent_cents: 120000 };
    expect(checkRentEvolutionDecree({ ...base, exception: undervalued, new_rent_cents: 111628 })).toMatchObject({
      cap_cents: 111628,
      violations: [],
    });
    expect(
      checkRentEvolutionDecree({ ...base, exception: undervalued, new_rent_cents: 111629 }).violations,
    ).toHaveLength(1);
  });

  it('the art. 4 exceptions are closed to F and G dwellings in leases signed from 1 January 2021 (décret 2020-1818)', () => {
    const works = { type: 'IMPROVEMENT_WORKS' as const, works_cost_cents: 700000 };
    const closed = checkRentEvolutionDecree({ ...base, exception: works, energy_label: 'F', new_rent_cents: 112007 });
    expect(closed.cap_cents).toBe(103257);
    expect(closed.violations.map((v) => v.rule)).toEqual(['DECREE_EXCEPTION_EXCLUDED', 'RENT_EVOLUTION_DECREE']);
    expect(closed.violations[0].article).toContain('2020-1818');
    const atStart = { ...base, exception: works, energy_label: 'G' as const, new_rent_cents: 112007 };
    expect(checkRentEvolutionDecree({ ...atStart, lease_start_date: '2021-01-01' }).violations[0].rule).toBe(
      'DECREE_EXCEPTION_EXCLUDED',
    );
    expect(checkRentEvolutionDecree({ ...atStart, lease_start_date: '2020-12-31', irl: null }).cap_cents).toBe(
      100000 + 8750,
    );
    expect(
      checkRentEvolutionDecree({ ...base, exception: works, energy_label: 'E', new_rent_cents: 112007 }).violations,
    ).toEqual([]);
    const unknown = checkRentEvolutionDecree({ ...base, exception: works, energy_label: null, new_rent_cents: 112007 });
    expect(unknown.violations).toEqual([]);
    expect(unknown.recommendations.map((r) => r.code)).toContain('EXCEPTION_NEEDS_DPE');
  });

  it('a dwelling vacant for more than 18 months, not 18 months exactly (art. 2)', () => {
    // previous lease's last day 2023-01-31: vacant from 2023-02-01; 18 months run to 2024-07-31
    expect(vacantOverEighteenMonths('2023-01-31', '2024-08-01')).toBe(false);
    expect(vacantOverEighteenMonths('2023-01-31', '2024-08-02')).toBe(true);
  });

  it('first letting, long vacancy and dwellings outside zone tendue are out of scope (art. 2)', () => {
    expect(
      checkRentEvolutionDecree({ ...base, exception: { type: 'FIRST_LETTING' }, new_rent_cents: 200000 }),
    ).toMatchObject({ applicable: false, violations: [] });
    expect(
      checkRentEvolutionDecree({ ...base, exception: { type: 'VACANT_OVER_18_MONTHS' }, new_rent_cents: 200000 })
        .applicable,
    ).toBe(false);
    expect(checkRentEvolutionDecree({ ...base, is_zone_tendue: false, new_rent_cents: 200000 })).toMatchObject({
      applicable: false,
      violations: [],
    });
  });

  it('says what is missing instead of guessing', () => {
    expect(checkRentEvolutionDecree({ ...base, previous_rent: null, new_rent_cents: 100000 })).toMatchObject({
      applicable: true,
      cap_cents: null,
      missing: ['previous_rent'],
    });
    const noIrl = checkRentEvolutionDecree({ ...base, irl: null, new_rent_cents: 100001 });
    expect(noIrl).toMatchObject({ cap_cents: 100000, missing: ['irl'] });
    expect(noIrl.violations).toHaveLength(1);
  });
});

describe('DPE rent freeze (loi Climat et résilience art. 159)', () => {
  const raise = { previous_rent_cents: 80000, new_rent_cents: 82000, effective_date: '2024-01-01' };
  it('no increase for F or G in contracts concluded or renewed from 24 August 2022', () => {
    const result = checkDpeRentFreeze({ ...raise, energy_label: 'F', contract_date: '2022-08-24' });
    expect(result.violations[0]).toMatchObject({
      rule: 'DPE_RENT_FREEZE',
      figures: { increase_cents: 2000, energy_label: 'F', contract_date: '2022-08-24' },
    });
    expect(result.violations[0].article).toContain('art. 159');
    expect(checkDpeRentFreeze({ ...raise, energy_label: 'F', contract_date: '2022-08-23' })).toEqual({
      applicable: false,
      violations: [],
    });
    expect(
      checkDpeRentFreeze({ ...raise, new_rent_cents: 80000, energy_label: 'G', contract_date: '2024-01-01' }),
    ).toEqual({ applicable: true, violations: [] });
    expect(checkDpeRentFreeze({ ...raise, energy_label: 'E', contract_date: '2024-01-01' }).violations).toEqual([]);
  });
  it('overseas departments from 1 July 2024', () => {
    expect(
      checkDpeRentFreeze({ ...raise, energy_label: 'G', contract_date: '2024-06-30', is_overseas: true }).violations,
    ).toEqual([]);
    expect(
      checkDpeRentFreeze({ ...raise, energy_label: 'G', contract_date: '2024-07-01', is_overseas: true }).violations,
    ).toHaveLength(1);
  });
  it('no previous rent: nothing to compare', () => {
    expect(
      checkDpeRentFreeze({ ...raise, energy_label: 'G', previous_rent_cents: null, contract_date: '2024-01-01' }),
    ).toEqual({ applicable: true, violations: [] });
  });
});
