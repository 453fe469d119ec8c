// Links between a contact and the records it works on (spec, Contacts: "roles", "contacts with the
// role", "properties and leases associated with the contact"). A link says: this contact plays this
// role for this place, estate or lease. Design in docs/decisions.md.

export const LINKED_ENTITY_TYPES = ['place', 'estate', 'lease'] as const;
export type LinkedEntityType = (typeof LINKED_ENTITY_TYPES)[number];

/**
 * The roles a contact can play on a linked record: the spec's contact categories, plus the
 * parties a French rental file usually names (syndic de copropriété, notaire, garant, urgence).
 */
export const CONTACT_ROLES = [
  { role: 'Tenant', description: 'Occupies the property under a lease' },
  { role: 'Owner', description: 'Owns the property' },
  { role: 'Property Manager', description: 'Manages the property for the owner (gestionnaire, agent)' },
  { role: 'Contractor', description: 'Carries out works on the property' },
  { role: 'Legal Advisor', description: 'Lawyer or legal counsel for the property or lease' },
  { role: 'Insurance Agent', description: 'Insurer or insurance broker of the property or lease' },
  { role: 'Maintenance', description: 'Routine maintenance and repairs' },
  { role: 'Syndic', description: 'Co-ownership manager of the building (syndic de copropriété)' },
  { role: 'Notary', description: 'Notary for sales, leases or successions (notaire)' },
  { role: 'Guarantor', description: 'Stands surety for a lease (garant, caution)' },
  { role: 'Emergency Contact', description: 'Person to call in an emergency' },
] as const;
export type ContactRole = (typeof CONTACT_ROLES)[number]['role'];
export const CONTACT_ROLE_NAMES: readonly ContactRole[] = CONTACT_ROLES.map((r) => r.role);

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
