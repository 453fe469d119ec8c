import { describe, expect, it } from '@jest/globals';
import {
  type LandlordNoticeInput,
  isStudentLease,
  landlordMotiveErrors,
  landlordNoticeMonths,
  latestLandlordReceipt,
  periodEnd,
  protectedTenantErrors,
  tenantNoticePeriod,
} from '../../../core/lifecycle/notice-rules.js';
import { renewedEndDate, termOutcome } from '../../../core/lifecycle/term-rules.js';

const tenant = (fields: Partial<Parameters<typeof tenantNoticePeriod>[0]> = {}) =>
  tenantNoticePeriod({
    lease_type: 'HabitationVide',
    start_date: '2024-01-01',
    end_date: '2026-12-31',
    reason: 'STANDARD',
    received: '2025-01-15',
    zone_tendue: false,
    justified: false,
    ...fields,
  });

describe('notice periods', () => {
  it('ends a period on the same day of the month, or on the last day when that day does not exist', () => {
    expect(periodEnd('2025-01-15', 3)).toBe('2025-04-15');
    expect(periodEnd('2025-01-31', 1)).toBe('2025-02-28');
    expect(periodEnd('2024-01-31', 1)).toBe('2024-02-29');
    expect(periodEnd('2025-11-30', 3)).toBe('2026-02-28');
    expect(periodEnd('2025-05-31', 1)).toBe('2025-06-30');
    expect(periodEnd('2025-12-31', 6)).toBe('2026-06-30');
  });

  it('gives an unfurnished tenant 3 months, 1 in a zone tendue or for a justified reason', () => {
    expect(tenant()).toEqual({
      months: 3,
      end_date: '2025-04-15',
      reduced: false,
      legal_reference: 'Loi n° 89-462, art. 15 I',
    });
    expect(tenant({ zone_tendue: true })).toMatchObject({ months: 1, end_date: '2025-02-15', reduced: true });
    for (const reason of [
      'FIRST_JOB',
      'JOB_TRANSFER',
      'JOB_LOSS',
      'NEW_JOB_AFTER_JOB_LOSS',
      'HEALTH',
      'RSA_OR_AAH',
      'SOCIAL_HOUSING',
    ] as const) {
      expect([reason, tenant({ reason, justified: true }).months]).toEqual([reason, 1]);
      // Art. 15 I al. 2: a reason the letter does not justify leaves the three months.
      expect([reason, tenant({ reason, justified: false }).months]).toEqual([reason, 3]);
    }
  });

  it('gives a furnished tenant and a bail mobilité tenant one month, never past the bail mobilité term', () => {
    expect(tenant({ lease_type: 'HabitationMeublee', received: '2025-01-31' })).toMatchObject({
      months: 1,
      end_date: '2025-02-28',
      legal_reference: 'Loi n° 89-462, art. 25-8 I',
    });
    expect(
      tenant({
        lease_type: 'MobiliteEtudiante',
        start_date: '2025-01-01',
        end_date: '2025-06-30',
        received: '2025-03-10',
      }),
    ).toMatchObject({ months: 1, end_date: '2025-04-10' });
    expect(
      tenant({
        lease_type: 'MobiliteEtudiante',
        start_date: '2025-01-01',
        end_date: '2025-06-30',
        received: '2025-06-10',
      }).end_date,
    ).toBe('2025-06-30');
  });

  it('gives a professional tenant 6 months, a commercial tenant the end of the three-year period 6 months away', () => {
    expect(tenant({ lease_type: 'Professionnel', received: '2025-03-31' })).toMatchObject({
      months: 6,
      end_date: '2025-09-30',
    });
    const commercial = (received: string) =>
      tenant({ lease_type: 'Commercial', start_date: '2024-01-01', end_date: '2032-12-31', received }).end_date;
    expect(commercial('2026-06-30')).toBe('2026-12-31');
    expect(commercial('2026-07-01')).toBe('2029-12-31');
  });

  it('asks a landlord 6 months before the term unfurnished, 3 furnished, and refuses it for a bail mobilité or a student lease', () => {
    expect(landlordNoticeMonths('HabitationVide', false)).toMatchObject({ months: 6 });
    expect(landlordNoticeMonths('HabitationMeublee', false)).toMatchObject({ months: 3 });
    expect(landlordNoticeMonths('HabitationMeublee', true)).toBeNull();
    expect(landlordNoticeMonths('MobiliteEtudiante', false)).toBeNull();
    expect(landlordNoticeMonths('Commercial', false)).toMatchObject({
      months: 6,
      legal_reference: 'Code de commerce, art. L145-9',
    });
    expect(landlordNoticeMonths('Professionnel', false)).toMatchObject({ months: 6 });
    expect(latestLandlordReceipt('2027-06-30', 6)).toBe('2026-12-31');
    expect(latestLandlordReceipt('2027-12-31', 6)).toBe('2027-06-30');
    expect(latestLandlordReceipt('2026-08-31', 3)).toBe('2026-05-31');
    expect(latestLandlordReceipt('2026-05-30', 3)).toBe('2026-02-27');
  });

  it('tells the 9-month student lease from a furnished lease', () => {
    expect(isStudentLease('HabitationMeublee', '2025-09-01', '2026-05-31')).toBe(true);
    expect(isStudentLease('HabitationMeublee', '2025-09-01', '2026-08-31')).toBe(false);
    expect(isStudentLease('HabitationVide', '2025-09-01', '2026-05-31')).toBe(false);
  });
});

describe("a landlord's motive", () => {
  const input = (fields: Partial<LandlordNoticeInput>): LandlordNoticeInput => ({
    lease_type: 'HabitationVide',
    residential: true,
    reason: 'REPRISE',
    motive_details: null,
    beneficiary_name: 'Jeanne Martin',
    beneficiary_relationship: 'DESCENDANT',
    sale_price: null,
    lessor_is_company: false,
    ...fields,
  });
  const codes = (fields: Partial<LandlordNoticeInput>) =>
    landlordMotiveErrors(input(fields)).map((e) => `${e.path}:${e.code}`);

  it('needs a landlord reason, a beneficiary for a reprise, a price for a sale, a stated legitimate reason', () => {
    expect(codes({})).toEqual([]);
    expect(codes({ reason: 'STANDARD' })).toEqual(['reason:motive_required']);
    expect(codes({ beneficiary_name: null, beneficiary_relationship: null })).toEqual([
      'beneficiary_name:required',
      'beneficiary_relationship:required',
    ]);
    expect(codes({ lessor_is_company: true })).toEqual(['reason:reprise_by_company']);
    expect(codes({ reason: 'SALE' })).toEqual(['sale_price:required']);
    expect(codes({ reason: 'SALE', lease_type: 'HabitationMeublee' })).toEqual([]);
    expect(codes({ reason: 'SALE', sale_price: 250000 })).toEqual([]);
    expect(codes({ reason: 'LEGITIMATE_AND_SERIOUS' })).toEqual(['motive_details:required']);
    expect(codes({ reason: 'LEGITIMATE_AND_SERIOUS', motive_details: 'impayés répétés' })).toEqual([]);
    expect(codes({ residential: false, reason: 'REPRISE', beneficiary_name: null })).toEqual([]);
  });

  it('protects a tenant over 65 with modest resources', () => {
    const base = {
      tenant_over_65: true,
      tenant_resources_below_ceiling: true,
      lessor_protected: false,
      rehousing_offered: false,
    };
    expect(protectedTenantErrors(base)).toEqual([expect.objectContaining({ code: 'protected_tenant' })]);
    expect(protectedTenantErrors({ ...base, tenant_resources_below_ceiling: null })[0].message).toContain(
      'state whether',
    );
    expect(protectedTenantErrors({ ...base, tenant_resources_below_ceiling: false })).toEqual([]);
    expect(protectedTenantErrors({ ...base, rehousing_offered: true })).toEqual([]);
    expect(protectedTenantErrors({ ...base, lessor_protected: true })).toEqual([]);
    expect(protectedTenantErrors({ ...base, tenant_over_65: false })).toEqual([]);
  });
});

describe('the term without notice', () => {
  const at = (lease_type: Parameters<typeof termOutcome>[0]['lease_type'], start: string, end: string, legal = false) =>
    termOutcome({ lease_type, start_date: start, end_date: end, lessor: legal ? 'legal_person' : 'natural_person' });

  it('renews an unfurnished lease for 3 years, 6 for a legal-person lessor', () => {
    expect(at('HabitationVide', '2022-01-01', '2024-12-31')).toMatchObject({ kind: 'RENEW', months: 36 });
    expect(at('HabitationVide', '2019-01-01', '2024-12-31', true)).toMatchObject({ kind: 'RENEW', months: 72 });
  });

  it('renews a furnished lease for a year, ends the student lease and the bail mobilité', () => {
    expect(at('HabitationMeublee', '2024-01-01', '2024-12-31')).toMatchObject({ kind: 'RENEW', months: 12 });
    expect(at('HabitationMeublee', '2024-09-01', '2025-05-31')).toMatchObject({ kind: 'EXPIRE' });
    expect(at('MobiliteEtudiante', '2025-01-01', '2025-06-30')).toMatchObject({ kind: 'EXPIRE' });
  });

  it('renews a professional lease for its own term and prolongs a commercial one', () => {
    expect(at('Professionnel', '2019-03-01', '2025-02-28')).toMatchObject({ kind: 'RENEW', months: 72 });
    expect(at('Commercial', '2016-01-01', '2024-12-31')).toMatchObject({ kind: 'PROLONG' });
  });

  it('starts the renewed term the day after the old one', () => {
    expect(renewedEndDate('2024-12-31', 36)).toBe('2027-12-31');
    expect(renewedEndDate('2025-02-27', 12)).toBe('2026-02-27');
    expect(renewedEndDate('2024-02-28', 12)).toBe('2025-02-28');
    expect(renewedEndDate('2024-01-30', 1)).toBe('2024-02-29');
  });
});
