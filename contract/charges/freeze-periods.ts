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
  text,
  timestamp,
  uuid,
} from '../common.js';

const c = initContract();

export const freezePeriodSchema = z.object({
  id: uuid,
  place_id: uuid.nullable().describe('the building; null: every building of the tenant'),
  start_date: isoDate,
  end_date: isoDate,
  reason: z.string(),
  legal_reference: z.string().nullable().describe('the text that imposes the freeze'),
  created_at: timestamp,
  updated_at: timestamp,
});

/** The 409 a frozen change answers: the period that blocks it. */
export const frozenProblemSchema = problemSchema.extend({
  freeze_period: freezePeriodSchema
    .pick({ id: true, place_id: true, start_date: true, end_date: true, reason: true, legal_reference: true })
    .optional()
    .describe('present when a freeze period blocks the change'),
});

const fields = {
  place_id: uuid.nullable(),
  start_date: isoDate,
  end_date: isoDate.describe('not before start_date (422)'),
  reason: nonEmptyText(2000),
  legal_reference: text(255).nullable(),
};

export const createFreezePeriodBody = z
  .object({
    ...fields,
    place_id: fields.place_id.optional(),
    legal_reference: fields.legal_reference.optional(),
  })
  .strict();
export const updateFreezePeriodBody = z.object(fields).partial().strict();

const read = { permission: 'properties:read' } as const;
const write = { permission: 'properties:write' } as const;

export const chargeFreezePeriodsContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/charge-freeze-periods',
      query: listQuery(['start_date', 'end_date', 'created_at']).extend({
        place_id: uuid.optional().describe('the building’s own periods'),
        active_on: isoDate.optional().describe('periods covering that day'),
      }),
      responses: { 200: paginated(freezePeriodSchema) },
      summary: 'Freeze periods during which charges may not change',
      metadata: { ...read, list: true },
    },
    create: {
      method: 'POST',
      path: '/charge-freeze-periods',
      body: createFreezePeriodBody,
      responses: { 201: freezePeriodSchema, 422: problemSchema },
      summary: 'Record a freeze period, for one building or all (audited)',
      metadata: write,
    },
    get: {
      method: 'GET',
      path: '/charge-freeze-periods/:id',
      pathParams: idParam,
      responses: { 200: freezePeriodSchema },
      summary: 'Get a freeze period',
      metadata: read,
    },
    update: {
      method: 'PUT',
      path: '/charge-freeze-periods/:id',
      pathParams: idParam,
      body: updateFreezePeriodBody,
      responses: { 200: freezePeriodSchema, 422: problemSchema },
      summary: 'Update a freeze period (audited)',
      metadata: write,
    },
    remove: {
      method: 'DELETE',
      path: '/charge-freeze-periods/:id',
      pathParams: idParam,
      body: null,
      responses: deleted,
      summary: 'Delete a freeze period (audited)',
      metadata: { permission: 'properties:delete' },
    },
  },
  { commonResponses },
);
