// Syndicates of co-owners (loi 65-557 art. 14): a copropriété attached to a place, with its number in
// the national register (CCH L711-1), its fiscal year and the date its building was completed.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  commonResponses,
  deleted,
  idParam,
  isoDate,
  listQuery,
  nonEmptyText,
  paginated,
  problemSchema,
  timestamp,
  uuid,
} from '../common.js';

const c = initContract();

export const syndicateSchema = z.object({
  id: uuid,
  place_id: uuid,
  registry_number: z.string().nullable().describe('number in the national register of copropriétés (CCH L711-1)'),
  name: z.string(),
  fiscal_year_start_month: z.number().int().describe('1-12: the month its fiscal year starts'),
  building_completed_on: isoDate
    .nullable()
    .describe('reception of the construction works: the works fund is compulsory 10 years later'),
  created_at: timestamp,
  updated_at: timestamp,
});

const fields = {
  registry_number: z
    .string()
    .regex(/^[A-Z]{2}\d{7}$/, 'expected the register number: two letters and seven digits (e.g. AA1234567)')
    .nullable(),
  name: nonEmptyText(),
  fiscal_year_start_month: z.number().int().min(1).max(12),
  building_completed_on: isoDate.nullable(),
};

const read = { permission: 'properties:read' } as const;
const write = { permission: 'properties:write' } as const;

export const syndicatesContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/syndicates',
      query: listQuery(['created_at', 'updated_at', 'name']).extend({ place_id: uuid.optional() }),
      responses: { 200: paginated(syndicateSchema) },
      summary: 'List syndicates of co-owners (filter place_id)',
      metadata: { ...read, list: true },
    },
    create: {
      method: 'POST',
      path: '/syndicates',
      body: z
        .object({
          place_id: uuid,
          name: fields.name,
          registry_number: fields.registry_number.optional(),
          fiscal_year_start_month: fields.fiscal_year_start_month.optional().describe('default 1 (January)'),
          building_completed_on: fields.building_completed_on.optional(),
        })
        .strict(),
      responses: { 201: syndicateSchema, 409: problemSchema },
      summary: 'Create the syndicate of a place (one per place: 409 otherwise)',
      metadata: write,
    },
    get: {
      method: 'GET',
      path: '/syndicates/:id',
      pathParams: idParam,
      responses: { 200: syndicateSchema },
      summary: 'Get a syndicate',
      metadata: read,
    },
    update: {
      method: 'PUT',
      path: '/syndicates/:id',
      pathParams: idParam,
      body: z.object(fields).partial().strict().describe('absent keeps, null removes, a value replaces'),
      responses: { 200: syndicateSchema },
      summary: 'Update a syndicate',
      metadata: write,
    },
    remove: {
      method: 'DELETE',
      path: '/syndicates/:id',
      pathParams: idParam,
      body: null,
      responses: { ...deleted, 409: problemSchema },
      summary: 'Delete a syndicate that has no lots, keys nor assemblies left (409 otherwise)',
      metadata: { permission: 'properties:delete' },
    },
  },
  { commonResponses },
);
