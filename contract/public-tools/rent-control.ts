// Public tool: the ceiling and floor of the rent of a letting under rent control (loi ELAN art.
// 140), from the official zones and reference rents every tenant shares; a tenant's own zones are
// not reachable (a quarter id of one is a 404). No key; nothing stored.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  hundredths,
  isoDate,
  postalCode,
  problemSchema,
  publicToolResponses,
  text,
  timestamp,
  uuid,
} from '../common.js';
import { CONSTRUCTION_PERIODS } from '../vocabulary/compliance.js';
import { constructionPeriod, quarterRef, recommendationSchema, territoryRef } from '../zones/legislative-zones.js';

const c = initContract();

export const publicRentControlBody = z
  .object({
    address: text(500).optional().describe('the address; its last 5-digit group is read as the postal code'),
    postal_code: postalCode.optional(),
    quarter: quarterRef.optional(),
    territory: territoryRef.optional(),
    room_count: z.number().int().min(1).max(100).describe('main rooms; 4 and more share one bucket'),
    surface_area: hundredths(z.number().min(0.01).max(10_000)).describe('living area (surface habitable) in m2'),
    construction_period: constructionPeriod,
    is_furnished: z.boolean(),
    year: z.number().int().min(2015).max(2100).optional().describe("the arrêté's year; default the latest loaded"),
    signed_on: isoDate.optional().describe('the day the lease is signed; default today'),
  })
  .strict()
  .refine((body) => body.address !== undefined || body.postal_code !== undefined || body.quarter !== undefined, {
    message: 'give a postal_code, a quarter or an address with its postal code',
    path: ['postal_code'],
  });

const perSqm = z.number().nullable().describe('EUR per m2 of living area per month');

export const publicRentControlSchema = z.object({
  territory: z.string().nullable(),
  territory_id: uuid.nullable(),
  postal_code: z.string().nullable(),
  administrative_quarter: z.string().nullable(),
  quarter_id: uuid.nullable(),
  room_count_bucket: z.string().describe('"1", "2", "3" or "4+"'),
  surface_area: z.number(),
  construction_period: z.enum(CONSTRUCTION_PERIODS),
  is_furnished: z.boolean(),
  rent_control_applies: z.boolean().describe('a letting signed on signed_on at this address is capped'),
  year: z.number().int().nullable(),
  reference_rent_per_sqm: perSqm,
  reference_rent_increased_per_sqm: perSqm,
  reference_rent_decreased_per_sqm: perSqm,
  ceiling: z
    .number()
    .nullable()
    .describe('the most the base rent excluding charges may be: increased reference × area, EUR per month'),
  reference_rent: z.number().nullable().describe('reference × area'),
  floor: z.number().nullable().describe('decreased reference × area'),
  recommendations: z.array(recommendationSchema),
  data_source: z.string().nullable(),
  last_update: timestamp.nullable(),
});

export const publicRentControlContract = c.router(
  {
    compute: {
      method: 'POST',
      path: '/public/tools/rent-control',
      body: publicRentControlBody,
      responses: { 200: publicRentControlSchema, 422: problemSchema },
      summary:
        'Public: the rent ceiling and floor of a flat at an address or quarter (no ceiling outside every rent-controlled territory; 422 when the quarter cannot be told or no rents are loaded)',
      metadata: { public: true },
    },
  },
  { commonResponses: publicToolResponses },
);
