// Links between a contact and a place, estate or lease, with a role (spec, Contacts: roles;
// docs/decisions.md): create, list, remove.
import type { LinkedEntityType, ContactRole } from '../../contract/vocabulary/contacts.js';
import type { Store } from '../ports/store.js';
import { ConflictError, NotFoundError } from '../shared/errors.js';
import { Contact } from './contact.js';
import { ContactLink } from './contact-link.js';
import { entityName } from './linked-entities.js';

export interface LinkInput {
  entity_type: LinkedEntityType;
  entity_id: string;
  role: ContactRole;
}

export async function linkContact(store: Store, contactId: string, input: LinkInput): Promise<ContactLink> {
  const links = store.repo(ContactLink);
  await store.repo(Contact).get(contactId);
  if ((await entityName(store, input.entity_type, input.entity_id)) === undefined) {
    const error = new NotFoundError(input.entity_type, input.entity_id);
    error.errors.push({
      path: 'entity_id',
      message: `${input.entity_type} ${input.entity_id} does not exist`,
      code: 'not_found',
    });
    throw error;
  }
  const existing = await links.findOne({
    contact_id: contactId,
    entity_type: input.entity_type,
    entity_id: input.entity_id,
    role: input.role,
  });
  if (existing) {
    throw new ConflictError(
      `Contact ${contactId} is already linked to ${input.entity_type} ${input.entity_id} as ${input.role}`,
      [],
      { conflicting_id: existing.id },
    );
  }
  const link = Object.assign(new ContactLink(), { contact_id: contactId, ...input });
  links.persist(link);
  await store.flush();
  return link;
}

export async function contactLinks(store: Store, contactId: string): Promise<ContactLink[]> {
  await store.repo(Contact).get(contactId);
  return store.repo(ContactLink).findAll({ contact_id: contactId }, [
    { field: 'created_at', direction: 'asc' },
    { field: 'id', direction: 'asc' },
  ]);
}

export async function unlinkContact(store: Store, contactId: string, linkId: string): Promise<void> {
  const links = store.repo(ContactLink);
  const link = await links.findOne({ id: linkId, contact_id: contactId });
  if (!link) throw new NotFoundError('contact link', linkId);
  links.remove(link);
  await store.flush();
}
