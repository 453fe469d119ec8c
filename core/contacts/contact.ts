import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
// The core build with the JS copy of the compact metadata: same data as the default entry point,
// without a JSON module import.
import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/metadata.min';
import type { FieldError } from '../shared/errors.js';
import { compareDates } from '../shared/dates.js';
import {
  type ContactCategory,
  type ContactType,
  PROFESSIONAL_FIELDS,
  type ProfessionalStatus,
} from '../../contract/vocabulary/contacts.js';

export class Contact {
  id!: string;
  tenant_id!: string;
  type_contact: ContactType = 'Individual';
  category: ContactCategory | null = null;
  first_name: string | null = null;
  last_name: string | null = null;
  company_name: string | null = null;
  email: string | null = null;
  mobile_phone!: string;
  landline_phone: string | null = null;
  address!: string;
  postal_code: string | null = null;
  city: string | null = null;
  country: string | null = null;
  iban: string | null = null;
  swift: string | null = null;
  color_code: string | null = null;
  notes: string | null = null;
  professional_activity: string | null = null;
  professional_card_number: string | null = null;
  professional_card_issuing_location: string | null = null;
  professional_card_issuing_date: string | null = null;
  professional_card_expiry_date: string | null = null;
  professional_registration_number: string | null = null;
  professional_guarantor_id: string | null = null;
  professional_insurance_company: string | null = null;
  professional_insurance_policy: string | null = null;
  professional_status: ProfessionalStatus | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export const CONTACT_WRITABLE_FIELDS = [
  'type_contact',
  'category',
  'first_name',
  'last_name',
  'company_name',
  'email',
  'mobile_phone',
  'landline_phone',
  'address',
  'postal_code',
  'city',
  'country',
  'iban',
  'swift',
  'color_code',
  'notes',
  ...PROFESSIONAL_FIELDS,
] as const satisfies readonly (keyof Contact)[];

/** Fields a contact cannot lack: a PUT may change them but never null them. */
export const CONTACT_REQUIRED_FIELDS = [
  'type_contact',
  'mobile_phone',
  'address',
] as const satisfies readonly (keyof Contact)[];

export type ContactFields = Pick<Contact, (typeof CONTACT_WRITABLE_FIELDS)[number]>;

export const DEFAULT_PHONE_COUNTRY = 'FR';
export const COLOR_CODE_MAX = 7;

/**
 * Spec, Contact: phone numbers are stored in E.164 (ITU-T E.164, `+33612345678`). A national number
 * is read in the contact's country when it is an ISO 3166-1 alpha-2 code, else in France.
 * Undefined when the text is not a valid number.
 */
export function normalisePhone(text: string, country?: string | null): string | undefined {
  const code = country?.trim().toUpperCase();
  const region = (
    code && isSupportedCountry(code as CountryCode, metadata) ? code : DEFAULT_PHONE_COUNTRY
  ) as CountryCode;
  const parsed = parsePhoneNumberFromString(text, { defaultCountry: region }, metadata);
  return parsed?.isValid() ? parsed.number : undefined;
}

/** ISO 13616 IBAN in electronic form (no spaces, upper case); undefined when the checksum or BBAN fails. */
export function normaliseIban(text: string): string | undefined {
  const electronic = electronicFormatIBAN(text);
  return electronic && isValidIBAN(electronic) ? electronic : undefined;
}

/** ISO 9362 BIC/SWIFT code (8 or 11 characters), upper case; undefined when malformed. */
export function normaliseSwift(text: string): string | undefined {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  return isValidBIC(compact) ? compact : undefined;
}

/** Spec, Contact: a valid hex colour of at most 7 characters, i.e. CSS `#RGB` or `#RRGGBB`. */
export function isValidColorCode(value: string): boolean {
  return value.length <= COLOR_CODE_MAX && /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(value);
}

/** E-mail addresses compare case-insensitively (unique per tenant), so they are stored trimmed and lower case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Spec, Contact: professional fields are relevant only to business (Company) contacts. */
export function professionalFieldErrors(
  contact: Pick<Contact, 'type_contact' | (typeof PROFESSIONAL_FIELDS)[number]>,
): FieldError[] {
  const errors: FieldError[] = [];
  if (contact.type_contact !== 'Company') {
    for (const field of PROFESSIONAL_FIELDS) {
      if (contact[field] != null) {
        errors.push({ path: field, message: `${field} is only allowed for Company contacts`, code: 'company_only' });
      }
    }
  }
  const issued = contact.professional_card_issuing_date;
  const expires = contact.professional_card_expiry_date;
  if (issued && expires && compareDates(expires, issued) <= 0) {
    errors.push({
      path: 'professional_card_expiry_date',
      message: `professional_card_expiry_date ${expires} must be after professional_card_issuing_date ${issued}`,
      code: 'not_after_issuing_date',
    });
  }
  return errors;
}

/** An individual is named by last_name, a company by company_name. */
export function contactNameErrors(contact: Pick<Contact, 'type_contact' | 'last_name' | 'company_name'>): FieldError[] {
  if (contact.type_contact === 'Company' && !contact.company_name?.trim()) {
    return [{ path: 'company_name', message: 'company_name is required for a Company contact', code: 'required' }];
  }
  if (contact.type_contact === 'Individual' && !contact.last_name?.trim()) {
    return [{ path: 'last_name', message: 'last_name is required for an Individual contact', code: 'required' }];
  }
  return [];
}

/**
 * Checks a contact and puts its phone numbers, IBAN, SWIFT and e-mail in canonical form.
 * Returns the field errors (spec, Errors: 400 for contacts); the record is changed only where valid.
 */
export function normaliseContact(contact: ContactFields): FieldError[] {
  const errors: FieldError[] = [...contactNameErrors(contact), ...professionalFieldErrors(contact)];

  // Spec, Contact: a mobile number is required.
  if (!contact.mobile_phone?.trim()) {
    errors.push({ path: 'mobile_phone', message: 'mobile_phone is required', code: 'required' });
  } else {
    const mobile = normalisePhone(contact.mobile_phone, contact.country);
    if (mobile) contact.mobile_phone = mobile;
    else
      errors.push({
        path: 'mobile_phone',
        message: `${contact.mobile_phone} is not a valid phone number`,
        code: 'invalid_phone',
      });
  }
  if (contact.landline_phone != null) {
    const landline = normalisePhone(contact.landline_phone, contact.country);
    if (landline) contact.landline_phone = landline;
    else
      errors.push({
        path: 'landline_phone',
        message: `${contact.landline_phone} is not a valid phone number`,
        code: 'invalid_phone',
      });
  }
  // Spec, Contact: an address is required.
  if (!contact.address?.trim()) errors.push({ path: 'address', message: 'address is required', code: 'required' });
  if (contact.email != null) contact.email = normaliseEmail(contact.email);
  if (contact.iban != null) {
    const iban = normaliseIban(contact.iban);
    if (iban) contact.iban = iban;
    else
      errors.push({ path: 'iban', message: `${contact.iban} is not a valid IBAN (ISO 13616)`, code: 'invalid_iban' });
  }
  if (contact.swift != null) {
    const swift = normaliseSwift(contact.swift);
    if (swift) contact.swift = swift;
    else
      errors.push({
        path: 'swift',
        message: `${contact.swift} is not a valid SWIFT/BIC code (ISO 9362)`,
        code: 'invalid_swift',
      });
  }
  if (contact.color_code != null && !isValidColorCode(contact.color_code)) {
    errors.push({
      path: 'color_code',
      message: `${contact.color_code} is not a hex colour (#RGB or #RRGGBB, at most ${COLOR_CODE_MAX} characters)`,
      code: 'invalid_color',
    });
  }
  return errors;
}
