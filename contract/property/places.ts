import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  commonResponses,
  deleted,
  idParam,
  listQuery,
  nonEmptyText,
  optionalFields,
  paginated,
  problemSchema,
  text,
  timestamp,
  uuid,
} from '../common.js';

const c = initContract();

export const placeSchema = z.object({
  id: uuid,
  name: z.string(),
  type_id: uuid.nullable(),
  country_id: uuid.nullable(),
  owner_id: uuid.nullable(),
  address_line1: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  number_of_floor: z.number().int().nullable(),
  place_category: z.string().nullable(),
  legal_regime: z.string().nullable(),
  digicode: z.string().nullable(),
  construction_date: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type PlaceDto = z.infer<typeof placeSchema>;

/** Spec, Place: a date-time without zone, YYYY-MM-DDTHH:MM:SS (a bare date is accepted too). */
const localDateTime = z
  .string()
  .regex(
    /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d:[0-5]\d)?$/,
    'expected YYYY-MM-DDTHH:MM:SS',
  )
  .refine((value) => {
    const [date, time = '00:00:00'] = value.split('T');
    const parsed = new Date(`${date}T${time}Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(`${date}T${time}`);
  }, 'not a valid date-time');

const placeFields = {
  type_id: uuid.nullable(),
  country_id: uuid.nullable(),
  owner_id: uuid.nullable(),
  address_line1: text().nullable(),
  postal_code: text(20).nullable(),
  city: text().nullable(),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  number_of_floor: z.number().int().min(0).max(300).nullable(),
  place_category: text(100).nullable(),
  legal_regime: text(100).nullable(),
  digicode: text(20).nullable(),
  construction_date: localDateTime.nullable(),
};

export const createPlaceBody = z.object({ name: nonEmptyText(), ...optionalFields(placeFields) }).strict();
export const updatePlaceBody = z
  .object({ name: nonEmptyText(), ...placeFields })
  .partial()
  .strict();

const read = { permission: 'properties:read' } as const;
const write = { permission: 'properties:write' } as const;

export const placesContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/places',
      query: listQuery(['created_at', 'updated_at', 'name', 'city', 'postal_code']).extend({
        owner_id: uuid.optional(),
        postal_code: text(20).optional(),
        city: text().optional(),
        place_category: text(100).optional(),
      }),
      responses: { 200: paginated(placeSchema) },
      summary: 'List places (buildings) with filters owner_id, postal_code, city, place_category',
      metadata: { ...read, list: true },
    },
    create: {
      method: 'POST',
      path: '/places',
      body: createPlaceBody,
      responses: { 201: placeSchema },
      summary: 'Create a place',
      metadata: write,
    },
    get: {
      method: 'GET',
      path: '/places/:id',
      pathParams: idParam,
      responses: { 200: placeSchema },
      summary: 'Get a place',
      metadata: read,
    },
    update: {
      method: 'PUT',
      path: '/places/:id',
      pathParams: idParam,
      body: updatePlaceBody,
      responses: { 200: placeSchema },
      summary: 'Update a place: absent keeps, null removes, a value replaces',
      metadata: write,
    },
    remove: {
      method: 'DELETE',
      path: '/places/:id',
      pathParams: idParam,
      body: null,
      responses: { ...deleted, 409: problemSchema },
      summary: 'Delete a place that has no estates left (409 otherwise)',
      metadata: { permission: 'properties:delete' },
    },
  },
  { commonResponses },
);
