import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  type BodyCases,
  aliasedEnum,
  commonResponses,
  deleted,
  documented,
  email,
  idParam,
  isoDate,
  listQuery,
  nonEmptyText,
  optionalFields,
  paginated,
  spellingAliases,
  spellingsOf,
  text,
  timestamp,
  uuid,
} from '../common.js';
import {
  CONTACT_CATEGORIES,
  CONTACT_ROLES,
  CONTACT_SORT_FIELDS,
  CONTACT_TYPES,
  LINKED_ENTITY_TYPES,
  PROFESSIONAL_FIELDS,
  PROFESSIONAL_STATUSES,
} from '../vocabulary/contacts.js';
import { FILTER_OPERATORS } from '../vocabulary/filters.js';

const c = initContract();

const contactType = aliasedEnum(CONTACT_TYPES, spellingAliases(CONTACT_TYPES));
const contactCategory = aliasedEnum(CONTACT_CATEGORIES, spellingAliases(CONTACT_CATEGORIES));
const professionalStatus = aliasedEnum(PROFESSIONAL_STATUSES, spellingAliases(PROFESSIONAL_STATUSES));
const contactRole = aliasedEnum(CONTACT_ROLES, spellingAliases(CONTACT_ROLES));
const entityType = aliasedEnum(LINKED_ENTITY_TYPES, spellingAliases(LINKED_ENTITY_TYPES));

export const contactSchema = z.object({
  id: uuid,
  type_contact: z.enum(CONTACT_TYPES),
  category: z.enum(CONTACT_CATEGORIES).nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  company_name: z.string().nullable(),
  email: z.string().nullable(),
  mobile_phone: z.string().describe('E.164, e.g. +33612345678'),
  landline_phone: z.string().nullable().describe('E.164'),
  address: z.string(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  iban: z.string().nullable().describe('electronic format, no spaces'),
  swift: z.string().nullable(),
  color_code: z.string().nullable(),
  notes: z.string().nullable(),
  professional_activity: z.string().nullable(),
  professional_card_number: z.string().nullable(),
  professional_card_issuing_location: z.string().nullable(),
  professional_card_issuing_date: z.string().nullable(),
  professional_card_expiry_date: z.string().nullable(),
  professional_registration_number: z.string().nullable(),
  professional_guarantor_id: uuid.nullable(),
  professional_insurance_company: z.string().nullable(),
  professional_insurance_policy: z.string().nullable(),
  professional_status: z.enum(PROFESSIONAL_STATUSES).nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type ContactDto = z.infer<typeof contactSchema>;

const optionalContactFields = {
  category: contactCategory.nullable(),
  first_name: text(100).nullable(),
  last_name: text(100).nullable(),
  company_name: text().nullable(),
  email: email.nullable().describe("unique among the tenant's contacts, compared without case"),
  landline_phone: text(30).nullable(),
  postal_code: text(20).nullable(),
  city: text(100).nullable(),
  country: text(100)
    .nullable()
    .describe('an ISO 3166-1 alpha-2 code here also sets the region of national phone numbers (default FR)'),
  iban: text(50).nullable().describe('ISO 13616, checksum verified; spaces allowed'),
  swift: text(20).nullable().describe('BIC, ISO 9362, 8 or 11 characters'),
  color_code: documented(text(7), { pattern: '^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$' })
    .nullable()
    .describe('#RGB or #RRGGBB'),
  notes: text(5000).nullable(),
  professional_activity: text().nullable(),
  professional_card_number: text(100).nullable(),
  professional_card_issuing_location: text().nullable(),
  professional_card_issuing_date: isoDate.nullable(),
  professional_card_expiry_date: isoDate.nullable(),
  professional_registration_number: text(100).nullable(),
  professional_guarantor_id: uuid.nullable().describe('another contact of the tenant (the financial guarantor)'),
  professional_insurance_company: text().nullable(),
  professional_insurance_policy: text(100).nullable(),
  professional_status: professionalStatus.nullable(),
};

const requiredContactFields = {
  type_contact: contactType.default('Individual'),
  mobile_phone: nonEmptyText(30).describe(
    'national (read in `country`, default France) or international; stored in E.164',
  ),
  address: nonEmptyText(),
};

export const createContactBody = z
  .object({ ...requiredContactFields, ...optionalFields(optionalContactFields) })
  .strict()
  .describe('professional_* fields are allowed for Company contacts only');

export const updateContactBody = z
  .object({
    type_contact: contactType,
    mobile_phone: nonEmptyText(30),
    address: nonEmptyText(),
    ...optionalContactFields,
  })
  .partial()
  .strict()
  .describe('all fields optional: absent keeps, null removes, a value replaces');

/** A bare array, as the spec says; `{ "contacts": [...] }` is accepted too. */
export const bulkCreateBody = z.preprocess(
  (value) =>
    value && typeof value === 'object' && !Array.isArray(value) && 'contacts' in value
      ? (value as { contacts: unknown }).contacts
      : value,
  z.array(createContactBody).min(1).max(100),
);

export const bulkDeleteBody = z.object({ ids: z.array(uuid).min(1).max(100) }).strict();

const sortOrder = z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(['asc', 'desc']));

/** Spec, Contacts list: page, per_page (default 10), sort_by, sort_order, type_contact, category, search_term, city, country. */
const contactListQuery = listQuery(CONTACT_SORT_FIELDS, 10).extend({
  sort_by: z.enum(CONTACT_SORT_FIELDS).optional().describe('default created_at'),
  sort_order: sortOrder.optional().describe('asc or desc, default desc'),
  type_contact: contactType.optional(),
  type: contactType.optional().describe('alias of type_contact'),
  category: contactCategory.optional(),
  search_term: text(100)
    .optional()
    .describe('case-insensitive substring of first_name, last_name, company_name or email'),
  search: text(100).optional().describe('alias of search_term'),
  city: text(100).optional().describe('exact, case-insensitive'),
  country: text(100).optional().describe('exact, case-insensitive'),
});

/** Date-time, or a date (midnight UTC). */
const instant = z
  .union([timestamp, isoDate])
  .transform((value) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value));

const contactSearchQuery = contactListQuery.extend({
  created_after: instant.optional().describe('ISO 8601; contacts created at or after this instant'),
  created_before: instant.optional().describe('ISO 8601; contacts created strictly before this instant'),
});

const filterValue = z.union([
  z.string().max(255),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.union([z.string().max(255), z.number()])).max(100),
]);
export const filterCondition = z
  .object({ field: z.string().max(64), operator: z.enum(FILTER_OPERATORS), value: filterValue.optional() })
  .strict();

export type FilterNodeDto = z.infer<typeof filterCondition> | { and: FilterNodeDto[] } | { or: FilterNodeDto[] };
const filterNode: z.ZodType<FilterNodeDto> = z.lazy(() =>
  z.union([
    filterCondition,
    z.object({ and: z.array(filterNode).min(1).max(50) }).strict(),
    z.object({ or: z.array(filterNode).min(1).max(50) }).strict(),
  ]),
);

export const contactFilterBody = z
  .object({
    filter: z
      .union([
        filterCondition,
        z.object({ and: z.array(filterNode).min(1).max(50) }).strict(),
        z.object({ or: z.array(filterNode).min(1).max(50) }).strict(),
      ])
      .optional()
      .describe(
        'A condition {field, operator, value}, or a group {and: [...]} / {or: [...]} of conditions and groups (at most 4 levels, 50 conditions). ' +
          'Fields: type_contact, category, professional_status (enum: eq, ne, in, not_in, is_null); first_name, last_name, company_name, email, ' +
          'mobile_phone, landline_phone, address, postal_code, city, country, color_code, professional_activity, professional_insurance_company ' +
          '(text, case-insensitive: eq, ne, in, not_in, contains, starts_with, ends_with, is_null); professional_card_expiry_date (date: eq, ne, gt, gte, lt, lte, is_null); ' +
          'created_at, updated_at (date-time: gt, gte, lt, lte, is_null). is_null takes true or false; in and not_in take a list.',
      ),
    page: z.number().int().min(1).max(1_000_000).default(1),
    per_page: z.number().int().min(1).max(100).default(10),
    sort_by: z.enum(CONTACT_SORT_FIELDS).default('created_at'),
    sort_order: sortOrder.default('desc'),
  })
  .strict();

export const contactRoleSchema = z.object({ role: z.enum(CONTACT_ROLES), description: z.string() });

export const contactLinkSchema = z.object({
  id: uuid,
  contact_id: uuid,
  entity_type: z.enum(LINKED_ENTITY_TYPES),
  entity_id: uuid,
  role: z.enum(CONTACT_ROLES),
  created_at: timestamp,
  updated_at: timestamp,
});

export const contactLinkBody = z.object({ entity_type: entityType, entity_id: uuid, role: contactRole }).strict();

const linkedEntity = z.object({
  link_id: uuid,
  entity_type: z.enum(LINKED_ENTITY_TYPES),
  entity_id: uuid,
  role: z.enum(CONTACT_ROLES),
  name: z.string().nullable().describe('place or estate name; lease reference number, else its dates'),
  linked_at: timestamp,
});

export const contactEntitiesSchema = z.object({
  contact_id: uuid,
  places: z.array(linkedEntity),
  estates: z.array(linkedEntity),
  leases: z.array(linkedEntity),
});

const read = { permission: 'properties:read' } as const;
const write = { permission: 'properties:write' } as const;
/** A company is named by company_name and alone gives professional fields; an individual by last_name. */
const createCases: BodyCases = {
  type_contact: [
    { values: spellingsOf(contactType, 'Company'), requires: ['company_name'] },
    { requires: ['last_name'], forbids: PROFESSIONAL_FIELDS },
  ],
};
const remove = { permission: 'properties:delete' } as const;

// Fixed paths come before /contacts/:id so that "search", "roles" or "bulk" are never read as an id.
export const contactsContract = c.router(
  {
    search: {
      method: 'GET',
      path: '/contacts/search',
      query: contactSearchQuery,
      responses: { 200: paginated(contactSchema) },
      summary: 'Search contacts: every list parameter plus created_after / created_before (ISO 8601)',
      metadata: { ...read, list: true },
    },
    filter: {
      method: 'POST',
      path: '/contacts/filter',
      body: contactFilterBody,
      responses: { 200: paginated(contactSchema) },
      summary: 'Filter contacts with an and/or tree of field conditions (fields and operators whitelisted)',
      metadata: { ...read, list: true },
    },
    roles: {
      method: 'GET',
      path: '/contacts/roles',
      responses: { 200: z.array(contactRoleSchema) },
      summary: 'The roles a contact can play on a place, estate or lease',
      metadata: read,
    },
    byCategory: {
      method: 'GET',
      path: '/contacts/category/:category',
      pathParams: z.object({ category: contactCategory }),
      query: contactListQuery,
      responses: { 200: paginated(contactSchema) },
      summary:
        'Contacts of a category (Tenant, Owner, Property Manager, Contractor, Legal Advisor, Insurance Agent, Maintenance)',
      metadata: { ...read, list: true },
    },
    byType: {
      method: 'GET',
      path: '/contacts/type/:type',
      pathParams: z.object({ type: contactType }),
      query: contactListQuery,
      responses: { 200: paginated(contactSchema) },
      summary: 'Contacts of a type (Individual or Company)',
      metadata: { ...read, list: true },
    },
    bulkCreate: {
      method: 'POST',
      path: '/contacts/bulk',
      body: bulkCreateBody,
      responses: { 201: z.array(contactSchema), 409: commonResponses[400] },
      summary: 'Create up to 100 contacts, all or nothing; errors are reported per index (path <index>.<field>)',
      metadata: { ...write, bodyCases: createCases },
    },
    bulkDelete: {
      method: 'DELETE',
      path: '/contacts/bulk',
      body: bulkDeleteBody,
      responses: deleted,
      summary: 'Delete up to 100 contacts by id, all or nothing (404 naming unknown ids)',
      metadata: remove,
    },
    list: {
      method: 'GET',
      path: '/contacts',
      query: contactListQuery,
      responses: { 200: paginated(contactSchema) },
      summary:
        'List contacts (per_page default 10; sort_by / sort_order; filters type_contact, category, search_term, city, country)',
      metadata: { ...read, list: true },
    },
    create: {
      method: 'POST',
      path: '/contacts',
      body: createContactBody,
      responses: { 201: contactSchema, 409: commonResponses[400] },
      summary: 'Create a contact (mobile_phone and address required; e-mail unique: 409)',
      metadata: { ...write, bodyCases: createCases },
    },
    get: {
      method: 'GET',
      path: '/contacts/:id',
      pathParams: idParam,
      responses: { 200: contactSchema },
      summary: 'Get a contact',
      metadata: read,
    },
    update: {
      method: 'PUT',
      path: '/contacts/:id',
      pathParams: idParam,
      body: updateContactBody,
      responses: { 200: contactSchema, 409: commonResponses[400] },
      summary: 'Update a contact: absent keeps, null removes, a value replaces',
      metadata: write,
    },
    remove: {
      method: 'DELETE',
      path: '/contacts/:id',
      pathParams: idParam,
      body: null,
      responses: deleted,
      summary: 'Delete a contact and its links',
      metadata: remove,
    },
    withRole: {
      method: 'GET',
      path: '/contacts/:id/role/:role',
      pathParams: z.object({ id: uuid.describe('a place, estate or lease'), role: contactRole }),
      query: contactListQuery,
      responses: { 200: paginated(contactSchema) },
      summary: 'The contacts linked with this role to the place, estate or lease {id}',
      metadata: { ...read, list: true },
    },
    entities: {
      method: 'GET',
      path: '/contacts/:id/entities',
      pathParams: idParam,
      responses: { 200: contactEntitiesSchema },
      summary: 'The places, estates and leases the contact is linked to, with its role on each',
      metadata: read,
    },
    links: {
      method: 'GET',
      path: '/contacts/:id/links',
      pathParams: idParam,
      responses: { 200: z.array(contactLinkSchema) },
      summary: "The contact's links",
      metadata: read,
    },
    link: {
      method: 'POST',
      path: '/contacts/:id/links',
      pathParams: idParam,
      body: contactLinkBody,
      responses: { 201: contactLinkSchema, 409: commonResponses[400] },
      summary: 'Link the contact to a place, estate or lease of the tenant with a role (409 if that link exists)',
      metadata: write,
    },
    unlink: {
      method: 'DELETE',
      path: '/contacts/:id/links/:link_id',
      pathParams: z.object({ id: uuid, link_id: uuid }),
      body: null,
      responses: deleted,
      summary: 'Remove a link',
      metadata: remove,
    },
  },
  { commonResponses },
);
