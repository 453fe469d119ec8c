import { describe, expect, it } from '@jest/globals';
import {
  completenessErrors,
  detailKindErrors,
  durationChangeErrors,
  effectiveDateErrors,
  extendedEnd,
  mobilityAmendmentErrors,
  monthsBetween,
  rentChangeErrors,
  validationErrors,
  worksIncreaseCapErrors,
} from '../../../core/amendments/rules.js';

const lease = { start_date: '2025-01-01', end_date: '2027-12-31' };
const codes = (errors: { code: string }[]) => errors.map((e) => e.code);

describe('amendment rules', () => {
  it('takes effect within the lease', () => {
    expect(effectiveDateErrors('2025-01-01', lease)).toEqual([]);
    expect(effectiveDateErrors('2027-12-31', lease)).toEqual([]);
    expect(codes(effectiveDateErrors('2024-12-31', lease))).toEqual(['out_of_lease']);
    expect(codes(effectiveDateErrors('2028-01-01', lease))).toEqual(['out_of_lease']);
  });

  it('lowers the rent freely, raises it only after improvement works (loi 89-462 art. 17-1 II)', () => {
    expect(rentChangeErrors({ old_rent_cents: 85000, new_rent_cents: 80000, increase_basis: null })).toEqual([]);
    expect(codes(rentChangeErrors({ old_rent_cents: 85000, new_rent_cents: 90000, increase_basis: null }))).toEqual([
      'rent_increase_not_allowed',
    ]);
    expect(
      rentChangeErrors({ old_rent_cents: 85000, new_rent_cents: 90000, increase_basis: 'IMPROVEMENT_WORKS' }),
    ).toEqual([]);
    expect(codes(rentChangeErrors({ old_rent_cents: 85000, new_rent_cents: 85000, increase_basis: null }))).toEqual([
      'rent_unchanged',
    ]);
  });

  it('caps a works increase in zone tendue at 15 % of the cost of the works a year (décret 2017-1198 art. 6)', () => {
    const works = { old_rent_cents: 85000, increase_basis: 'IMPROVEMENT_WORKS' as const, zone_tendue: true };
    // Works of 8,000 euros allow 1,200 euros a year: 100 euros a month.
    expect(worksIncreaseCapErrors({ ...works, new_rent_cents: 95000, works_cost_cents: 800000 })).toEqual([]);
    expect(codes(worksIncreaseCapErrors({ ...works, new_rent_cents: 95001, works_cost_cents: 800000 }))).toEqual([
      'works_increase_cap',
    ]);
    expect(worksIncreaseCapErrors({ ...works, new_rent_cents: 95001, works_cost_cents: 800000 })[0].message).toContain(
      '100 euros a month for works of 8000 euros, not 100.01',
    );
    // 1/80 of the cost a month, rounded down to the cent.
    expect(codes(worksIncreaseCapErrors({ ...works, new_rent_cents: 85013, works_cost_cents: 1000 }))).toEqual([
      'works_increase_cap',
    ]);
    expect(worksIncreaseCapErrors({ ...works, new_rent_cents: 85012, works_cost_cents: 1000 })).toEqual([]);
    const noCost = worksIncreaseCapErrors({ ...works, new_rent_cents: 90000, works_cost_cents: null });
    expect(noCost.map((e) => [e.path, e.code])).toEqual([['works_cost', 'required']]);
    // Outside zone tendue, and for a decrease, the cost is neither needed nor a cap.
    expect(
      worksIncreaseCapErrors({ ...works, zone_tendue: false, new_rent_cents: 99000, works_cost_cents: null }),
    ).toEqual([]);
    expect(worksIncreaseCapErrors({ ...works, new_rent_cents: 80000, works_cost_cents: null })).toEqual([]);
  });

  it('counts whole months between end dates, either way', () => {
    expect(extendedEnd('2025-06-30', 2)).toBe('2025-08-31');
    expect(extendedEnd('2027-12-31', 12)).toBe('2028-12-31');
    expect(monthsBetween('2025-06-30', '2025-08-31')).toBe(2);
    expect(monthsBetween('2027-12-31', '2028-12-31')).toBe(12);
    expect(monthsBetween('2027-12-31', '2028-06-30')).toBe(6);
    expect(monthsBetween('2027-12-31', '2028-01-15')).toBe(0);
    expect(monthsBetween('2027-12-31', '2027-06-30')).toBe(-6);
    expect(codes(durationChangeErrors('2027-12-31', '2027-12-31'))).toEqual(['end_date_unchanged']);
  });

  it('ties each kind of details to its type and asks for them before validation', () => {
    expect(detailKindErrors('RENT_CHANGE', 'rent')).toEqual([]);
    expect(codes(detailKindErrors('CLAUSE_CHANGE', 'rent'))).toEqual(['detail_not_for_type']);
    expect(codes(detailKindErrors('RENT_CHANGE', 'duration'))).toEqual(['detail_not_for_type']);
    expect(codes(completenessErrors('DURATION_CHANGE', { rent: false, duration: false }))).toEqual(['details_missing']);
    expect(completenessErrors('OTHER', { rent: false, duration: false })).toEqual([]);
  });

  it('validates on approvals only', () => {
    expect(codes(validationErrors([]))).toEqual(['validation_missing']);
    expect(codes(validationErrors(['APPROVED', 'REJECTED']))).toEqual(['validation_rejected']);
    expect(validationErrors(['APPROVED', 'APPROVED'])).toEqual([]);
  });

  it('amends a bail mobilité once only (loi 89-462 art. 25-14)', () => {
    expect(mobilityAmendmentErrors('MobiliteEtudiante', 0)).toEqual([]);
    expect(codes(mobilityAmendmentErrors('MobiliteEtudiante', 1))).toEqual(['mobility_amended_once']);
    expect(mobilityAmendmentErrors('HabitationVide', 3)).toEqual([]);
  });
});
