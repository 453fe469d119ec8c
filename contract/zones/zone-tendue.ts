// The zone tendue lists (docs/legal.md, "Zone tendue"): each version of the annex of décret
// n° 2013-392 with the days it is in force, shipped with the service and updated by
// `npm run import:zone-tendue`; and whether an address was in a listed commune on a day.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  commonResponses,
  isoDate,
  listQuery,
  nonEmptyText,
  paginated,
  postalCode,
  timestamp,
  uuid,
} from '../common.js';
import { ZONE_TENDUE_CATEGORIES, ZONE_TENDUE_STATUSES } from '../vocabulary/zones.js';

const c = initContract();

const listFields = {
  code: z.string().describe('DECRET_2023_822 ...'),
  title: z.string().describe('the text that sets this version of the list'),
  in_force_from: isoDate,
  in_force_to: isoDate.nullable().describe('null while no later version replaces it'),
};

export const zoneTendueListSchema = z.object({
  id: uuid,
  ...listFields,
  source: z.string(),
  urban_area_communes: z.number().int().describe('communes of continuous urban areas (CGI art. 232 I 1°)'),
  tourist_communes: z.number().int().describe('tense tourist communes (CGI art. 232 I 2°)'),
  created_at: timestamp,
  updated_at: timestamp,
});

export const zoneTendueLookupSchema = z.object({
  date: isoDate,
  status: z
    .enum(ZONE_TENDUE_STATUSES)
    .describe(
      'LISTED: a commune of a continuous urban area of the list in force that day (one month of notice, rent evolution decree); UNKNOWN: no list in force, or the address cannot tell',
    ),
  commune: z
    .object({ insee_code: z.string(), name: z.string(), category: z.enum(ZONE_TENDUE_CATEGORIES) })
    .nullable()
    .describe('the commune found in the list; a TOURIST one is not a zone tendue of loi 89-462'),
  list: z.object(listFields).nullable().describe('the version in force on the date'),
});

const read = { permission: 'properties:read' } as const;

export const zoneTendueContract = c.router(
  {
    lists: {
      method: 'GET',
      path: '/legislative-zones/zone-tendue/lists',
      query: listQuery(['in_force_from', 'code']),
      responses: { 200: paginated(zoneTendueListSchema) },
      summary: 'The versions of the zone tendue list (décret 2013-392 annex), each with its days in force',
      metadata: { ...read, list: true },
    },
    lookup: {
      method: 'GET',
      path: '/legislative-zones/zone-tendue/lookup',
      query: z.object({
        postal_code: postalCode.optional(),
        city: nonEmptyText(255)
          .optional()
          .describe('the commune; an arrondissement ("Marseille 5e") reads as its city'),
        date: isoDate.optional().describe('the day judged, by the list in force then (default today)'),
      }),
      responses: { 200: zoneTendueLookupSchema },
      summary: 'Whether an address was in a commune of the zone tendue list in force on a day',
      metadata: read,
    },
  },
  { commonResponses },
);
