// Links between a contact and the records it works on (spec, Contacts: "roles", "contacts with the
// role", "properties and leases associated with the contact"). A link says: this contact plays this
// role for this place, estate or lease. Design in docs/decisions.md.

import { CONTACT_ROLES, type ContactRole, type LinkedEntityType } from '../../contract/vocabulary/contacts.js';

/** What each role means, for GET /contacts/roles. */
const CONTACT_ROLE_DESCRIPTIONS: Record<ContactRole, string> = {
  Tenant: 'Occupies the property under a lease',
  Owner: 'Owns the property',
  'Property Manager': 'Manages the property for the owner (gestionnaire, agent)',
  Contractor: 'Carries out works on the property',
  'Legal Advisor': 'Lawyer or legal counsel for the property or lease',
  'Insurance Agent': 'Insurer or insurance broker of the property or lease',
  Maintenance: 'Routine maintenance and repairs',
  Syndic: 'Co-ownership manager of the building (syndic de copropriété)',
  Notary: 'Notary for sales, leases or successions (notaire)',
  Guarantor: 'Stands surety for a lease (garant, caution)',
  'Emergency Contact': 'Person to call in an emergency',
};

/** The roles (contract/vocabulary/contacts.ts), each with what it means. */
export const CONTACT_ROLE_CATALOGUE = CONTACT_ROLES.map((role) => ({
  role,
  description: CONTACT_ROLE_DESCRIPTIONS[role],
}));

export class ContactLink {
  id!: string;
  tenant_id!: string;
  contact_id!: string;
  entity_type!: LinkedEntityType;
  entity_id!: string;
  role!: ContactRole;
  created_at!: Date;
  updated_at!: Date;
}
