// Checks every write of a contact runs (spec, Contact rules): its fields (400), its guarantor
// (400) and its e-mail address, unique across the tenant's contacts (409).
import type { Store } from '../ports/store.js';
import { ConflictError, type FieldError, assertNoFieldErrors } from '../shared/errors.js';
import { Contact, type ContactFields, normaliseContact } from './contact.js';

/** Spec, Contact: e-mail addresses are unique across the tenant's contacts (409). */
export async function assertEmailFree(s: Store, email: string | null, exceptId?: string): Promise<void> {
  if (!email) return;
  const clash = await s.repo(Contact).findOne({ email, ...(exceptId ? { id: { $ne: exceptId } } : {}) });
  if (clash) {
    throw new ConflictError(
      `A contact with e-mail ${email} already exists`,
      [{ path: 'email', message: `${email} is already used by contact ${clash.id}`, code: 'duplicate' }],
      { conflicting_id: clash.id },
    );
  }
}

/** professional_guarantor_id names another contact of the tenant. */
export async function guarantorErrors(s: Store, contact: ContactFields, selfId?: string): Promise<FieldError[]> {
  const id = contact.professional_guarantor_id;
  if (!id) return [];
  if (id === selfId)
    return [
      { path: 'professional_guarantor_id', message: 'a contact cannot be its own guarantor', code: 'self_reference' },
    ];
  return (await s.repo(Contact).find(id))
    ? []
    : [{ path: 'professional_guarantor_id', message: `contact ${id} does not exist`, code: 'not_found' }];
}

/** The contact normalised and its fields and guarantor checked (400 otherwise). */
export async function checked(s: Store, contact: Contact, selfId?: string): Promise<Contact> {
  const errors = [...normaliseContact(contact), ...(await guarantorErrors(s, contact, selfId))];
  assertNoFieldErrors(errors);
  return contact;
}
