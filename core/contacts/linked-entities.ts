// The places, estates and leases a contact is linked to (spec, Contacts: GET /contacts/{id}/entities,
// GET /contacts/{id}/role/{role}); the links themselves are in contact-links.ts.
import { type ContactRole, LINKED_ENTITY_TYPES, type LinkedEntityType } from '../../contract/vocabulary/contacts.js';
import { Lease } from '../leasing/lease.js';
import type { Store } from '../ports/store.js';
import { Estate } from '../property/estate.js';
import { Place } from '../property/place.js';
import { NotFoundError } from '../shared/errors.js';
import { Contact } from './contact.js';
import { ContactLink } from './contact-link.js';
import { type ContactListInput, listContacts } from './list-contacts.js';

export interface ContactEntity {
  link_id: string;
  entity_type: LinkedEntityType;
  entity_id: string;
  role: ContactRole;
  name: string | null;
  linked_at: Date;
}

/** The name of a place, estate or lease of the tenant; undefined when it does not exist. */
export async function entityName(store: Store, type: LinkedEntityType, id: string): Promise<string | null | undefined> {
  switch (type) {
    case 'place':
      return (await store.repo(Place).find(id))?.name;
    case 'estate':
      return (await store.repo(Estate).find(id))?.name;
    case 'lease': {
      const lease = await store.repo(Lease).find(id);
      return lease ? (lease.reference_number ?? `${lease.start_date} - ${lease.end_date}`) : undefined;
    }
  }
}

/** GET /contacts/{id}/role/{role}: {id} is a place, estate or lease; its contacts linked with that role. */
export async function contactsWithRole(store: Store, entityId: string, role: ContactRole, input: ContactListInput) {
  let exists = false;
  for (const type of LINKED_ENTITY_TYPES) if ((await entityName(store, type, entityId)) !== undefined) exists = true;
  if (!exists) throw new NotFoundError('place, estate or lease', entityId);
  const linked = await store.repo(ContactLink).findAll({ entity_id: entityId, role });
  return listContacts(store, input, { id: { $in: linked.map((l) => l.contact_id) } });
}

/**
 * GET /contacts/{id}/entities: the places, estates and leases the contact is linked to, grouped
 * by type. A link whose record was deleted since is left out.
 */
export async function linkedEntities(store: Store, contactId: string) {
  await store.repo(Contact).get(contactId);
  const all = await store.repo(ContactLink).findAll({ contact_id: contactId }, [
    { field: 'created_at', direction: 'asc' },
    { field: 'id', direction: 'asc' },
  ]);
  const grouped: Record<'places' | 'estates' | 'leases', ContactEntity[]> = { places: [], estates: [], leases: [] };
  for (const link of all) {
    const name = await entityName(store, link.entity_type, link.entity_id);
    if (name === undefined) continue;
    grouped[`${link.entity_type}s`].push({
      link_id: link.id,
      entity_type: link.entity_type,
      entity_id: link.entity_id,
      role: link.role,
      name,
      linked_at: link.created_at,
    });
  }
  return { contact_id: contactId, ...grouped };
}
