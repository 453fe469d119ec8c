import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  commonResponses,
  deleted,
  idParam,
  isoDate,
  listQuery,
  money,
  nonEmptyText,
  optionalFields,
  paginated,
  planLimitResponse,
  problemSchema,
  queryInt,
  queryNumber,
  text,
  timestamp,
  uuid,
} from '../common.js';
import { RENTAL_STATUSES } from '../vocabulary/property.js';

const c = initContract();

export const estateSchema = z.object({
  id: uuid,
  place_id: uuid,
  name: z.string(),
  estate_type_id: uuid.nullable(),
  fiscal_identifier: z.string(),
  area: z.number().nullable(),
  number_of_room: z.number().int().nullable(),
  orientation: z.string().nullable(),
  building: z.string().nullable(),
  floor: z.number().int().nullable(),
  owner_id: uuid.nullable(),
  previous_owner_id: uuid.nullable(),
  lot_number: z.string().nullable(),
  housing_tax: z.number().nullable(),
  property_tax: z.number().nullable(),
  acquisition_price: z.number().nullable(),
  rent_amount: z.number().nullable(),
  rental_status: z.enum(RENTAL_STATUSES),
  construction_date: z.string().nullable(),
  renovation_date: z.string().nullable(),
  address: z.string().nullable(),
  other_detail: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type EstateDto = z.infer<typeof estateSchema>;

const euros = () => money(1_000_000_000);

const estateFields = {
  estate_type_id: uuid.nullable(),
  area: z.number().positive().max(100_000).nullable(),
  number_of_room: z.number().int().min(0).max(1000).nullable(),
  orientation: text(50).nullable(),
  building: text(50).nullable(),
  floor: z.number().int().min(-10).max(300).nullable(),
  owner_id: uuid.nullable(),
  previous_owner_id: uuid.nullable(),
  lot_number: text(50).nullable(),
  housing_tax: euros().nullable(),
  property_tax: euros().nullable(),
  acquisition_price: euros().nullable(),
  rent_amount: euros().nullable(),
  construction_date: isoDate.nullable(),
  renovation_date: isoDate.nullable(),
  address: text().nullable(),
  other_detail: text(5000).nullable(),
};

/**
 * rental_status is derived from the estate's leases (spec, Estate rule 1). The spec's create
 * payload lists it, so it is accepted and ignored rather than refused.
 */
const ignoredRentalStatus = {
  rental_status: z.enum(RENTAL_STATUSES).optional().describe('ignored: derived from leases'),
};

export const createEstateBody = z
  .object({
    name: nonEmptyText(),
    fiscal_identifier: nonEmptyText(50),
    ...optionalFields(estateFields),
    ...ignoredRentalStatus,
  })
  .strict()
  .transform(({ rental_status: _ignored, ...fields }) => fields);

export const updateEstateBody = z
  .object({ name: nonEmptyText(), fiscal_identifier: nonEmptyText(50), ...estateFields })
  .partial()
  .extend({
    place_id: uuid.optional().describe('move the estate to another place of the tenant'),
    ...ignoredRentalStatus,
  })
  .strict()
  .transform(({ rental_status: _ignored, ...fields }) => fields);

const estateListQuery = listQuery([
  'created_at',
  'updated_at',
  'name',
  'area',
  'floor',
  'rent_amount',
  'number_of_room',
]).extend({
  area_min: queryNumber(0, 100_000).optional(),
  area_max: queryNumber(0, 100_000).optional(),
  floor: queryInt(-10, 300).optional(),
  number_of_room: queryInt(0, 1000).optional(),
  rental_status: z.enum(RENTAL_STATUSES).optional(),
});

const placeParams = z.object({ id: uuid });
const placeEstateParams = z.object({ id: uuid, estate_id: uuid });
const read = { permission: 'properties:read' } as const;
const write = { permission: 'properties:write' } as const;

export const estatesContract = c.router(
  {
    listInPlace: {
      method: 'GET',
      path: '/places/:id/estates',
      pathParams: placeParams,
      query: estateListQuery,
      responses: { 200: paginated(estateSchema) },
      summary: 'List the estates of a place',
      metadata: { ...read, list: true },
    },
    createInPlace: {
      method: 'POST',
      path: '/places/:id/estates',
      pathParams: placeParams,
      body: createEstateBody,
      responses: { 201: estateSchema, ...planLimitResponse },
      summary: 'Create an estate in a place',
      metadata: write,
    },
    getInPlace: {
      method: 'GET',
      path: '/places/:id/estates/:estate_id',
      pathParams: placeEstateParams,
      responses: { 200: estateSchema },
      summary: 'Get an estate of a place',
      metadata: read,
    },
    updateInPlace: {
      method: 'PUT',
      path: '/places/:id/estates/:estate_id',
      pathParams: placeEstateParams,
      body: updateEstateBody,
      responses: { 200: estateSchema },
      summary: 'Update an estate of a place (absent keeps, null removes, a value replaces; place_id moves it)',
      metadata: write,
    },
    list: {
      method: 'GET',
      path: '/estates',
      query: estateListQuery.extend({ place_id: uuid.optional() }),
      responses: { 200: paginated(estateSchema) },
      summary: 'List all estates of the tenant, with filters area_min, area_max, floor, number_of_room',
      metadata: { ...read, list: true },
    },
    get: {
      method: 'GET',
      path: '/estates/:id',
      pathParams: idParam,
      responses: { 200: estateSchema },
      summary: 'Get an estate',
      metadata: read,
    },
    update: {
      method: 'PUT',
      path: '/estates/:id',
      pathParams: idParam,
      body: updateEstateBody,
      responses: { 200: estateSchema },
      summary: 'Update an estate; place_id moves it to another place of the tenant (404 if unknown)',
      metadata: write,
    },
    remove: {
      method: 'DELETE',
      path: '/estates/:id',
      pathParams: idParam,
      body: null,
      responses: { ...deleted, 409: problemSchema },
      summary: 'Delete an estate and its rooms (irreversible; 409 while a lease refers to it)',
      metadata: { permission: 'properties:delete' },
    },
  },
  { commonResponses },
);
