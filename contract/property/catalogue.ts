import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, timestamp, uuid } from '../common.js';

const c = initContract();

export const placeTypeSchema = z.object({ id: uuid, code: z.string(), name: z.string() });
export const estateTypeSchema = placeTypeSchema.extend({ is_residential: z.boolean() });
export const roomTypeSchema = placeTypeSchema.extend({ is_living_space: z.boolean() });
export const countrySchema = z.object({
  id: uuid,
  code: z.string(),
  name: z.string(),
  is_active: z.boolean(),
  created_at: timestamp,
  updated_at: timestamp,
});

const read = { permission: 'properties:read' } as const;

export const catalogueContract = c.router(
  {
    placeTypes: {
      method: 'GET',
      path: '/types/places',
      responses: { 200: z.array(placeTypeSchema) },
      summary: 'Place types',
      metadata: read,
    },
    estateTypes: {
      method: 'GET',
      path: '/types/estates',
      responses: { 200: z.array(estateTypeSchema) },
      summary: 'Estate types',
      metadata: read,
    },
    roomTypes: {
      method: 'GET',
      path: '/types/rooms',
      responses: { 200: z.array(roomTypeSchema) },
      summary: 'Room types',
      metadata: read,
    },
    countries: {
      method: 'GET',
      path: '/countries',
      responses: { 200: z.array(countrySchema) },
      summary: 'Active countries',
      metadata: read,
    },
    countryByCode: {
      method: 'GET',
      path: '/countries/code/:code',
      pathParams: z.object({ code: z.string().regex(/^[A-Za-z]{2}$/, 'expected an ISO 3166-1 alpha-2 code') }),
      responses: { 200: countrySchema },
      summary: 'A country by its ISO 3166-1 alpha-2 code',
      metadata: read,
    },
    country: {
      method: 'GET',
      path: '/countries/:id',
      pathParams: z.object({ id: uuid }),
      responses: { 200: countrySchema },
      summary: 'A country',
      metadata: read,
    },
  },
  { commonResponses },
);
