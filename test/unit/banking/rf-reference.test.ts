// The payment reference of a lease: ISO 11649 creditor references and their MOD 97-10 check.
import { describe, expect, it } from '@jest/globals';
import {
  compactReference,
  isValidRfReference,
  paymentReferenceFor,
  printedReference,
  rfCheckDigits,
  rfReference,
} from '../../../core/banking/rf-reference.js';

describe('ISO 11649 creditor reference', () => {
  it('computes the check digits of the standard examples', () => {
    // The examples of ISO 11649 and of the EPC's guidance: RF18 5390 0754 7034, RF71 2348 231.
    expect(rfCheckDigits('539007547034')).toBe('18');
    expect(rfReference('539007547034')).toBe('RF18539007547034');
    expect(rfReference('2348231')).toBe('RF712348231');
    expect(rfReference('ABC 123')).toBe(`RF${rfCheckDigits('ABC123')}ABC123`);
  });

  it('accepts a reference as people write it: lower case, spaces, groups of four', () => {
    expect(isValidRfReference('RF18 5390 0754 7034')).toBe(true);
    expect(isValidRfReference('rf18539007547034')).toBe(true);
    expect(isValidRfReference(' rf71-2348-231 ')).toBe(true);
  });

  it('refuses a changed character, two swapped characters, wrong check digits, and what is not one', () => {
    expect(isValidRfReference('RF18 5390 0754 7035')).toBe(false);
    expect(isValidRfReference('RF18 5390 0745 7034')).toBe(false);
    expect(isValidRfReference('RF19 5390 0754 7034')).toBe(false);
    expect(isValidRfReference('RF18')).toBe(false);
    expect(isValidRfReference(`RF00${'1'.repeat(22)}`)).toBe(false);
    expect(isValidRfReference('FR18539007547034')).toBe(false);
  });

  it('catches every change of a character for one of its kind; a digit for a letter escapes about once in 97', () => {
    const reference = paymentReferenceFor('6f1c4b0e-5d43-4a35-9d61-0c1b2a3c4d01');
    const digits = '0123456789';
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    let escaped = 0;
    for (let at = 4; at < reference.length; at++) {
      const own = digits.includes(reference[at]) ? digits : letters;
      for (const char of digits + letters) {
        if (char === reference[at]) continue;
        const valid = isValidRfReference(`${reference.slice(0, at)}${char}${reference.slice(at + 1)}`);
        if (own.includes(char)) expect(valid).toBe(false);
        else if (valid) escaped++;
      }
    }
    expect(escaped).toBeLessThanOrEqual(3);
  });
});

describe('payment reference of a lease', () => {
  it('is RF, two check digits and 8 characters without I, L, O or U, stable per lease and attempt', () => {
    const id = '6f1c4b0e-5d43-4a35-9d61-0c1b2a3c4d01';
    const reference = paymentReferenceFor(id);
    expect(reference).toMatch(/^RF\d{2}[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(isValidRfReference(reference)).toBe(true);
    expect(paymentReferenceFor(id.toUpperCase())).toBe(reference);
    expect(paymentReferenceFor(id, 1)).not.toBe(reference);
    expect(isValidRfReference(paymentReferenceFor(id, 1))).toBe(true);
  });

  it('spreads: 5,000 leases get 5,000 distinct references', () => {
    const ids = Array.from({ length: 5000 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect(new Set(ids.map((id) => paymentReferenceFor(id))).size).toBe(5000);
  });

  it('prints in groups of four and compacts back', () => {
    expect(printedReference('RF18539007547034')).toBe('RF18 5390 0754 7034');
    expect(compactReference('rf18 5390-0754.7034')).toBe('RF18539007547034');
  });
});
