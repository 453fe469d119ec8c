import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  type BodyCases,
  commonResponses,
  listQuery,
  paginated,
  problemSchema,
  spellingsOf,
  text,
  timestamp,
  uuid,
} from '../common.js';
import { CARETAKER_TASKS, CHARGE_CATEGORY_CODES, DISTRIBUTION_KEYS } from '../vocabulary/charges.js';
import { caretakerTask, chargeCategory, distributionKey } from './categories.js';
import { frozenProblemSchema } from './freeze-periods.js';

const c = initContract();

const tantiemeShare = z.object({
  estate_id: uuid,
  shares: z.number().int().min(0).max(1_000_000_000),
});

export const chargeConfigurationSchema = z.object({
  id: uuid,
  place_id: uuid,
  category: z.enum(CHARGE_CATEGORY_CODES),
  distribution_key: z.enum(DISTRIBUTION_KEYS),
  meter_id: uuid
    .nullable()
    .describe('METER_CONSUMPTION: the collective meter whose sub-meters give each lot its share'),
  tantiemes: z.array(tantiemeShare).describe('TANTIEMES: the lots and their shares; a lot left out bears none'),
  caretaker_tasks: z.array(z.enum(CARETAKER_TASKS)).describe('CARETAKER: the tasks of the caretaker’s contract'),
  recoverable_percent: z
    .number()
    .describe('100; for a caretaker 75 (both tasks), 40 (one) or 0 (décret 87-713 art. 2 c) and d))'),
  notes: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});

const fields = {
  meter_id: uuid.nullable(),
  tantiemes: z.array(tantiemeShare).max(1000),
  caretaker_tasks: z.array(caretakerTask).max(2),
  notes: text(2000).nullable(),
};

export const createChargeConfigurationBody = z
  .object({
    category: chargeCategory,
    distribution_key: distributionKey,
    meter_id: fields.meter_id.optional(),
    tantiemes: fields.tantiemes.optional(),
    caretaker_tasks: fields.caretaker_tasks.optional(),
    notes: fields.notes.optional(),
  })
  .strict()
  .describe('One per building and category (409); a category without one is shared in equal parts');
export const updateChargeConfigurationBody = z
  .object({ category: chargeCategory, distribution_key: distributionKey, ...fields })
  .partial()
  .strict();

const placeParams = z.object({ place_id: uuid });
const configurationParams = z.object({ place_id: uuid, configuration_id: uuid });
const read = { permission: 'properties:read' } as const;
const write = { permission: 'properties:write' } as const;
const frozen = { 409: frozenProblemSchema, 422: problemSchema } as const;
/** What the key needs and nothing it does not: a meter for METER_CONSUMPTION, lots for TANTIEMES, tasks for CARETAKER. */
const keyNeeds: BodyCases = {
  distribution_key: [
    { values: spellingsOf(distributionKey, 'METER_CONSUMPTION'), requires: ['meter_id'], forbids: ['tantiemes'] },
    { values: spellingsOf(distributionKey, 'TANTIEMES'), requires: ['tantiemes'], forbids: ['meter_id'] },
    { forbids: ['meter_id', 'tantiemes'] },
  ],
  category: [{ values: spellingsOf(chargeCategory, 'CARETAKER') }, { forbids: ['caretaker_tasks'] }],
};

export const chargeConfigurationsContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/places/:place_id/charge-configurations',
      pathParams: placeParams,
      query: listQuery(['category', 'created_at']).extend({
        category: chargeCategory.optional(),
        distribution_key: distributionKey.optional(),
      }),
      responses: { 200: paginated(chargeConfigurationSchema) },
      summary: 'How a building shares each category of charges among its lots',
      metadata: { ...read, list: true },
    },
    create: {
      method: 'POST',
      path: '/places/:place_id/charge-configurations',
      pathParams: placeParams,
      body: createChargeConfigurationBody,
      responses: { 201: chargeConfigurationSchema, ...frozen },
      summary: 'Configure a category for a building (409: already configured, or frozen; audited)',
      metadata: { ...write, bodyCases: keyNeeds },
    },
    get: {
      method: 'GET',
      path: '/places/:place_id/charge-configurations/:configuration_id',
      pathParams: configurationParams,
      responses: { 200: chargeConfigurationSchema },
      summary: 'Get a charge configuration',
      metadata: read,
    },
    update: {
      method: 'PUT',
      path: '/places/:place_id/charge-configurations/:configuration_id',
      pathParams: configurationParams,
      body: updateChargeConfigurationBody,
      responses: { 200: chargeConfigurationSchema, ...frozen },
      summary: 'Change a charge configuration (409 during a freeze period; audited)',
      metadata: write,
    },
    remove: {
      method: 'DELETE',
      path: '/places/:place_id/charge-configurations/:configuration_id',
      pathParams: configurationParams,
      body: null,
      responses: { 204: z.undefined(), 409: frozenProblemSchema },
      summary: 'Delete a charge configuration (409 during a freeze period; audited)',
      metadata: { permission: 'properties:delete' },
    },
  },
  { commonResponses },
);
