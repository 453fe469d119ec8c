// POST /contacts/bulk and DELETE /contacts/bulk: all or nothing, in one transaction.
import type { Store } from '../ports/store.js';
import { ConflictError, type FieldError, NotFoundError, ValidationError } from '../shared/errors.js';
import { Contact, type ContactFields, normaliseContact } from './contact.js';
import { guarantorErrors } from './contact-checks.js';

/** Bulk operations take at most this many items (like per_page). */
export const BULK_MAX = 100;

/**
 * The errors of each draft, reported per index (paths `<index>.<field>`): its fields and guarantor
 * (invalid), and an e-mail given twice in the batch or already used by a contact (duplicates).
 */
async function draftErrors(tx: Store, drafts: Contact[]): Promise<{ invalid: FieldError[]; duplicates: FieldError[] }> {
  const invalid: FieldError[] = [];
  const duplicates: FieldError[] = [];
  const firstIndexOfEmail = new Map<string, number>();
  for (const [index, draft] of drafts.entries()) {
    const errors = [...normaliseContact(draft), ...(await guarantorErrors(tx, draft))];
    invalid.push(...errors.map((e) => ({ ...e, path: `${index}.${e.path}` })));
    if (!draft.email) continue;
    const earlier = firstIndexOfEmail.get(draft.email);
    if (earlier !== undefined) {
      duplicates.push({
        path: `${index}.email`,
        message: `${draft.email} is also given at index ${earlier}`,
        code: 'duplicate',
      });
    } else {
      firstIndexOfEmail.set(draft.email, index);
      const clash = await tx.repo(Contact).findOne({ email: draft.email });
      if (clash)
        duplicates.push({
          path: `${index}.email`,
          message: `${draft.email} is already used by contact ${clash.id}`,
          code: 'duplicate',
        });
    }
  }
  return { invalid, duplicates };
}

/**
 * All or nothing: every item is checked first and the errors are reported per index
 * (paths `<index>.<field>`); only when none fails are all inserted, in one transaction.
 */
export async function bulkCreateContacts(store: Store, items: Partial<ContactFields>[]): Promise<Contact[]> {
  if (items.length === 0 || items.length > BULK_MAX) {
    throw new ValidationError(`Send 1 to ${BULK_MAX} contacts`, [
      { path: '', message: `expected 1 to ${BULK_MAX} items, got ${items.length}`, code: 'size' },
    ]);
  }
  return store.transaction(async (tx) => {
    const drafts = items.map((fields) => Object.assign(new Contact(), fields));
    const { invalid, duplicates } = await draftErrors(tx, drafts);
    if (invalid.length > 0)
      throw new ValidationError('Bulk create refused: no contact was created', [...invalid, ...duplicates]);
    if (duplicates.length > 0)
      throw new ConflictError('Bulk create refused: duplicate e-mail addresses; no contact was created', duplicates);
    const repo = tx.repo(Contact);
    for (const draft of drafts) repo.persist(draft);
    await tx.flush();
    return drafts;
  });
}

/** All or nothing: every id must be a contact of the tenant, else 404 and nothing is deleted. */
export async function bulkDeleteContacts(store: Store, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0 || unique.length > BULK_MAX) {
    throw new ValidationError(`Send 1 to ${BULK_MAX} ids`, [
      { path: 'ids', message: `expected 1 to ${BULK_MAX} ids, got ${unique.length}`, code: 'size' },
    ]);
  }
  await store.transaction(async (tx) => {
    const found = await tx.repo(Contact).findAll({ id: { $in: unique } });
    const missing = unique.filter((id) => !found.some((c) => c.id === id));
    if (missing.length > 0) {
      const error = new NotFoundError('contact', missing.join(', '));
      error.errors.push(
        ...missing.map((id) => ({
          path: `ids.${ids.indexOf(id)}`,
          message: `contact ${id} does not exist`,
          code: 'not_found',
        })),
      );
      throw error;
    }
    for (const contact of found) tx.repo(Contact).remove(contact);
    await tx.flush();
  });
}
