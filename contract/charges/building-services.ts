import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  commonResponses,
  deleted,
  money,
  isoDate,
  listQuery,
  nonEmptyText,
  optionalFields,
  paginated,
  problemSchema,
  text,
  timestamp,
  uuid,
} from '../common.js';
import { CHARGE_CATEGORY_CODES } from '../vocabulary/charges.js';
import { chargeCategory } from './categories.js';

const c = initContract();

export const buildingServiceSchema = z.object({
  id: uuid,
  place_id: uuid,
  name: z.string(),
  category: z.enum(CHARGE_CATEGORY_CODES).describe('the charges the service generates'),
  provider: z.string().nullable(),
  contract_reference: z.string().nullable(),
  start_date: isoDate.nullable(),
  end_date: isoDate.nullable(),
  annual_cost: z.number().nullable().describe('euros'),
  notes: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});

const fields = {
  provider: text(255).nullable(),
  contract_reference: text(100).nullable(),
  start_date: isoDate.nullable(),
  end_date: isoDate.nullable().describe('not before start_date (422)'),
  annual_cost: money().nullable(),
  notes: text(2000).nullable(),
};

export const createBuildingServiceBody = z
  .object({ name: nonEmptyText(), category: chargeCategory, ...optionalFields(fields) })
  .strict();
export const updateBuildingServiceBody = z
  .object({ name: nonEmptyText(), category: chargeCategory, ...fields })
  .partial()
  .strict();

const placeParams = z.object({ place_id: uuid });
const serviceParams = z.object({ place_id: uuid, service_id: uuid });
const read = { permission: 'properties:read' } as const;
const write = { permission: 'properties:write' } as const;

export const buildingServicesContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/places/:place_id/building-services',
      pathParams: placeParams,
      query: listQuery(['name', 'category', 'start_date', 'created_at']).extend({
        category: chargeCategory.optional(),
      }),
      responses: { 200: paginated(buildingServiceSchema) },
      summary: 'The services of a building (elevator upkeep, cleaning, green spaces ...)',
      metadata: { ...read, list: true },
    },
    create: {
      method: 'POST',
      path: '/places/:place_id/building-services',
      pathParams: placeParams,
      body: createBuildingServiceBody,
      responses: { 201: buildingServiceSchema, 422: problemSchema },
      summary: 'Add a service to a building (audited)',
      metadata: write,
    },
    get: {
      method: 'GET',
      path: '/places/:place_id/building-services/:service_id',
      pathParams: serviceParams,
      responses: { 200: buildingServiceSchema },
      summary: 'Get a building service',
      metadata: read,
    },
    update: {
      method: 'PUT',
      path: '/places/:place_id/building-services/:service_id',
      pathParams: serviceParams,
      body: updateBuildingServiceBody,
      responses: { 200: buildingServiceSchema, 422: problemSchema },
      summary: 'Update a building service (absent keeps, null removes; audited)',
      metadata: write,
    },
    remove: {
      method: 'DELETE',
      path: '/places/:place_id/building-services/:service_id',
      pathParams: serviceParams,
      body: null,
      responses: deleted,
      summary: 'Delete a building service; expenses that named it keep their amounts (audited)',
      metadata: { permission: 'properties:delete' },
    },
  },
  { commonResponses },
);
