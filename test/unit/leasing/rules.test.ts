import { checkDeposit } from '../../../core/compliance/deposit.js';
import { addDays, addMonths } from '../../../core/shared/dates.js';
import type { LeaseTypeCode } from '../../../contract/vocabulary/leasing.js';
import { LEASE_TYPE_CATALOGUE, type LeaseTypeSeed } from '../../../core/leasing/lease-type.js';
import { lessorKindOf } from '../../../core/leasing/lessor.js';
import {
  amountErrors,
  dateOrderErrors,
  defaultEndDate,
  defaultRevisionIndex,
  defaultTermMonths,
  depositErrors,
  durationErrors,
  minimumTermMonths,
  paymentDayErrors,
  revisionIndexErrors,
  runsExactly,
} from '../../../core/leasing/rules.js';

const type = (code: LeaseTypeCode): LeaseTypeSeed => LEASE_TYPE_CATALOGUE.find((t) => t.code === code)!;
const monthly = { rent_frequency: 'MONTHLY' as const, payment_terms: 'TERME_A_ECHOIR' as const };
const codes = (errors: { code: string }[]) => errors.map((e) => e.code);

describe('calendar', () => {
  it('adds months, clamping to the end of shorter months', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-11-15', 3)).toBe('2026-02-15');
    expect(addMonths('2025-03-01', -3)).toBe('2024-12-01');
  });
  it('adds days across months and years', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
});

describe('lease type catalogue', () => {
  it('seeds the five legal frameworks of the spec', () => {
    expect(LEASE_TYPE_CATALOGUE.map((t) => t.code)).toEqual([
      'HabitationVide',
      'HabitationMeublee',
      'MobiliteEtudiante',
      'Commercial',
      'Professionnel',
    ]);
  });
  it('carries the legal durations and deposit caps', () => {
    expect(type('HabitationVide')).toMatchObject({
      furnished: false,
      default_duration_months: 36,
      min_duration_months: 36,
      deposit_cap_months: 1,
    });
    expect(type('HabitationMeublee')).toMatchObject({
      furnished: true,
      default_duration_months: 12,
      allowed_durations_months: [9],
      deposit_cap_months: 2,
    });
    expect(type('MobiliteEtudiante')).toMatchObject({
      furnished: true,
      min_duration_months: 1,
      max_duration_months: 10,
      deposit_cap_months: 0,
    });
    expect(type('Commercial')).toMatchObject({
      category: 'commercial',
      default_duration_months: 108,
      deposit_cap_months: null,
    });
    expect(type('Professionnel')).toMatchObject({
      category: 'professional',
      default_duration_months: 72,
      deposit_cap_months: null,
    });
  });
  it('has default durations that satisfy its own bounds', () => {
    for (const t of LEASE_TYPE_CATALOGUE) {
      expect([
        t.code,
        durationErrors(t, '2025-03-01', defaultEndDate('2025-03-01', t.default_duration_months)),
      ]).toEqual([t.code, []]);
    }
  });
});

describe('end date', () => {
  it('defaults to the day before the anniversary', () => {
    expect(defaultEndDate('2025-01-01', 36)).toBe('2027-12-31');
    expect(defaultEndDate('2025-09-15', 9)).toBe('2026-06-14');
  });
  it('must be after the start date', () => {
    expect(dateOrderErrors('2025-01-01', '2025-01-02')).toEqual([]);
    expect(codes(dateOrderErrors('2025-01-01', '2025-01-01'))).toEqual(['date_order']);
    expect(codes(dateOrderErrors('2025-01-01', '2024-12-31'))).toEqual(['date_order']);
    expect(dateOrderErrors('2025-01-01', null)).toEqual([]);
  });
  it('runs N months when it ends the day before or on the anniversary', () => {
    expect(runsExactly('2025-01-01', '2025-09-30', 9)).toBe(true);
    expect(runsExactly('2025-01-01', '2025-10-01', 9)).toBe(true);
    expect(runsExactly('2025-01-01', '2025-10-02', 9)).toBe(false);
    expect(runsExactly('2025-01-01', '2025-09-29', 9)).toBe(false);
  });
});

describe('duration bounds by lease type', () => {
  it('unfurnished: at least 3 years', () => {
    expect(durationErrors(type('HabitationVide'), '2025-01-01', '2027-12-31')).toEqual([]);
    expect(durationErrors(type('HabitationVide'), '2025-01-01', '2031-12-31')).toEqual([]);
    expect(codes(durationErrors(type('HabitationVide'), '2025-01-01', '2027-12-30'))).toEqual(['duration_too_short']);
  });
  it('furnished: at least 1 year, or exactly 9 months for a student', () => {
    expect(durationErrors(type('HabitationMeublee'), '2025-09-01', '2026-08-31')).toEqual([]);
    expect(durationErrors(type('HabitationMeublee'), '2025-09-01', '2026-05-31')).toEqual([]);
    expect(codes(durationErrors(type('HabitationMeublee'), '2025-09-01', '2026-04-30'))).toEqual([
      'duration_too_short',
    ]);
    expect(codes(durationErrors(type('HabitationMeublee'), '2025-09-01', '2026-07-31'))).toEqual([
      'duration_too_short',
    ]);
  });
  it('bail mobilité: 1 to 10 months', () => {
    const mobilite = type('MobiliteEtudiante');
    expect(durationErrors(mobilite, '2025-01-01', '2025-01-31')).toEqual([]);
    expect(durationErrors(mobilite, '2025-01-01', '2025-10-31')).toEqual([]);
    expect(durationErrors(mobilite, '2025-01-01', '2025-11-01')).toEqual([]);
    expect(codes(durationErrors(mobilite, '2025-01-01', '2025-11-02'))).toEqual(['duration_too_long']);
    expect(codes(durationErrors(mobilite, '2025-01-01', '2025-01-20'))).toEqual(['duration_too_short']);
  });
  it('commercial: at least 9 years; professional: at least 6', () => {
    expect(durationErrors(type('Commercial'), '2025-01-01', '2033-12-31')).toEqual([]);
    expect(codes(durationErrors(type('Commercial'), '2025-01-01', '2027-12-31'))).toEqual(['duration_too_short']);
    expect(durationErrors(type('Professionnel'), '2025-01-01', '2030-12-31')).toEqual([]);
    expect(codes(durationErrors(type('Professionnel'), '2025-01-01', '2029-12-31'))).toEqual(['duration_too_short']);
  });
});

describe('unfurnished term by lessor (loi 89-462 art. 10)', () => {
  it('3 years for a natural person, a family SCI or an unknown lessor; 6 years for a legal person', () => {
    expect(lessorKindOf('individual')).toBe('natural_person');
    expect(lessorKindOf('company')).toBe('legal_person');
    expect(lessorKindOf('sc/sci')).toBe('sci');
    expect(lessorKindOf(null)).toBe('unknown');
    const vide = type('HabitationVide');
    expect(minimumTermMonths(vide, 'natural_person')).toBe(36);
    expect(minimumTermMonths(vide, 'sci')).toBe(36);
    expect(minimumTermMonths(vide, 'legal_person')).toBe(72);
    expect(defaultTermMonths(vide, 'legal_person')).toBe(72);
    expect(minimumTermMonths(type('HabitationMeublee'), 'legal_person')).toBe(12);
  });
  it('refuses a legal person a term shorter than 6 years, on both sides of the bound', () => {
    const vide = type('HabitationVide');
    expect(durationErrors(vide, '2025-01-01', '2030-12-31', 'legal_person')).toEqual([]);
    const short = durationErrors(vide, '2025-01-01', '2030-12-30', 'legal_person');
    expect(codes(short)).toEqual(['duration_too_short']);
    expect(short[0].message).toContain('at least 72 months for a legal-person lessor');
    expect(durationErrors(vide, '2025-01-01', '2027-12-31', 'natural_person')).toEqual([]);
  });
});

describe('revision index by lease type', () => {
  it('residential leases are revised on the IRL only', () => {
    expect(revisionIndexErrors(type('HabitationVide'), 'IRL', '2025-01-01')).toEqual([]);
    expect(revisionIndexErrors(type('HabitationMeublee'), 'NONE', '2025-01-01')).toEqual([]);
    for (const index of ['ILC', 'ILAT', 'ICC'] as const) {
      expect(codes(revisionIndexErrors(type('HabitationVide'), index, '2025-01-01'))).toEqual([
        'revision_index_not_allowed',
      ]);
    }
  });
  it('commercial and professional leases on the ILC or the ILAT; the ICC only before 1 September 2014', () => {
    for (const code of ['Commercial', 'Professionnel'] as const) {
      expect(revisionIndexErrors(type(code), 'ILC', '2025-01-01')).toEqual([]);
      expect(revisionIndexErrors(type(code), 'ILAT', '2025-01-01')).toEqual([]);
      expect(codes(revisionIndexErrors(type(code), 'IRL', '2025-01-01'))).toEqual(['revision_index_not_allowed']);
      expect(revisionIndexErrors(type(code), 'ICC', '2014-08-31')).toEqual([]);
      const icc = revisionIndexErrors(type(code), 'ICC', '2014-09-01');
      expect(icc[0].message).toContain('loi 2014-626');
    }
  });
  it('defaults to the index of the category', () => {
    expect(defaultRevisionIndex('residential')).toBe('IRL');
    expect(defaultRevisionIndex('commercial')).toBe('ILC');
    expect(defaultRevisionIndex('professional')).toBe('ILAT');
  });
});

describe('deposit cap', () => {
  it('unfurnished: at most 1 month of rent', () => {
    const vide = type('HabitationVide');
    expect(depositErrors(vide, { ...monthly, rent_amount: 850.5, deposit_amount: 850.5 })).toEqual([]);
    expect(codes(depositErrors(vide, { ...monthly, rent_amount: 850.5, deposit_amount: 850.51 }))).toEqual([
      'deposit_cap_exceeded',
    ]);
  });
  it('furnished: at most 2 months of rent', () => {
    const meublee = type('HabitationMeublee');
    expect(depositErrors(meublee, { ...monthly, rent_amount: 700.1, deposit_amount: 1400.2 })).toEqual([]);
    expect(codes(depositErrors(meublee, { ...monthly, rent_amount: 700.1, deposit_amount: 1400.21 }))).toEqual([
      'deposit_cap_exceeded',
    ]);
  });
  it('bail mobilité: no deposit at all', () => {
    const mobilite = type('MobiliteEtudiante');
    expect(depositErrors(mobilite, { ...monthly, rent_amount: 600, deposit_amount: 0 })).toEqual([]);
    expect(depositErrors(mobilite, { ...monthly, rent_amount: 600, deposit_amount: null })).toEqual([]);
    expect(codes(depositErrors(mobilite, { ...monthly, rent_amount: 600, deposit_amount: 0.01 }))).toEqual([
      'deposit_not_allowed',
    ]);
  });
  it('commercial and professional: no legal cap', () => {
    expect(depositErrors(type('Commercial'), { ...monthly, rent_amount: 1000, deposit_amount: 6000 })).toEqual([]);
    expect(depositErrors(type('Professionnel'), { ...monthly, rent_amount: 1000, deposit_amount: 12000 })).toEqual([]);
  });
  it('agrees with the catalogue caps of the residential types', () => {
    for (const t of LEASE_TYPE_CATALOGUE.filter((x) => x.category === 'residential')) {
      const { cap_months } = checkDeposit({
        deposit_cents: 0,
        monthly_rent_cents: 100_00,
        is_furnished: t.furnished,
        is_mobility_lease: t.deposit_cap_months === 0,
      });
      expect([t.code, cap_months]).toEqual([t.code, t.deposit_cap_months]);
    }
  });
  it('residential rent paid in advance for more than two months: no deposit', () => {
    const quarterly = { rent_frequency: 'QUARTERLY' as const, payment_terms: 'TERME_A_ECHOIR' as const };
    expect(
      codes(depositErrors(type('HabitationVide'), { ...quarterly, rent_amount: 800, deposit_amount: 100 })),
    ).toEqual(['deposit_not_allowed']);
    expect(
      depositErrors(type('HabitationVide'), {
        ...quarterly,
        payment_terms: 'TERME_ECHU',
        rent_amount: 800,
        deposit_amount: 800,
      }),
    ).toEqual([]);
    expect(depositErrors(type('Commercial'), { ...quarterly, rent_amount: 800, deposit_amount: 2400 })).toEqual([]);
  });
  it('computes in cents, never in binary floating point', () => {
    expect(
      depositErrors(type('HabitationMeublee'), { ...monthly, rent_amount: 333.33, deposit_amount: 666.66 }),
    ).toEqual([]);
    expect(depositErrors(type('HabitationVide'), { ...monthly, rent_amount: 0.3, deposit_amount: 0.1 + 0.2 })).toEqual(
      [],
    );
  });
});

describe('payment day and amounts', () => {
  it('accepts 1..31', () => {
    expect(paymentDayErrors(1)).toEqual([]);
    expect(paymentDayErrors(31)).toEqual([]);
    expect(paymentDayErrors(null)).toEqual([]);
    for (const day of [0, 32, -1, 1.5]) expect(codes(paymentDayErrors(day))).toEqual(['out_of_range']);
  });
  it('checks money amounts', () => {
    expect(amountErrors('rent_amount', 800.25, { positive: true })).toEqual([]);
    expect(codes(amountErrors('rent_amount', 0, { positive: true }))).toEqual(['out_of_range']);
    expect(codes(amountErrors('deposit_amount', -1))).toEqual(['out_of_range']);
    expect(codes(amountErrors('rent_amount', 800.123))).toEqual(['precision']);
  });
});
