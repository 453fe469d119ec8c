import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  aliasedEnum,
  commonResponses,
  deleted,
  documented,
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
} from '../common.js';
import { CLIMATE_ZONES, DPE_LABELS, DPE_LIMITS, LABEL_SCALES } from '../vocabulary/diagnostics.js';

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
  reference_surface: z.number().nullable().describe('m2; the surface the label thresholds depend on'),
  altitude: z.number().int().nullable().describe('m'),
  climate_zone: z.enum(CLIMATE_ZONES).nullable(),
  final_energy_consumption: z.number().nullable().describe('kWh of final energy/m2/year'),
  notes: z.string().nullable(),
  media_id: uuid.nullable(),
  label_scale: z
    .enum(LABEL_SCALES)
    .describe('the scale the labels are read on: 2006 before 1 July 2021, the 2021 double threshold after'),
  legal_valid_until: isoDate.describe(
    'last day the DPE is valid in law: valid_until, or 2022-12-31 / 2024-12-31 for DPEs of 2013-2017 / 2018-June 2021 (décret 2020-1610)',
  ),
  is_valid_now: z.boolean().describe('today is between diagnosis_date and legal_valid_until, both included'),
  expires_in_days: z.number().int().describe('days from today to legal_valid_until; negative once expired'),
  created_at: timestamp,
  updated_at: timestamp,
});
export type EnergyDiagnosisDto = z.infer<typeof energyDiagnosisSchema>;

// Types are checked here (400); ranges, lengths, dates and label scales are business rules (422).
const requiredFields = {
  reference_number: documented(z.string().max(10_000).describe('1 to 100 characters (422 otherwise)'), {
    minLength: 1,
    maxLength: DPE_LIMITS.referenceNumberMax,
  }),
  diagnosis_date: isoDate,
  valid_until: isoDate.describe('after diagnosis_date, at most 10 years later'),
  energy_label: dpeLabel.describe(
    'must be a class of the values on the scale of diagnosis_date: before 1 July 2021 energy_consumption on A <= 50 < B <= 90 < C <= 150 < D <= 230 < E <= 330 < F <= 450 < G; from then the worse of the Cep class (A < 70 < B < 110 < C < 180 < D < 250 < E < 330 < F < 420 < G) and the EGES class, with the small-surface and mountain thresholds (docs/legal.md)',
  ),
  ges_label: dpeLabel.describe(
    'must be the class of ges_emission: before 1 July 2021 A <= 5 < B <= 10 < C <= 20 < D <= 35 < E <= 55 < F <= 80 < G; from then A < 6 < B < 11 < C < 30 < D < 50 < E < 70 < F < 100 < G (and its small-surface and mountain thresholds)',
  ),
  construction_year: documented(z.number().int().describe('1800 to the current year'), {
    minimum: DPE_LIMITS.minConstructionYear,
    maximum: new Date().getFullYear(),
  }),
};
const optional = {
  place_id: uuid.nullable().describe('exactly one of place_id and estate_id'),
  estate_id: uuid.nullable(),
  energy_consumption: documented(z.number().finite(), { minimum: 0 }).nullable().describe('>= 0, kWh/m2/year'),
  ges_emission: documented(z.number().finite(), { minimum: 0 }).nullable().describe('>= 0, kg CO2/m2/year'),
  heated_area: documented(z.number().finite(), { exclusiveMinimum: 0 }).nullable().describe('> 0, m2'),
  reference_surface: documented(z.number().finite(), { exclusiveMinimum: 0 })
    .nullable()
    .describe('> 0, m2: the surface the thresholds depend on (default: heated_area)'),
  altitude: documented(z.number().int(), { minimum: DPE_LIMITS.altitude[0], maximum: DPE_LIMITS.altitude[1] })
    .nullable()
    .describe('m, -10 to 4810'),
  climate_zone: z.enum(CLIMATE_ZONES).nullable().describe('E/F thresholds are relaxed above 800 m in H1b, H1c, H2d'),
  final_energy_consumption: documented(z.number().finite(), { minimum: 0 })
    .nullable()
    .describe('>= 0, kWh of final energy/m2/year'),
  notes: documented(z.string().max(100_000), { maxLength: DPE_LIMITS.notesMax })
    .nullable()
    .describe('at most 1000 characters'),
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
      metadata: { ...write, exactlyOneOf: ['place_id', 'estate_id'] },
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
