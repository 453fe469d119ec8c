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
  nonEmptyText,
  optionalFields,
  paginated,
  problemSchema,
  queryBoolean,
  spellingAliases,
  text,
  timestamp,
  uuid,
} from '../common.js';
import { METER_TYPES, METER_BILLING_TYPES, METER_UNITS } from '../vocabulary/meters.js';

const c = initContract();

const meterType = aliasedEnum(METER_TYPES, spellingAliases(METER_TYPES));
const billingType = aliasedEnum(METER_BILLING_TYPES, spellingAliases(METER_BILLING_TYPES));
const unit = z.enum(METER_UNITS);

/**
 * A register value: at least 0, at most three decimals (stored as numeric(15,3)); on the base
 * `z.coerce.number()`, read from a multipart text field.
 */
export const registerValue = (base = z.number()) =>
  documented(base.min(0).max(99_999_999_999), { multipleOf: 0.001 }).refine(
    (v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6,
    'at most three decimals',
  );

export const meterSchema = z.object({
  id: uuid,
  place_id: uuid.nullable().describe('the building, for a collective meter; null when on an estate'),
  estate_id: uuid.nullable().describe('the estate (lot); null when on the building'),
  parent_meter_id: uuid.nullable().describe('the meter this one is a sub-meter of'),
  type: z.enum(METER_TYPES),
  billing_type: z.enum(METER_BILLING_TYPES),
  serial_number: z.string(),
  label: z.string().nullable(),
  unit: unit,
  max_value: z
    .number()
    .int()
    .nullable()
    .describe('the largest value the register shows before it rolls over to 0; null: no rollover'),
  installed_on: isoDate.nullable(),
  replaces_meter_id: uuid.nullable().describe('the meter this one replaced'),
  replaced_by_meter_id: uuid.nullable().describe('the meter that replaced this one; no more readings here'),
  replaced_on: isoDate.nullable(),
  notes: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type MeterDto = z.infer<typeof meterSchema>;

const maxValue = z.number().int().min(1).max(999_999_999);
const fields = {
  parent_meter_id: uuid.nullable().describe('same type, same building, no cycle (422)'),
  billing_type: billingType.describe('default INDIVIDUAL'),
  label: text(255).nullable(),
  unit: unit.describe('default: kWh for electricity, heating and cooling, m3 for gas and water'),
  max_value: maxValue.nullable().describe('e.g. 99999 for a five-digit register'),
  installed_on: isoDate.nullable(),
  notes: text(2000).nullable(),
};

export const createMeterBody = z
  .object({
    type: meterType,
    serial_number: nonEmptyText(100),
    place_id: uuid.optional(),
    estate_id: uuid.optional(),
    ...optionalFields(fields),
  })
  .strict()
  .describe('On a place (building) or on an estate: exactly one of place_id and estate_id (422 otherwise)');

export const updateMeterBody = z
  .object({ serial_number: nonEmptyText(100), ...fields })
  .partial()
  .strict()
  .describe('absent keeps, null removes; unit and max_value are fixed once the meter has readings (409)');

export const replaceMeterBody = z
  .object({
    serial_number: nonEmptyText(100).describe('the new meter'),
    replaced_on: isoDate,
    final_value: registerValue().optional().describe('the old register on that day, recorded on the old meter'),
    initial_value: registerValue().optional().describe('the new register when installed; default 0'),
    max_value: maxValue.nullable().optional().describe('default: the old meter’s'),
    unit: unit.optional(),
    label: text(255).nullable().optional(),
    notes: text(2000).nullable().optional(),
  })
  .strict();

export const consumptionSchema = z.object({
  meter_id: uuid,
  unit: unit,
  from: isoDate,
  to: isoDate,
  consumption: z.number().describe('counted from the start of `from` to the end of `to`, read between readings'),
  reading_count: z.number().int().describe('readings dated within the period'),
});

const read = { permission: 'properties:read' } as const;
const write = { permission: 'properties:write' } as const;
const refused = { 409: problemSchema, 422: problemSchema } as const;

export const metersContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/meters',
      query: listQuery(['created_at', 'serial_number', 'type', 'installed_on']).extend({
        place_id: uuid.optional().describe('meters on the building itself'),
        estate_id: uuid.optional(),
        parent_meter_id: uuid.optional().describe('the sub-meters of a meter'),
        type: meterType.optional(),
        billing_type: billingType.optional(),
        serial_number: text(100).optional(),
        replaced: queryBoolean().optional().describe('true: replaced meters only; false: meters in service'),
      }),
      responses: { 200: paginated(meterSchema) },
      summary: 'List meters, by building, estate, parent, type or billing type',
      metadata: { ...read, list: true },
    },
    create: {
      method: 'POST',
      path: '/meters',
      body: createMeterBody,
      responses: { 201: meterSchema, ...refused },
      summary: 'Create a meter on a building or an estate, optionally as a sub-meter (409: serial number taken)',
      metadata: { ...write, exactlyOneOf: ['place_id', 'estate_id'] },
    },
    get: {
      method: 'GET',
      path: '/meters/:id',
      pathParams: idParam,
      responses: { 200: meterSchema },
      summary: 'Get a meter',
      metadata: read,
    },
    update: {
      method: 'PUT',
      path: '/meters/:id',
      pathParams: idParam,
      body: updateMeterBody,
      responses: { 200: meterSchema, ...refused },
      summary: 'Update a meter; a new parent is checked for cycles, type and building (422)',
      metadata: write,
    },
    remove: {
      method: 'DELETE',
      path: '/meters/:id',
      pathParams: idParam,
      body: null,
      responses: { ...deleted, 409: problemSchema },
      summary:
        'Delete a meter and its readings; 409 when it has sub-meters, is in a replacement chain or a charge key reads it',
      metadata: { permission: 'properties:delete' },
    },
    replace: {
      method: 'POST',
      path: '/meters/:id/replace',
      pathParams: idParam,
      body: replaceMeterBody,
      responses: { 201: meterSchema, ...refused },
      summary:
        'Replace a meter by a new one (same place, type and parent; sub-meters move over); the old one takes no more readings',
      metadata: write,
    },
    consumption: {
      method: 'GET',
      path: '/meters/:id/consumption',
      pathParams: idParam,
      query: z.object({
        from: isoDate.optional().describe('default: the first reading'),
        to: isoDate.optional().describe('not before from (400); default: the last reading'),
      }),
      responses: { 200: consumptionSchema },
      summary: 'Consumption of a meter over a period, read between its readings (rollover included)',
      metadata: read,
    },
    forLease: {
      method: 'GET',
      path: '/leases/:lease_id/meters',
      pathParams: z.object({ lease_id: uuid }),
      query: listQuery(['type', 'serial_number', 'created_at']),
      responses: { 200: paginated(meterSchema) },
      summary: 'The meters in service for a lease: those of its estate and of its building',
      metadata: { permission: 'leases:read', list: true },
    },
  },
  { commonResponses },
);
