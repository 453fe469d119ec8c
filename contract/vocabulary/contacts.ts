// The contacts vocabulary (spec, Contact and Contacts): types, categories, professional statuses,
// the roles a contact plays on a place, estate or lease, and the list's sort fields. The contract
// also accepts the case variants of each value (contract/common.ts, spellingAliases). Plain data
// for the contract and core.

export const CONTACT_TYPES = ['Individual', 'Company'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/** Spec, Contact: the contact categories. */
export const CONTACT_CATEGORIES = [
  'Tenant',
  'Owner',
  'Property Manager',
  'Contractor',
  'Legal Advisor',
  'Insurance Agent',
  'Maintenance',
] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

/** Spec, Contact: the fields of a business, allowed on a Company contact only. */
export const PROFESSIONAL_FIELDS = [
  'professional_activity',
  'professional_card_number',
  'professional_card_issuing_location',
  'professional_card_issuing_date',
  'professional_card_expiry_date',
  'professional_registration_number',
  'professional_guarantor_id',
  'professional_insurance_company',
  'professional_insurance_policy',
  'professional_status',
] as const;

/** Spec, Contact: professional_status. */
export const PROFESSIONAL_STATUSES = ['Active', 'Inactive', 'Suspended', 'Retired'] as const;
export type ProfessionalStatus = (typeof PROFESSIONAL_STATUSES)[number];

/** The records a contact can be linked to. */
export const LINKED_ENTITY_TYPES = ['place', 'estate', 'lease'] as const;
export type LinkedEntityType = (typeof LINKED_ENTITY_TYPES)[number];

/**
 * The roles a contact can play on a linked record: the spec's contact categories, plus the
 * parties a French rental file usually names (syndic de copropriété, notaire, garant, urgence).
 */
export const CONTACT_ROLES = [...CONTACT_CATEGORIES, 'Syndic', 'Notary', 'Guarantor', 'Emergency Contact'] as const;
export type ContactRole = (typeof CONTACT_ROLES)[number];

/** Spec, Contacts list: the fields sort_by (and sort) accept. */
export const CONTACT_SORT_FIELDS = [
  'created_at',
  'updated_at',
  'last_name',
  'first_name',
  'company_name',
  'email',
  'city',
  'country',
  'category',
  'type_contact',
] as const;
export type ContactSortField = (typeof CONTACT_SORT_FIELDS)[number];
