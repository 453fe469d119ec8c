import { describe, expect, it } from '@jest/globals';
import {
  Contact,
  type ContactFields,
  contactNameErrors,
  isValidColorCode,
  normaliseContact,
  normaliseEmail,
  normaliseIban,
  normalisePhone,
  normaliseSwift,
  professionalFieldErrors,
} from '../../../core/contacts/contact.js';
import { CONTACT_CATEGORIES } from '../../../contract/vocabulary/contacts.js';
import { canonicalEnumValue } from '../../../core/shared/enums.js';

function contact(fields: Partial<ContactFields>): ContactFields {
  return Object.assign(
    new Contact(),
    { type_contact: 'Individual', last_name: 'Martin', mobile_phone: '06 12 34 56 78', address: '1 rue de la Paix' },
    fields,
  );
}

describe('phone numbers', () => {
  it('normalises French national and international forms to E.164', () => {
    expect(normalisePhone('06 12 34 56 78')).toBe('+33612345678');
    expect(normalisePhone('06.12.34.56.78')).toBe('+33612345678');
    expect(normalisePhone('+33 6 12 34 56 78')).toBe('+33612345678');
    expect(normalisePhone('0033612345678')).toBe('+33612345678');
    expect(normalisePhone('+44 7911 123456')).toBe('+447911123456');
  });

  it('reads a national number in the contact country when it is an ISO code', () => {
    expect(normalisePhone('030 1234567', 'DE')).toBe('+49301234567');
    expect(normalisePhone('06 12 34 56 78', 'France')).toBe('+33612345678');
  });

  it('rejects what is not a valid number', () => {
    expect(normalisePhone('12')).toBeUndefined();
    expect(normalisePhone('06 12 34 56 7')).toBeUndefined();
    expect(normalisePhone('not a phone')).toBeUndefined();
  });
});

describe('IBAN and SWIFT', () => {
  it('accepts a valid IBAN in any spacing and stores the electronic form', () => {
    expect(normaliseIban('fr76 3000 6000 0112 3456 7890 189')).toBe('FR7630006000011234567890189');
    expect(normaliseIban('DE89370400440532013000')).toBe('DE89370400440532013000');
  });

  it('rejects a wrong checksum or a malformed IBAN', () => {
    expect(normaliseIban('FR7630006000011234567890188')).toBeUndefined();
    expect(normaliseIban('XX00123')).toBeUndefined();
  });

  it('accepts 8 and 11 character BICs in upper case', () => {
    expect(normaliseSwift('BNPAFRPP')).toBe('BNPAFRPP');
    expect(normaliseSwift('bnpa fr pp xxx')).toBe('BNPAFRPPXXX');
    expect(normaliseSwift('BNPAFRP')).toBeUndefined();
    expect(normaliseSwift('BNP4FRPP')).toBeUndefined();
  });
});

describe('color code', () => {
  it('is #RGB or #RRGGBB, at most 7 characters', () => {
    expect(isValidColorCode('#FFF')).toBe(true);
    expect(isValidColorCode('#1a2B3c')).toBe(true);
    expect(isValidColorCode('#1a2B3c4')).toBe(false);
    expect(isValidColorCode('1a2B3c')).toBe(false);
    expect(isValidColorCode('#GGGGGG')).toBe(false);
    expect(isValidColorCode('#12345')).toBe(false);
  });
});

describe('professional fields', () => {
  it('are allowed for companies only', () => {
    expect(
      professionalFieldErrors(
        contact({
          type_contact: 'Company',
          professional_status: 'Active',
          professional_card_number: 'CPI 7501 2018 000 012345',
        }),
      ),
    ).toEqual([]);
    const errors = professionalFieldErrors(contact({ professional_status: 'Active', professional_activity: 'Agent' }));
    expect(errors.map((e) => e.path).sort()).toEqual(['professional_activity', 'professional_status']);
    expect(errors.every((e) => e.code === 'company_only')).toBe(true);
  });

  it('need the card to expire after it was issued', () => {
    const errors = professionalFieldErrors(
      contact({
        type_contact: 'Company',
        professional_card_issuing_date: '2024-01-01',
        professional_card_expiry_date: '2024-01-01',
      }),
    );
    expect(errors.map((e) => e.code)).toEqual(['not_after_issuing_date']);
  });
});

describe('names', () => {
  it('needs last_name for individuals and company_name for companies', () => {
    expect(contactNameErrors({ type_contact: 'Individual', last_name: 'Martin', company_name: null })).toEqual([]);
    expect(
      contactNameErrors({ type_contact: 'Individual', last_name: ' ', company_name: 'X' }).map((e) => e.path),
    ).toEqual(['last_name']);
    expect(contactNameErrors({ type_contact: 'Company', last_name: null, company_name: 'ACME' })).toEqual([]);
    expect(
      contactNameErrors({ type_contact: 'Company', last_name: 'Martin', company_name: null }).map((e) => e.path),
    ).toEqual(['company_name']);
  });
});

describe('normaliseContact', () => {
  it('normalises a valid contact in place', () => {
    const c = contact({
      email: ' Jean.Martin@Example.FR ',
      iban: 'fr76 3000 6000 0112 3456 7890 189',
      swift: 'bnpafrpp',
      landline_phone: '01 23 45 67 89',
      color_code: '#00ff00',
    });
    expect(normaliseContact(c)).toEqual([]);
    expect(c).toMatchObject({
      email: 'jean.martin@example.fr',
      iban: 'FR7630006000011234567890189',
      swift: 'BNPAFRPP',
      mobile_phone: '+33612345678',
      landline_phone: '+33123456789',
    });
  });

  it('reports every broken rule', () => {
    const c = contact({
      mobile_phone: '123',
      address: '  ',
      iban: 'FR00',
      swift: 'nope',
      color_code: '#1234567',
      landline_phone: 'x',
    });
    expect(normaliseContact(c).map((e) => e.path)).toEqual([
      'mobile_phone',
      'landline_phone',
      'address',
      'iban',
      'swift',
      'color_code',
    ]);
  });

  it('requires a mobile number', () => {
    expect(normaliseContact(contact({ mobile_phone: '' })).map((e) => e.code)).toEqual(['required']);
  });

  it('lower-cases e-mails', () => {
    expect(normaliseEmail(' A@B.Fr')).toBe('a@b.fr');
  });
});

describe('enum spellings', () => {
  it('matches categories whatever the case and separators', () => {
    expect(canonicalEnumValue('PROPERTY_MANAGER', CONTACT_CATEGORIES)).toBe('Property Manager');
    expect(canonicalEnumValue('legal-advisor', CONTACT_CATEGORIES)).toBe('Legal Advisor');
    expect(canonicalEnumValue('Tenant', CONTACT_CATEGORIES)).toBe('Tenant');
    expect(canonicalEnumValue('Plumber', CONTACT_CATEGORIES)).toBeUndefined();
  });
});
