import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  aliasedEnum,
  bySpelling,
  commonResponses,
  deleted,
  email,
  idParam,
  isoDate,
  listQuery,
  money,
  nonEmptyText,
  optionalFields,
  paginated,
  problemSchema,
  spellingAliases,
  text,
  timestamp,
  uuid,
} from '../common.js';
import { LESSEE_CATEGORIES, LESSEE_CATEGORY_SPELLINGS } from '../vocabulary/leasing.js';

const c = initContract();

export const lesseeCategoryInput = aliasedEnum(LESSEE_CATEGORIES, {
  ...spellingAliases(LESSEE_CATEGORIES),
  ...bySpelling(LESSEE_CATEGORY_SPELLINGS),
});

export const lesseeSchema = z.object({
  id: uuid,
  category: z.enum(LESSEE_CATEGORIES),
  title: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string(),
  birth_date: z.string().nullable(),
  birth_place: z.string().nullable(),
  email: z.string().nullable(),
  mobile_phone: z.string().nullable(),
  address_street: z.string().nullable(),
  address_postal_code: z.string().nullable(),
  address_city: z.string().nullable(),
  address_country: z.string().nullable(),
  profession: z.string().nullable(),
  employer_name: z.string().nullable(),
  employer_phone: z.string().nullable(),
  monthly_income: z.number().nullable(),
  bank_name: z.string().nullable(),
  iban: z.string().nullable().describe('electronic format (no spaces, upper case)'),
  bic: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type LesseeDto = z.infer<typeof lesseeSchema>;

const lesseeFields = {
  category: lesseeCategoryInput,
  title: text(20).nullable(),
  first_name: text().nullable(),
  birth_date: isoDate.nullable(),
  birth_place: text().nullable(),
  email: email.nullable(),
  mobile_phone: text(20).nullable(),
  address_street: text().nullable(),
  address_postal_code: text(20).nullable(),
  address_city: text().nullable(),
  address_country: text(50).nullable(),
  profession: text().nullable(),
  employer_name: text().nullable(),
  employer_phone: text(20).nullable(),
  monthly_income: money(100_000_000).nullable(),
  bank_name: text().nullable(),
  iban: text(50).nullable().describe('checked against ISO 13616 (country format and check digits)'),
  bic: text(20).nullable().describe('checked against ISO 9362'),
};

export const createLesseeBody = z.object({ last_name: nonEmptyText(), ...optionalFields(lesseeFields) }).strict();
export const updateLesseeBody = z
  .object({ last_name: nonEmptyText(), ...lesseeFields })
  .partial()
  .strict();

const read = { permission: 'lessees:read' } as const;
const write = { permission: 'lessees:write' } as const;

export const lesseesContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/lessees',
      query: listQuery(['created_at', 'updated_at', 'last_name', 'first_name', 'email', 'monthly_income']).extend({
        search: text(100).optional().describe('names, e-mail, mobile phone, city'),
        category: lesseeCategoryInput.optional(),
      }),
      responses: { 200: paginated(lesseeSchema) },
      summary: 'List lessees (search, category)',
      metadata: { ...read, list: true },
    },
    create: {
      method: 'POST',
      path: '/lessees',
      body: createLesseeBody,
      responses: { 201: lesseeSchema },
      summary: 'Create a lessee (tenant or guarantor); IBAN, BIC and e-mail are checked',
      metadata: write,
    },
    get: {
      method: 'GET',
      path: '/lessees/:id',
      pathParams: idParam,
      responses: { 200: lesseeSchema },
      summary: 'Get a lessee',
      metadata: read,
    },
    update: {
      method: 'PUT',
      path: '/lessees/:id',
      pathParams: idParam,
      body: updateLesseeBody,
      responses: { 200: lesseeSchema },
      summary: 'Update a lessee: absent keeps, null removes, a value replaces',
      metadata: write,
    },
    remove: {
      method: 'DELETE',
      path: '/lessees/:id',
      pathParams: idParam,
      body: null,
      responses: { ...deleted, 409: problemSchema },
      summary: 'Delete a lessee (409 while an open tenant of a lease being signed, in force or closing)',
      metadata: { permission: 'lessees:delete' },
    },
  },
  { commonResponses },
);
