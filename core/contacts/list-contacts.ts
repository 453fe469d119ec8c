// GET /contacts, /contacts/search, /contacts/category/{category}, /contacts/type/{type} and
// POST /contacts/filter: one page of the tenant's contacts (spec, Contacts list).
import {
  CONTACT_CATEGORIES,
  CONTACT_TYPES,
  type ContactCategory,
  type ContactSortField,
  type ContactType,
  PROFESSIONAL_STATUSES,
} from '../../contract/vocabulary/contacts.js';
import type { Criteria, Store } from '../ports/store.js';
import { definedCriteria, searchCriteria } from '../shared/criteria.js';
import { type ListInput, pageRequest } from '../shared/crud.js';
import { type FieldKind, equalsIgnoreCase } from '../shared/filter.js';
import { Contact } from './contact.js';

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

const CONTACT_SEARCH_FIELDS = ['first_name', 'last_name', 'company_name', 'email'];

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
    searchCriteria(input.search_term, CONTACT_SEARCH_FIELDS),
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

/** A page of contacts matching the list parameters and, when given, extra criteria (a filter, a role). */
export function listContacts(store: Store, input: ContactListInput, extra: Criteria = {}) {
  const criteria = listCriteria(input);
  const combined =
    Object.keys(extra).length === 0
      ? criteria
      : Object.keys(criteria).length === 0
        ? extra
        : { $and: [criteria, extra] };
  return store.repo(Contact).list(combined, contactPage(input));
}
