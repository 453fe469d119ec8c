// POST /contacts and PUT /contacts/{id}: one contact, checked, its e-mail unique.
import type { Store } from '../ports/store.js';
import { patchRecord } from '../shared/crud.js';
import { assertNoFieldErrors } from '../shared/errors.js';
import type { Patch } from '../shared/patch.js';
import { CONTACT_REQUIRED_FIELDS, CONTACT_WRITABLE_FIELDS, Contact, type ContactFields } from './contact.js';
import { assertEmailFree, checked } from './contact-checks.js';

export async function createContact(store: Store, fields: Partial<ContactFields>): Promise<Contact> {
  const contact = await checked(store, Object.assign(new Contact(), fields));
  await assertEmailFree(store, contact.email);
  store.repo(Contact).persist(contact);
  await store.flush();
  return contact;
}

export async function updateContact(store: Store, id: string, patch: Patch<ContactFields>): Promise<Contact> {
  assertNoFieldErrors(
    CONTACT_REQUIRED_FIELDS.filter((field) => patch[field] === null).map((field) => ({
      path: field,
      message: `${field} is required and cannot be removed`,
      code: 'required',
    })),
  );
  const contact = await store.repo(Contact).get(id);
  // Check a copy, so that a refused update leaves the loaded record untouched.
  const next = patchRecord<Contact>(Object.assign(new Contact(), contact), patch, CONTACT_WRITABLE_FIELDS);
  await checked(store, next, id);
  if (next.email !== contact.email) await assertEmailFree(store, next.email, id);
  for (const field of CONTACT_WRITABLE_FIELDS) (contact as unknown as Record<string, unknown>)[field] = next[field];
  await store.flush();
  return contact;
}
