import { type FieldError, assertNoFieldErrors } from '../shared/errors.js';
import type { OwnerCategory } from '../../contract/vocabulary/property.js';

export class Owner {
  id!: string;
  tenant_id!: string;
  owner_category: OwnerCategory = 'individual';
  title: string | null = null;
  last_name: string | null = null;
  first_name: string | null = null;
  legal_name: string | null = null;
  registration_number: string | null = null;
  rcs_city: string | null = null;
  country: string | null = null;
  address_complement: string | null = null;
  street_number: string | null = null;
  street_name: string | null = null;
  locality: string | null = null;
  postal_code: string | null = null;
  city: string | null = null;
  postal_box: string | null = null;
  mobile_phone: string | null = null;
  landline_phone: string | null = null;
  email: string | null = null;
  auth_user_id: string | null = null;
  /** Where payouts go (checked on input: ibantools); with its BIC when given. */
  iban: string | null = null;
  bic: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

/** Spec, Owner: a company or an SC/SCI needs its legal name and registration number (SIREN/SIRET). */
export function ownerIdentityErrors(
  owner: Pick<Owner, 'owner_category' | 'legal_name' | 'registration_number'>,
): FieldError[] {
  if (owner.owner_category === 'individual') return [];
  const errors: FieldError[] = [];
  if (!owner.legal_name)
    errors.push({
      path: 'legal_name',
      message: `legal_name is required for a ${owner.owner_category} owner`,
      code: 'required',
    });
  if (!owner.registration_number) {
    errors.push({
      path: 'registration_number',
      message: `registration_number is required for a ${owner.owner_category} owner`,
      code: 'required',
    });
  }
  return errors;
}

export function assertOwnerIdentity(owner: Owner): void {
  assertNoFieldErrors(ownerIdentityErrors(owner));
}
