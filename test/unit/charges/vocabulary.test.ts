// The charge categories as the wire spells them, and the décret's numbering holding together (the
// enumerations themselves are defined once, in contract/vocabulary/charges.ts).
import { describe, expect, it } from '@jest/globals';
import * as wireCategories from '../../../contract/charges/categories.js';
import { CHARGE_CATEGORY_CODES, DECREE_CHAPTERS } from '../../../contract/vocabulary/charges.js';
import { CHARGE_CATEGORIES } from '../../../core/charges/categories.js';

describe('charge categories on the wire', () => {
  it('accepts other spellings of a category and answers the code', () => {
    expect(wireCategories.chargeCategory.parse('household-waste-tax')).toBe('HOUSEHOLD_WASTE_TAX');
    expect(wireCategories.chargeCategory.parse('Cold Water')).toBe('COLD_WATER');
    expect(wireCategories.chargeCategory.safeParse('PARKING').success).toBe(false);
  });
});

describe('the décret 87-713 list', () => {
  it('has one entry per code, in the order of the codes', () => {
    expect(CHARGE_CATEGORIES.map((c) => c.code)).toEqual([...CHARGE_CATEGORY_CODES]);
  });

  it('numbers each entry of the annex by chapter and item, and cites it', () => {
    for (const c of CHARGE_CATEGORIES.filter((c) => c.chapter !== null)) {
      expect(c.reference).toBe(
        `décret n° 87-713 du 26 août 1987, annexe, ${c.chapter}${c.item === null ? '' : `.${c.item}`}`,
      );
    }
    const chapters = new Set(CHARGE_CATEGORIES.map((c) => c.chapter).filter(Boolean));
    expect([...chapters]).toEqual([...DECREE_CHAPTERS]);
    expect(CHARGE_CATEGORIES.filter((c) => c.chapter === 'VIII').map((c) => c.code)).toEqual([
      'HOUSEHOLD_WASTE_TAX',
      'SWEEPING_TAX',
    ]);
  });
});
