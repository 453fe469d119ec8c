import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { commonResponses, listQuery, paginated, timestamp, uuid } from '../common.js';
import { INDEX_SERIES } from '../vocabulary/indexation.js';

const c = initContract();

const quarter = z
  .string()
  .regex(/^\d{4}-Q[1-4]$/, 'expected a quarter YYYY-Qn, e.g. 2025-Q3')
  .describe('YYYY-Qn');

export const indexValueSchema = z.object({
  id: uuid,
  series: z
    .enum(INDEX_SERIES)
    .describe(
      'IRL (main), IRL_OVERSEAS (collectivités of art. 73 of the Constitution) and IRL_CORSICA from 2022-Q3, ILC, ILAT, ICC',
    ),
  quarter: z.string(),
  value: z.number(),
  published_on: z.string().nullable(),
  source: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type IndexValueDto = z.infer<typeof indexValueSchema>;

const read = { permission: 'leases:read' } as const;

export const indicesContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/indices',
      query: listQuery(['quarter', 'series', 'value', 'created_at']).extend({
        series: z.enum(INDEX_SERIES).optional(),
        quarter_from: quarter.optional(),
        quarter_to: quarter.optional(),
      }),
      responses: { 200: paginated(indexValueSchema) },
      summary: 'The INSEE index table shared by every tenant (filters series, quarter_from, quarter_to; latest first)',
      metadata: { ...read, list: true },
    },
    get: {
      method: 'GET',
      path: '/indices/:series/:quarter',
      pathParams: z.object({ series: z.enum(INDEX_SERIES), quarter }),
      responses: { 200: indexValueSchema },
      summary:
        'One index value (404 when not loaded); before 2022-Q3 the overseas and Corsica series answer the main IRL',
      metadata: read,
    },
  },
  { commonResponses },
);
