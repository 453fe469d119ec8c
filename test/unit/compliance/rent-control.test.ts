import { describe, expect, it } from '@jest/globals';
import {
  checkRentControl,
  derivedReferences,
  perSquareMeter,
  toCentiSquareMeters,
  totalForArea,
} from '../../../core/compliance/rent-control/rent-control.js';

// Worked figures: reference 25.00 EUR/m2, increased 30.00 (+20%), decreased 17.50 (-30%), 40 m2.
// Increased reference for the flat: 30.00 x 40 = 1,200.00 EUR; decreased: 17.50 x 40 = 700.00 EUR.
const reference = { reference_cents: 2500, increased_cents: 3000, decreased_cents: 1750 };
const flat = { surface_centi_m2: 4000, reference };

describe('rent control (loi ELAN art. 140, loi 89-462 art. 17)', () => {
  it('derives +20% and -30% from the reference', () => {
    expect(derivedReferences(2500)).toEqual(reference);
    expect(derivedReferences(2670)).toEqual({ reference_cents: 2670, increased_cents: 3204, decreased_cents: 1869 });
  });

  it('a rent of 1,150.00 EUR for 40 m2 (28.75 EUR/m2) is compliant', () => {
    const result = checkRentControl({ ...flat, proposed_rent_cents: 115000 });
    expect(result).toMatchObject({
      status: 'COMPLIANT',
      is_compliant: true,
      proposed_rent_per_sqm_cents: 2875,
      max_rent_cents: 120000,
      reference_rent_total_cents: 100000,
      min_rent_cents: 70000,
      excess_cents: 0,
    });
    expect(result.violations).toEqual([]);
  });

  it('a rent exactly at the increased reference (1,200.00 EUR) is compliant', () => {
    expect(checkRentControl({ ...flat, proposed_rent_cents: 120000 })).toMatchObject({
      status: 'COMPLIANT',
      is_compliant: true,
    });
  });

  it('one cent over the increased reference needs a justified complément de loyer', () => {
    const result = checkRentControl({ ...flat, proposed_rent_cents: 120001 });
    expect(result).toMatchObject({
      status: 'RENT_SUPPLEMENT_REQUIRED_JUSTIFICATION',
      is_compliant: false,
      excess_cents: 1,
    });
    expect(result.violations).toHaveLength(1);
    expect(result.violations[0]).toMatchObject({
      rule: 'RENT_ABOVE_INCREASED_REFERENCE',
      figures: { excess_cents: 1, max_rent_cents: 120000 },
    });
    expect(result.violations[0].article).toContain('art. 140');
    expect(result.recommendations.map((r) => r.code)).toEqual(['LOWER_RENT', 'JUSTIFY_SUPPLEMENT']);
  });

  it('a complément de loyer of 150.00 EUR on a base of 1,200.00 EUR, justified, is lawful', () => {
    const result = checkRentControl({
      ...flat,
      proposed_rent_cents: 135000,
      rent_supplement: { amount_cents: 15000, justification: '30 m2 terrace with a direct view of the Seine' },
    });
    expect(result).toMatchObject({
      status: 'RENT_SUPPLEMENT_REQUIRED_JUSTIFICATION',
      is_compliant: true,
      base_rent_cents: 120000,
      rent_supplement_cents: 15000,
      excess_cents: 15000,
    });
    expect(result.violations).toEqual([]);
    expect(result.recommendations[0].code).toBe('SUPPLEMENT_IN_LEASE');
  });

  it('a complément de loyer without justification is not compliant', () => {
    const result = checkRentControl({
      ...flat,
      proposed_rent_cents: 135000,
      rent_supplement: { amount_cents: 15000, justification: '  ' },
    });
    expect(result).toMatchObject({ status: 'RENT_SUPPLEMENT_REQUIRED_JUSTIFICATION', is_compliant: false });
    expect(result.violations[0]).toMatchObject({
      rule: 'RENT_SUPPLEMENT_NOT_JUSTIFIED',
      figures: { rent_supplement_cents: 15000 },
    });
  });

  it('a base rent above the increased reference is non compliant even with a complément', () => {
    const result = checkRentControl({
      ...flat,
      proposed_rent_cents: 140000,
      rent_supplement: { amount_cents: 10000, justification: 'terrace' },
    });
    expect(result).toMatchObject({ status: 'NON_COMPLIANT', is_compliant: false, base_rent_cents: 130000 });
    expect(result.violations[0]).toMatchObject({
      rule: 'BASE_RENT_ABOVE_INCREASED_REFERENCE',
      figures: { excess_cents: 10000 },
    });
  });

  it('no complément de loyer for an F or G dwelling or one with an excluded feature (loi 2022-1158 art. 13)', () => {
    const fLabel = checkRentControl({
      ...flat,
      proposed_rent_cents: 125000,
      energy_label: 'F',
      rent_supplement: { amount_cents: 5000, justification: 'view' },
    });
    expect(fLabel).toMatchObject({ status: 'NON_COMPLIANT', is_compliant: false });
    expect(fLabel.violations[0]).toMatchObject({
      rule: 'RENT_SUPPLEMENT_EXCLUDED',
      figures: { exclusions: 'ENERGY_CLASS_F', excess_cents: 5000 },
    });
    expect(fLabel.violations[0].article).toContain('2022-1158');

    const landing = checkRentControl({ ...flat, proposed_rent_cents: 125000, exclusions: ['SANITARY_ON_LANDING'] });
    expect(landing.violations[0]).toMatchObject({
      rule: 'RENT_SUPPLEMENT_EXCLUDED',
      figures: { exclusions: 'SANITARY_ON_LANDING' },
    });

    // Within the cap, a G label changes nothing.
    expect(checkRentControl({ ...flat, proposed_rent_cents: 110000, energy_label: 'G' }).status).toBe('COMPLIANT');
  });

  it('below the decreased reference is compliant and says so', () => {
    const result = checkRentControl({ ...flat, proposed_rent_cents: 65000 });
    expect(result.status).toBe('COMPLIANT');
    expect(result.recommendations.map((r) => r.code)).toContain('BELOW_DECREASED_REFERENCE');
  });

  it('decides on totals, rounding the cap down: 31.45 EUR/m2 x 27.5 m2 = 864.875 -> 864.87 EUR', () => {
    const odd = {
      surface_centi_m2: toCentiSquareMeters(27.5),
      reference: { reference_cents: 2621, increased_cents: 3145, decreased_cents: 1835 },
    };
    expect(totalForArea(3145, 2750)).toBe(86487);
    expect(checkRentControl({ ...odd, proposed_rent_cents: 86487 }).status).toBe('COMPLIANT');
    const over = checkRentControl({ ...odd, proposed_rent_cents: 86488 });
    expect(over.status).toBe('RENT_SUPPLEMENT_REQUIRED_JUSTIFICATION');
    // the per-m2 figure displays 31.45 in both cases: it is shown, not compared
    expect(perSquareMeter(86488, 2750)).toBe(3145);
  });

  it('refuses figures that are not cents and hundredths of m2', () => {
    expect(() => checkRentControl({ ...flat, proposed_rent_cents: 10.5 })).toThrow(RangeError);
    expect(() => checkRentControl({ ...flat, surface_centi_m2: 0, proposed_rent_cents: 100 })).toThrow(RangeError);
    expect(() =>
      checkRentControl({
        ...flat,
        proposed_rent_cents: 100,
        rent_supplement: { amount_cents: 200, justification: 'x' },
      }),
    ).toThrow(RangeError);
  });
});
