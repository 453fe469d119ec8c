import { initContract } from '@ts-rest/core';
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import {
  aliasedEnum,
  bySpelling,
  commonResponses,
  email,
  idParam,
  listQuery,
  paginated,
  text,
  timestamp,
  uuid,
} from '../common.js';
import { OWNER_CATEGORIES, OWNER_CATEGORY_SPELLINGS } from '../vocabulary/property.js';

const c = initContract();

const ownerCategory = aliasedEnum(OWNER_CATEGORIES, bySpelling(OWNER_CATEGORY_SPELLINGS));

export const ownerSchema = z.object({
  id: uuid,
  owner_category: z.enum(OWNER_CATEGORIES),
  title: z.string().nullable(),
  last_name: z.string().nullable(),
  first_name: z.string().nullable(),
  legal_name: z.string().nullable(),
  registration_number: z.string().nullable(),
  rcs_city: z.string().nullable(),
  country: z.string().nullable(),
  address_complement: z.string().nullable(),
  street_number: z.string().nullable(),
  street_name: z.string().nullable(),
  locality: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  postal_box: z.string().nullable(),
  mobile_phone: z.string().nullable(),
  landline_phone: z.string().nullable(),
  email: z.string().nullable(),
  auth_user_id: uuid.nullable(),
  iban: z.string().nullable().describe('the account owner payouts go to (electronic format)'),
  bic: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type OwnerDto = z.infer<typeof ownerSchema>;

/** An IBAN, spaces allowed on input, checked (country, length, check digits: ibantools), kept in electronic format. */
const iban = z
  .string()
  .max(42)
  .transform((value) => electronicFormatIBAN(value) ?? value)
  .refine((value) => isValidIBAN(value), 'not a valid IBAN (country, length or check digits)');
const bic = z
  .string()
  .max(11)
  .transform((value) => value.toUpperCase())
  .refine((value) => isValidBIC(value), 'not a valid BIC (8 or 11 characters)');

const ownerFields = {
  title: text(20).nullable(),
  last_name: text().nullable(),
  first_name: text().nullable(),
  legal_name: text().nullable(),
  registration_number: text(50).nullable(),
  /** Workflow spelling of registration_number (SIRET). */
  siret: text(50).nullable(),
  rcs_city: text().nullable(),
  country: text(50).nullable(),
  address_complement: text().nullable(),
  street_number: text(10).nullable(),
  street_name: text().nullable(),
  locality: text().nullable(),
  postal_code: text(20).nullable(),
  city: text().nullable(),
  postal_box: text(50).nullable(),
  mobile_phone: text(20).nullable(),
  landline_phone: text(20).nullable(),
  email: email.nullable(),
  auth_user_id: uuid.nullable(),
  iban: iban.nullable(),
  bic: bic.nullable(),
};

/** `siret` is the workflow name of `registration_number`; the reference name wins when both are sent. */
function withRegistrationAlias<T extends { siret?: string | null; registration_number?: string | null }>({
  siret,
  ...rest
}: T) {
  return { ...rest, registration_number: rest.registration_number !== undefined ? rest.registration_number : siret };
}

export const createOwnerBody = z
  .object({ owner_category: ownerCategory, ...ownerFields })
  .partial()
  .strict()
  .transform(withRegistrationAlias);

export const updateOwnerBody = z
  .object({ owner_category: ownerCategory, ...ownerFields })
  .partial()
  .strict()
  .transform(withRegistrationAlias);

const read = { permission: 'properties:read' } as const;
const write = { permission: 'properties:write' } as const;

export const ownersContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/owners',
      query: listQuery(['created_at', 'updated_at', 'last_name', 'first_name', 'legal_name', 'city']).extend({
        search: text(100).optional(),
        owner_category: ownerCategory.optional(),
      }),
      responses: { 200: paginated(ownerSchema) },
      summary: 'List owners (search over names, e-mail and city; filter by owner_category)',
      metadata: { ...read, list: true },
    },
    create: {
      method: 'POST',
      path: '/owners',
      body: createOwnerBody,
      responses: { 201: ownerSchema },
      summary: 'Create an owner (company and sc/sci need legal_name and registration_number)',
      metadata: write,
    },
    get: {
      method: 'GET',
      path: '/owners/:id',
      pathParams: idParam,
      responses: { 200: ownerSchema },
      summary: 'Get an owner',
      metadata: read,
    },
    update: {
      method: 'PUT',
      path: '/owners/:id',
      pathParams: idParam,
      body: updateOwnerBody,
      responses: { 200: ownerSchema },
      summary: 'Update an owner: absent keeps, null removes, a value replaces',
      metadata: write,
    },
    ofPlace: {
      method: 'GET',
      path: '/owners/places/:id/owner',
      pathParams: idParam,
      responses: { 200: ownerSchema },
      summary: 'The owner of a place',
      metadata: read,
    },
    ofEstate: {
      method: 'GET',
      path: '/owners/estates/:id/owner',
      pathParams: idParam,
      responses: { 200: ownerSchema },
      summary: "The owner of an estate (the estate's own, else its place's)",
      metadata: read,
    },
  },
  { commonResponses },
);
