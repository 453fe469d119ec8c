import { bankDetailErrors, normaliseBic, normaliseIban } from '../../../core/leasing/lessees/lessee.js';

const codes = (errors: { code: string }[]) => errors.map((e) => e.code);

describe('lessee bank details', () => {
  it('accepts valid IBAN and BIC, in any spacing and case', () => {
    expect(bankDetailErrors({ iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'BNPAFRPP' })).toEqual([]);
    expect(bankDetailErrors({ iban: 'fr7630006000011234567890189', bic: 'bnpa frpp xxx' })).toEqual([]);
    expect(bankDetailErrors({ iban: null, bic: null })).toEqual([]);
  });
  it('rejects a wrong check digit and a malformed BIC', () => {
    expect(codes(bankDetailErrors({ iban: 'FR7630006000011234567890188', bic: null }))).toEqual(['invalid_iban']);
    expect(codes(bankDetailErrors({ iban: null, bic: 'BNPAFR' }))).toEqual(['invalid_bic']);
    expect(codes(bankDetailErrors({ iban: 'XX00', bic: '12345678' }))).toEqual(['invalid_iban', 'invalid_bic']);
  });
  it('stores the electronic format', () => {
    expect(normaliseIban('fr76 3000 6000 0112 3456 7890 189')).toBe('FR7630006000011234567890189');
    expect(normaliseBic(' bnpa frpp ')).toBe('BNPAFRPP');
  });
});
