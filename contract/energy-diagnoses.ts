import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  aliasedEnum,
  commonResponses,
  deleted,
  idParam,
  isoDate,
  listQuery,
  optionalFields,
  paginated,
  queryBoolean,
  queryInt,
  spellingAliases,
  timestamp,
  uuid,
} from './common.js';
import { DPE_LABELS } from './vocabulary/diagnostics.js';

const c = initContract();

const dpeLabel = aliasedEnum(DPE_LABELS, spellingAliases(DPE_LABELS));

export const energyDiagnosisSchema = z.object({
  id: uuid,
  place_id: uuid.nullable(),
  estate_id: uuid.nullable(),
  reference_number: z.string(),
  diagnosis_date: isoDate,
  valid_until: isoDate,
  energy_label: z.enum(DPE_LABELS),
  ges_label: z.enum(DPE_LABELS),
  construction_year: z.number().int(),
  energy_consumption: z.number().nullable().describe('kWh/m2/year'),
  ges_emission: z.number().nullable().describe('kg CO2/m2/year'),
  heated_area: z.number().nullable().describe('m2'),
  notes: z.string().nullable(),
  media_id: uuid.nullable(),
  is_valid_now: z.boolean().describe('today is between diagnosis_date and valid_until, both included'),
  expires_in_days: z.number().int().describe('days from today to valid_until; negative once expired'),
  created_at: timestamp,
  updated_at: timestamp,
});
export type EnergyDiagnosisDto = z.infer<typeof energyDiagnosisSchema>;

// Types are checked here (400); ranges, lengths, dates and label scales are business rules (422).
const requiredFields = {
  reference_number: z.string().max(10_000).describe('1 to 100 characters (422 otherwise)'),
  diagnosis_date: isoDate,
  valid_until: isoDate.describe('after diagnosis_date, at most 10 years later'),
  energy_label: dpeLabel.describe(
    'must match energy_consumption on the scale A <= 50 < B <= 90 < C <= 150 < D <= 230 < E <= 330 < F <= 420 < G',
  ),
  ges_label: dpeLabel.describe(
    'must match ges_emission on the scale A <= 5 < B <= 10 < C <= 20 < D <= 35 < E <= 55 < F <= 80 < G',
  ),
  construction_year: z.number().int().describe('1800 to the current year'),
};
const optional = {
  place_id: uuid.nullable().describe('exactly one of place_id and estate_id'),
  estate_id: uuid.nullable(),
  energy_consumption: z.number().finite().nullable().describe('>= 0, kWh/m2/year'),
  ges_emission: z.number().finite().nullable().describe('>= 0, kg CO2/m2/year'),
  heated_area: z.number().finite().nullable().describe('> 0, m2'),
  notes: z.string().max(100_000).nullable().describe('at most 1000 characters'),
  media_id: uuid.nullable().describe('an uploaded DPE PDF'),
};

export const createEnergyDiagnosisBody = z.object({ ...requiredFields, ...optionalFields(optional) }).strict();
export const updateEnergyDiagnosisBody = z
  .object({ ...requiredFields, ...optional })
  .partial()
  .strict()
  .describe('absent keeps, null removes, a value replaces; the result must satisfy every rule');

const filters = {
  energy_label: dpeLabel.optional(),
  ges_label: dpeLabel.optional(),
};

/** Spec: page and limit; per_page is accepted as well, limit wins. */
const diagnosisListQuery = listQuery([
  'created_at',
  'updated_at',
  'diagnosis_date',
  'valid_until',
  'energy_consumption',
  'ges_emission',
  'reference_number',
]).extend({
  limit: queryInt(1, 100).optional().describe('page size (1 to 100, default 20); alias per_page'),
  ...filters,
});

const read = { permission: 'properties:read' } as const;
const write = { permission: 'properties:write' } as const;

export const energyDiagnosesContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/energy-diagnoses',
      query: diagnosisListQuery.extend({ place_id: uuid.optional(), estate_id: uuid.optional() }),
      responses: { 200: paginated(energyDiagnosisSchema) },
      summary: 'List energy diagnoses (page, limit; filters place_id, estate_id, energy_label, ges_label)',
      metadata: { ...read, list: true },
    },
    create: {
      method: 'POST',
      path: '/energy-diagnoses',
      body: createEnergyDiagnosisBody,
      responses: { 201: energyDiagnosisSchema, 422: commonResponses[400] },
      summary: 'Create an energy diagnosis (DPE) of a place or of an estate',
      metadata: write,
    },
    get: {
      method: 'GET',
      path: '/energy-diagnoses/:id',
      pathParams: idParam,
      responses: { 200: energyDiagnosisSchema },
      summary: 'Get an energy diagnosis',
      metadata: read,
    },
    update: {
      method: 'PUT',
      path: '/energy-diagnoses/:id',
      pathParams: idParam,
      body: updateEnergyDiagnosisBody,
      responses: { 200: energyDiagnosisSchema, 422: commonResponses[400] },
      summary: 'Update an energy diagnosis: absent keeps, null removes, a value replaces',
      metadata: write,
    },
    remove: {
      method: 'DELETE',
      path: '/energy-diagnoses/:id',
      pathParams: idParam,
      body: null,
      responses: deleted,
      summary: 'Delete an energy diagnosis',
      metadata: { permission: 'properties:delete' },
    },
    listForPlace: {
      method: 'GET',
      path: '/places/:place_id/energy-diagnoses',
      pathParams: z.object({ place_id: uuid }),
      query: diagnosisListQuery.extend({
        include_estates: queryBoolean().optional().describe("also the diagnoses of the place's estates"),
      }),
      responses: { 200: paginated(energyDiagnosisSchema) },
      summary: 'The energy diagnoses of a place (building)',
      metadata: { ...read, list: true },
    },
    listForEstate: {
      method: 'GET',
      path: '/places/:place_id/estates/:estate_id/energy-diagnoses',
      pathParams: z.object({ place_id: uuid, estate_id: uuid }),
      query: diagnosisListQuery,
      responses: { 200: paginated(energyDiagnosisSchema) },
      summary: 'The energy diagnoses of an estate of the place',
      metadata: { ...read, list: true },
    },
  },
  { commonResponses },
);
