import { type ListInput, pageRequest, patchRecord } from '../shared/crud.js';
import {
  ConflictError,
  type FieldError,
  NotFoundError,
  ValidationError,
  assertNoFieldErrors,
} from '../shared/errors.js';
import { type FieldKind, type FilterNode, compileFilter, equalsIgnoreCase } from '../shared/filter.js';
import type { Patch } from '../shared/patch.js';
import { type Criteria, type Store } from '../ports/store.js';
import { definedCriteria, searchCriteria } from '../shared/criteria.js';
import { Lease } from '../leasing/lease.js';
import { Estate } from '../property/estate.js';
import { Place } from '../property/place.js';
import {
  CONTACT_CATEGORIES,
  CONTACT_TYPES,
  type ContactCategory,
  type ContactRole,
  type ContactSortField,
  type ContactType,
  LINKED_ENTITY_TYPES,
  type LinkedEntityType,
  PROFESSIONAL_STATUSES,
} from '../../contract/vocabulary/contacts.js';
import {
  CONTACT_REQUIRED_FIELDS,
  CONTACT_WRITABLE_FIELDS,
  Contact,
  type ContactFields,
  normaliseContact,
} from './contact.js';
import { CONTACT_ROLE_CATALOGUE, ContactLink } from './contact-link.js';

/** Spec, Contacts list: sort_by / sort_order (and the generic `sort`, which wins when given). */
export interface ContactListInput extends ListInput {
  sort_by?: ContactSortField;
  sort_order?: 'asc' | 'desc';
  type_contact?: ContactType;
  category?: ContactCategory;
  search_term?: string;
  city?: string;
  country?: string;
  created_after?: Date;
  created_before?: Date;
}

/** Bulk operations take at most this many items (like per_page). */
export const BULK_MAX = 100;

/** Fields POST /contacts/filter may use, with their kinds (docs/decisions.md). */
export const CONTACT_FILTER_FIELDS: Record<string, FieldKind> = {
  type_contact: { kind: 'enum', values: CONTACT_TYPES },
  category: { kind: 'enum', values: CONTACT_CATEGORIES },
  professional_status: { kind: 'enum', values: PROFESSIONAL_STATUSES },
  first_name: { kind: 'text' },
  last_name: { kind: 'text' },
  company_name: { kind: 'text' },
  email: { kind: 'text' },
  mobile_phone: { kind: 'text' },
  landline_phone: { kind: 'text' },
  address: { kind: 'text' },
  postal_code: { kind: 'text' },
  city: { kind: 'text' },
  country: { kind: 'text' },
  color_code: { kind: 'text' },
  professional_activity: { kind: 'text' },
  professional_insurance_company: { kind: 'text' },
  professional_card_expiry_date: { kind: 'date' },
  created_at: { kind: 'timestamp' },
  updated_at: { kind: 'timestamp' },
};

const SEARCHED = ['first_name', 'last_name', 'company_name', 'email'];

/** created_after is inclusive, created_before exclusive, so that consecutive windows never overlap. */
function createdCriteria(after: Date | undefined, before: Date | undefined): Criteria {
  const range: Record<string, Date> = {};
  if (after) range.$gte = after;
  if (before) range.$lt = before;
  return Object.keys(range).length > 0 ? { created_at: range } : {};
}

function listCriteria(input: ContactListInput): Criteria {
  const parts: Criteria[] = [
    definedCriteria({ type_contact: input.type_contact, category: input.category }),
    searchCriteria(input.search_term, SEARCHED),
    equalsIgnoreCase('city', input.city),
    equalsIgnoreCase('country', input.country),
    createdCriteria(input.created_after, input.created_before),
  ].filter((part) => Object.keys(part).length > 0);
  // Several parts may each carry an $or (search term): combine them with $and.
  return parts.length > 0 ? { $and: parts } : {};
}

function contactPage(input: ContactListInput) {
  const sort = input.sort ?? `${(input.sort_order ?? 'desc') === 'desc' ? '-' : ''}${input.sort_by ?? 'created_at'}`;
  return pageRequest({ ...input, sort });
}

export interface ContactEntity {
  link_id: string;
  entity_type: LinkedEntityType;
  entity_id: string;
  role: ContactRole;
  name: string | null;
  linked_at: Date;
}

export interface LinkInput {
  entity_type: LinkedEntityType;
  entity_id: string;
  role: ContactRole;
}

export function contactUseCases(store: Store) {
  const contacts = store.repo(Contact);
  const links = store.repo(ContactLink);

  /** Spec, Contact: e-mail addresses are unique across the tenant's contacts (409). */
  async function assertEmailFree(s: Store, email: string | null, exceptId?: string): Promise<void> {
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

  async function guarantorErrors(s: Store, contact: ContactFields, selfId?: string): Promise<FieldError[]> {
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

  async function checked(s: Store, contact: Contact, selfId?: string): Promise<Contact> {
    const errors = [...normaliseContact(contact), ...(await guarantorErrors(s, contact, selfId))];
    assertNoFieldErrors(errors);
    return contact;
  }

  /** The name of a place, estate or lease of the tenant; undefined when it does not exist. */
  async function entityName(type: LinkedEntityType, id: string): Promise<string | null | undefined> {
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

  async function list(input: ContactListInput, extra: Criteria = {}) {
    const criteria = listCriteria(input);
    const combined =
      Object.keys(extra).length === 0
        ? criteria
        : Object.keys(criteria).length === 0
          ? extra
          : { $and: [criteria, extra] };
    return contacts.list(combined, contactPage(input));
  }

  return {
    list: (input: ContactListInput) => list(input),
    /** POST /contacts/filter: a whitelisted and/or tree of field conditions (docs/decisions.md). */
    filter: (filter: FilterNode | undefined, input: ContactListInput) =>
      list(input, filter ? compileFilter(filter, CONTACT_FILTER_FIELDS) : {}),
    get: (id: string) => contacts.get(id),

    async create(fields: Partial<ContactFields>) {
      const contact = await checked(store, Object.assign(new Contact(), fields));
      await assertEmailFree(store, contact.email);
      contacts.persist(contact);
      await store.flush();
      return contact;
    },

    async update(id: string, patch: Patch<ContactFields>) {
      assertNoFieldErrors(
        CONTACT_REQUIRED_FIELDS.filter((field) => patch[field] === null).map((field) => ({
          path: field,
          message: `${field} is required and cannot be removed`,
          code: 'required',
        })),
      );
      const contact = await contacts.get(id);
      // Check a copy, so that a refused update leaves the loaded record untouched.
      const next = patchRecord<Contact>(Object.assign(new Contact(), contact), patch, CONTACT_WRITABLE_FIELDS);
      await checked(store, next, id);
      if (next.email !== contact.email) await assertEmailFree(store, next.email, id);
      for (const field of CONTACT_WRITABLE_FIELDS) (contact as unknown as Record<string, unknown>)[field] = next[field];
      await store.flush();
      return contact;
    },

    async remove(id: string) {
      contacts.remove(await contacts.get(id));
      await store.flush();
    },

    /**
     * All or nothing: every item is checked first and the errors are reported per index
     * (paths `<index>.<field>`); only when none fails are all inserted, in one transaction.
     */
    async bulkCreate(items: Partial<ContactFields>[]) {
      if (items.length === 0 || items.length > BULK_MAX) {
        throw new ValidationError(`Send 1 to ${BULK_MAX} contacts`, [
          { path: '', message: `expected 1 to ${BULK_MAX} items, got ${items.length}`, code: 'size' },
        ]);
      }
      return store.transaction(async (tx) => {
        const drafts = items.map((fields) => Object.assign(new Contact(), fields));
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
        if (invalid.length > 0)
          throw new ValidationError('Bulk create refused: no contact was created', [...invalid, ...duplicates]);
        if (duplicates.length > 0)
          throw new ConflictError(
            'Bulk create refused: duplicate e-mail addresses; no contact was created',
            duplicates,
          );
        const repo = tx.repo(Contact);
        for (const draft of drafts) repo.persist(draft);
        await tx.flush();
        return drafts;
      });
    },

    /** All or nothing: every id must be a contact of the tenant, else 404 and nothing is deleted. */
    async bulkDelete(ids: string[]) {
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
    },

    byCategory: (category: ContactCategory, input: ContactListInput) => list({ ...input, category }),
    byType: (type: ContactType, input: ContactListInput) => list({ ...input, type_contact: type }),
    roles: () => CONTACT_ROLE_CATALOGUE,

    /** GET /contacts/{id}/role/{role}: {id} is a place, estate or lease; its contacts linked with that role. */
    async withRole(entityId: string, role: ContactRole, input: ContactListInput) {
      let exists = false;
      for (const type of LINKED_ENTITY_TYPES) if ((await entityName(type, entityId)) !== undefined) exists = true;
      if (!exists) throw new NotFoundError('place, estate or lease', entityId);
      const linked = await links.findAll({ entity_id: entityId, role });
      return list(input, { id: { $in: linked.map((l) => l.contact_id) } });
    },

    async link(contactId: string, input: LinkInput) {
      await contacts.get(contactId);
      if ((await entityName(input.entity_type, input.entity_id)) === undefined) {
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
    },

    async links(contactId: string) {
      await contacts.get(contactId);
      return links.findAll({ contact_id: contactId }, [
        { field: 'created_at', direction: 'asc' },
        { field: 'id', direction: 'asc' },
      ]);
    },

    async unlink(contactId: string, linkId: string) {
      const link = await links.findOne({ id: linkId, contact_id: contactId });
      if (!link) throw new NotFoundError('contact link', linkId);
      links.remove(link);
      await store.flush();
    },

    /**
     * GET /contacts/{id}/entities: the places, estates and leases the contact is linked to, grouped
     * by type. A link whose record was deleted since is left out.
     */
    async entities(contactId: string) {
      await contacts.get(contactId);
      const all = await links.findAll({ contact_id: contactId }, [
        { field: 'created_at', direction: 'asc' },
        { field: 'id', direction: 'asc' },
      ]);
      const grouped: Record<'places' | 'estates' | 'leases', ContactEntity[]> = { places: [], estates: [], leases: [] };
      for (const link of all) {
        const name = await entityName(link.entity_type, link.entity_id);
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
    },
  };
}
