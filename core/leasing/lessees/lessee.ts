import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import type { FieldError } from '../../shared/errors.js';
import type { LesseeCategory } from '../../../contract/vocabulary/leasing.js';

/** A tenant or guarantor (spec, Lessee). */
export class Lessee {
  id!: string;
  tenant_id!: string;
  category: LesseeCategory = 'individual';
  title: string | null = null;
  first_name: string | null = null;
  last_name!: string;
  birth_date: string | null = null;
  birth_place: string | null = null;
  email: string | null = null;
  mobile_phone: string | null = null;
  address_street: string | null = null;
  address_postal_code: string | null = null;
  address_city: string | null = null;
  address_country: string | null = null;
  profession: string | null = null;
  employer_name: string | null = null;
  employer_phone: string | null = null;
  monthly_income: number | null = null;
  bank_name: string | null = null;
  iban: string | null = null;
  bic: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export const LESSEE_WRITABLE_FIELDS = [
  'category',
  'title',
  'first_name',
  'last_name',
  'birth_date',
  'birth_place',
  'email',
  'mobile_phone',
  'address_street',
  'address_postal_code',
  'address_city',
  'address_country',
  'profession',
  'employer_name',
  'employer_phone',
  'monthly_income',
  'bank_name',
  'iban',
  'bic',
] as const satisfies readonly (keyof Lessee)[];

/** IBAN in electronic format (no spaces, upper case), the form it is checked and stored in. */
export function normaliseIban(iban: string): string {
  return electronicFormatIBAN(iban) ?? iban;
}

export function normaliseBic(bic: string): string {
  return bic.replace(/\s+/g, '').toUpperCase();
}

/** IBAN by ISO 13616 (country format and mod-97 check digits), BIC by ISO 9362 (8 or 11 characters). */
export function bankDetailErrors(details: Pick<Lessee, 'iban' | 'bic'>): FieldError[] {
  const errors: FieldError[] = [];
  if (details.iban !== null && !isValidIBAN(normaliseIban(details.iban))) {
    errors.push({
      path: 'iban',
      message: 'iban is not a valid IBAN (ISO 13616: country format and check digits)',
      code: 'invalid_iban',
    });
  }
  if (details.bic !== null && !isValidBIC(normaliseBic(details.bic))) {
    errors.push({ path: 'bic', message: 'bic is not a valid BIC (ISO 9362: 8 or 11 characters)', code: 'invalid_bic' });
  }
  return errors;
}

/** A person is named: an individual or a guarantor needs a last name. */
export function lesseeIdentityErrors(lessee: Pick<Lessee, 'last_name'>): FieldError[] {
  return lessee.last_name ? [] : [{ path: 'last_name', message: 'last_name is required', code: 'required' }];
}
