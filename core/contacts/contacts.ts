// Contact use cases, assembled (spec, Contacts): reads and delete here, each write in its own file
// (write-contact, bulk-contacts, contact-links), lists in list-contacts, linked records in linked-entities.
import type { ContactCategory, ContactRole, ContactType } from '../../contract/vocabulary/contacts.js';
import type { Store } from '../ports/store.js';
import { type FilterNode, compileFilter } from '../shared/filter.js';
import type { Patch } from '../shared/patch.js';
import { bulkCreateContacts, bulkDeleteContacts } from './bulk-contacts.js';
import { Contact, type ContactFields } from './contact.js';
import { CONTACT_ROLE_CATALOGUE } from './contact-link.js';
import { type LinkInput, contactLinks, linkContact, unlinkContact } from './contact-links.js';
import { contactsWithRole, linkedEntities } from './linked-entities.js';
import { CONTACT_FILTER_FIELDS, type ContactListInput, listContacts } from './list-contacts.js';
import { createContact, updateContact } from './write-contact.js';

export function contactUseCases(store: Store) {
  const contacts = store.repo(Contact);
  return {
    list: (input: ContactListInput) => listContacts(store, input),
    /** POST /contacts/filter: a whitelisted and/or tree of field conditions (docs/decisions.md). */
    filter: (filter: FilterNode | undefined, input: ContactListInput) =>
      listContacts(store, input, filter ? compileFilter(filter, CONTACT_FILTER_FIELDS) : {}),
    get: (id: string) => contacts.get(id),
    create: (fields: Partial<ContactFields>) => createContact(store, fields),
    update: (id: string, patch: Patch<ContactFields>) => updateContact(store, id, patch),
    async remove(id: string) {
      contacts.remove(await contacts.get(id));
      await store.flush();
    },
    bulkCreate: (items: Partial<ContactFields>[]) => bulkCreateContacts(store, items),
    bulkDelete: (ids: string[]) => bulkDeleteContacts(store, ids),
    byCategory: (category: ContactCategory, input: ContactListInput) => listContacts(store, { ...input, category }),
    byType: (type: ContactType, input: ContactListInput) => listContacts(store, { ...input, type_contact: type }),
    roles: () => CONTACT_ROLE_CATALOGUE,
    withRole: (entityId: string, role: ContactRole, input: ContactListInput) =>
      contactsWithRole(store, entityId, role, input),
    link: (contactId: string, input: LinkInput) => linkContact(store, contactId, input),
    links: (contactId: string) => contactLinks(store, contactId),
    unlink: (contactId: string, linkId: string) => unlinkContact(store, contactId, linkId),
    entities: (contactId: string) => linkedEntities(store, contactId),
  };
}
