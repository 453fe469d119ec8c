import { describe, expect, it } from '@jest/globals';
import { checkEnergyDecency } from '../../../core/compliance/energy/energy-decency.js';
import { irlSeriesForPostalCode } from '../../../core/indexation/index-series.js';
import { isOverseasDepartment } from '../../../core/shared/territories.js';
import { contractDateOn, renewalDates } from '../../../core/compliance/renewals.js';
import { checkRentControl } from '../../../core/compliance/rent-control/rent-control.js';
import { tenantNotice } from '../../../core/compliance/tenant-notice.js';

describe('tacit renewals (loi 89-462 art. 10, 25-8)', () => {
  const lease = { start_date: '2019-01-01', end_date: '2021-12-31', in_force: true, renewal_months: 36 };
  it('renews the day after the end, then every term, up to today', () => {
    expect(renewalDates(lease, '2024-12-31')).toEqual({ past: ['2022-01-01'], next: '2025-01-01' });
    expect(renewalDates(lease, '2025-01-01')).toEqual({ past: ['2022-01-01', '2025-01-01'], next: '2028-01-01' });
    expect(renewalDates(lease, '2021-12-31')).toEqual({ past: [], next: '2022-01-01' });
    expect(renewalDates({ ...lease, in_force: false }, '2030-01-01')).toEqual({ past: [], next: null });
    expect(renewalDates({ ...lease, renewal_months: null }, '2030-01-01')).toEqual({ past: [], next: null });
  });
  it('the contract in force on a day dates from the last renewal before it', () => {
    expect(contractDateOn('2019-01-01', ['2022-01-01', '2025-01-01'], '2024-06-01')).toBe('2022-01-01');
    expect(contractDateOn('2019-01-01', ['2022-01-01', '2025-01-01'], '2021-12-31')).toBe('2019-01-01');
  });
});

describe('energy decency (décret 2002-120 art. 3) on both sides of every date', () => {
  const decent = (date: string, energy_label: 'E' | 'F' | 'G', final = 300, is_overseas = false) =>
    checkEnergyDecency({ date, is_overseas, energy_label, final_energy_consumption: final }).decent;
  it('mainland: nothing before 2023, then 450 kWh of final energy, then the classes', () => {
    expect(
      checkEnergyDecency({ date: '2022-12-31', is_overseas: false, energy_label: 'G', final_energy_consumption: 900 })
        .applicable,
    ).toBe(false);
    expect(decent('2023-01-01', 'G', 449.9)).toBe(true);
    expect(decent('2023-01-01', 'G', 450)).toBe(false);
    expect(decent('2024-12-31', 'G', 300)).toBe(true);
    expect(decent('2025-01-01', 'G', 300)).toBe(false);
    expect(decent('2027-12-31', 'F')).toBe(true);
    expect(decent('2028-01-01', 'F')).toBe(false);
    expect(decent('2033-12-31', 'E')).toBe(true);
    expect(decent('2034-01-01', 'E')).toBe(false);
  });
  it('overseas departments: G from 2028, F from 2031, no final-energy rule', () => {
    expect(
      checkEnergyDecency({ date: '2024-01-01', is_overseas: true, energy_label: 'G', final_energy_consumption: 900 })
        .applicable,
    ).toBe(false);
    expect(decent('2027-12-31', 'G', 300, true)).toBeNull();
    expect(decent('2028-01-01', 'G', 300, true)).toBe(false);
    expect(decent('2030-12-31', 'F', 300, true)).toBe(true);
    expect(decent('2031-01-01', 'F', 300, true)).toBe(false);
  });
  it('unknown without the DPE it needs', () => {
    expect(
      checkEnergyDecency({ date: '2024-01-01', is_overseas: false, energy_label: 'C', final_energy_consumption: null }),
    ).toMatchObject({
      applicable: true,
      decent: null,
    });
  });
});

describe('overseas departments by postal code (loi 2021-1104 art. 159)', () => {
  it.each([
    ['97110', true],
    ['97200', true],
    ['97300', true],
    ['97400', true],
    ['97600', true],
    ['97500', false],
    ['97133', false],
    ['97150', false],
    ['75001', false],
  ])('%s is in an overseas department: %s', (postalCode, overseas) => {
    expect(isOverseasDepartment(postalCode)).toBe(overseas);
  });
  it('chooses the IRL series of the region', () => {
    expect(irlSeriesForPostalCode('97400')).toBe('IRL_OVERSEAS');
    expect(irlSeriesForPostalCode('20000')).toBe('IRL_CORSICA');
    expect(irlSeriesForPostalCode('97133')).toBe('IRL');
    expect(irlSeriesForPostalCode(null)).toBe('IRL');
  });
});

describe('the complément de loyer ban (loi 2022-1158 art. 13) from 18 August 2022', () => {
  const above = {
    proposed_rent_cents: 110000,
    surface_centi_m2: 2500,
    reference: { reference_cents: 3350, increased_cents: 4020, decreased_cents: 2350 },
    rent_supplement: { amount_cents: 9500, justification: 'Terrace of 30 m2' },
    energy_label: 'G' as const,
  };
  it('does not reach a lease signed on 17 August 2022', () => {
    expect(checkRentControl({ ...above, signed_on: '2022-08-17' }).status).toBe(
      'RENT_SUPPLEMENT_REQUIRED_JUSTIFICATION',
    );
    expect(checkRentControl({ ...above, signed_on: '2022-08-18' }).violations[0].rule).toBe('RENT_SUPPLEMENT_EXCLUDED');
    expect(checkRentControl(above).violations[0].rule).toBe('RENT_SUPPLEMENT_EXCLUDED');
  });
});

describe("the tenant's notice (loi 89-462 art. 15 I, 25-8)", () => {
  it('one month furnished or in zone tendue, three otherwise', () => {
    expect(tenantNotice({ furnished: false, is_zone_tendue: true }).months).toBe(1);
    expect(tenantNotice({ furnished: false, is_zone_tendue: false }).months).toBe(3);
    expect(tenantNotice({ furnished: true, is_zone_tendue: false }).months).toBe(1);
  });
});
