import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  aliasedEnum,
  commonResponses,
  deleted,
  fileBody,
  formText,
  isoDate,
  listQuery,
  paginated,
  problemSchema,
  queryBoolean,
  spellingAliases,
  text,
  timestamp,
  uuid,
} from '../common.js';
import { registerValue } from './meters.js';
import { PHOTO_CONTENT_TYPES } from '../vocabulary/media.js';
import { READING_METHODS } from '../vocabulary/meters.js';

const c = initContract();

const method = aliasedEnum(READING_METHODS, spellingAliases(READING_METHODS));

export const readingSchema = z.object({
  id: uuid,
  meter_id: uuid,
  reading_date: isoDate,
  value: z.number().describe('the register, as read'),
  method: z.enum(READING_METHODS),
  consumption: z.number().nullable().describe('since the previous reading (rollover included); null for the first'),
  days: z.number().int().nullable().describe('days since the previous reading'),
  rollover: z.boolean().describe('the register went past max_value and started again at 0'),
  expected_consumption: z
    .number()
    .nullable()
    .describe('the meter’s average daily consumption over its earlier readings, times days'),
  deviation_percent: z.number().nullable().describe('(consumption - expected) / expected, in percent'),
  is_anomaly: z.boolean().describe('consumption more than 50% away from expected'),
  lease_id: uuid.nullable(),
  notes: z.string().nullable(),
  photo: z
    .object({
      file_name: z.string(),
      content_type: z.enum(PHOTO_CONTENT_TYPES),
      file_size: z.number().int(),
      sha256: z.string(),
      download_url: z.string(),
    })
    .nullable(),
  created_at: timestamp,
});
export type ReadingDto = z.infer<typeof readingSchema>;

export const createReadingBody = z
  .object({
    reading_date: isoDate.describe(
      'after the previous reading (422 before it, 409 on the same day), not in the future',
    ),
    value: registerValue().describe(
      'at most max_value; lower than the previous reading only on a meter that rolls over',
    ),
    method: method.describe('MANUAL, AUTOMATIC or ESTIMATED; a PHOTO reading is uploaded with its photo'),
    lease_id: uuid.nullable().optional().describe('the lease it was taken for, on an estate the meter serves'),
    notes: text(2000).nullable().optional(),
  })
  .strict();

export const uploadReadingPhotoBody = z.object({
  reading_date: formText(isoDate),
  value: formText(registerValue(z.coerce.number())),
  lease_id: formText(uuid).optional(),
  notes: formText(text(2000)).optional(),
  file: z.custom<Blob>().optional().describe('the photo (binary, required): JPEG, PNG or WebP, at most 20 MB'),
});

const meterParams = z.object({ meter_id: uuid });
const readingParams = z.object({ meter_id: uuid, reading_id: uuid });
const read = { permission: 'properties:read' } as const;
const write = { permission: 'properties:write' } as const;

export const meterReadingsContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/meters/:meter_id/readings',
      pathParams: meterParams,
      query: listQuery(['reading_date', 'created_at']).extend({
        method: method.optional(),
        is_anomaly: queryBoolean().optional(),
        lease_id: uuid.optional(),
        reading_date_from: isoDate.optional(),
        reading_date_to: isoDate.optional(),
      }),
      responses: { 200: paginated(readingSchema) },
      summary: 'The readings of a meter, newest first, with their consumption and anomaly flag',
      metadata: { ...read, list: true },
    },
    create: {
      method: 'POST',
      path: '/meters/:meter_id/readings',
      pathParams: meterParams,
      body: createReadingBody,
      responses: { 201: readingSchema, 409: problemSchema, 422: problemSchema },
      summary:
        'Record a reading; consumption, rollover and anomaly are computed. 422 before the previous reading or on a replaced meter',
      metadata: write,
    },
    uploadPhoto: {
      method: 'POST',
      path: '/meters/:meter_id/readings/photo',
      pathParams: meterParams,
      contentType: 'multipart/form-data',
      body: uploadReadingPhotoBody,
      responses: { 201: readingSchema, 409: problemSchema, 413: problemSchema, 415: problemSchema, 422: problemSchema },
      summary: 'Record a PHOTO reading (multipart: reading_date, value, lease_id, notes, file); 415 unless an image',
      metadata: write,
    },
    get: {
      method: 'GET',
      path: '/meters/:meter_id/readings/:reading_id',
      pathParams: readingParams,
      responses: { 200: readingSchema },
      summary: 'Get a reading',
      metadata: read,
    },
    photo: {
      method: 'GET',
      path: '/meters/:meter_id/readings/:reading_id/photo',
      pathParams: readingParams,
      responses: { 200: fileBody },
      summary: 'The photo of a PHOTO reading, with its sniffed Content-Type (404 when the reading has none)',
      metadata: read,
    },
    remove: {
      method: 'DELETE',
      path: '/meters/:meter_id/readings/:reading_id',
      pathParams: readingParams,
      body: null,
      responses: { ...deleted, 409: problemSchema },
      summary: 'Delete the latest reading of a meter (409 for an earlier one: later readings depend on it)',
      metadata: { permission: 'properties:delete' },
    },
  },
  { commonResponses },
);
