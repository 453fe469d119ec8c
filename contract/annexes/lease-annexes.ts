// Lease annexes (spec, "Rules stated": POST /leases/{id}/annexes/attach-mandatory, POST
// /leases/{id}/annexes, GET /leases/{id}/annexes/compliance, GET /leases/{id}/annexes/{annex_id}/download),
// with the list, one annex and delete.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { ANNEX_CODES, ANNEX_SOURCE_CATEGORIES } from '../vocabulary/annexes.js';
import {
  aliasedEnum,
  commonResponses,
  fileBody,
  formText,
  isoDate,
  listQuery,
  nonEmptyText,
  noBody,
  paginated,
  problemSchema,
  spellingAliases,
  timestamp,
  uploadedFile,
  uuid,
} from '../common.js';

const c = initContract();

const annexCode = aliasedEnum(ANNEX_CODES, spellingAliases(ANNEX_CODES));

export const leaseAnnexSchema = z.object({
  id: uuid,
  lease_id: uuid,
  code: z.enum(ANNEX_CODES),
  source_category: z.enum(ANNEX_SOURCE_CATEGORIES),
  title: z.string(),
  media_id: uuid
    .nullable()
    .describe('the file; null for the static notice or a diagnostic attached without its report'),
  source_id: uuid.nullable().describe('the diagnostic, energy diagnosis, condition report or lease it was made from'),
  valid_until: isoDate.nullable(),
  download_url: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type LeaseAnnexDto = z.infer<typeof leaseAnnexSchema>;

const needSchema = z.object({
  code: z.enum(ANNEX_CODES),
  reason: z.string().describe('why the law asks for it'),
  lacking: z.string().nullable().describe('why it could not be attached'),
  expired: z.boolean(),
});

const complianceLine = z.object({
  code: z.enum(ANNEX_CODES),
  name: z.string(),
  legal_reference: z.string().nullable(),
  annex_id: uuid.nullable(),
  valid_until: isoDate.nullable(),
  reason: z.string(),
});

export const uploadLeaseAnnexBody = z.object({
  code: formText(annexCode).optional().describe('the catalogue entry (default OTHER); one annex per code except OTHER'),
  title: formText(nonEmptyText(255)).optional(),
  file: uploadedFile,
});

const leaseParams = z.object({ lease_id: uuid });
const annexParams = z.object({ lease_id: uuid, annex_id: uuid });
const read = { permission: 'leases:read' } as const;
const write = { permission: 'leases:write' } as const;

export const leaseAnnexesContract = c.router(
  {
    attachMandatory: {
      method: 'POST',
      path: '/leases/:lease_id/annexes/attach-mandatory',
      pathParams: leaseParams,
      body: noBody,
      responses: {
        200: z.object({
          lease_id: uuid,
          reference_date: isoDate,
          attached: z.array(leaseAnnexSchema).describe('added, or refreshed because their source changed'),
          unchanged: z.array(leaseAnnexSchema),
          missing: z.array(needSchema).describe('required but nothing valid to attach'),
        }),
        409: problemSchema,
      },
      summary:
        "Attach what the law requires for the lease's type and estate: notice, rent mentions, entry report, inventory, valid diagnostics",
      metadata: write,
    },
    upload: {
      method: 'POST',
      path: '/leases/:lease_id/annexes',
      pathParams: leaseParams,
      contentType: 'multipart/form-data',
      body: uploadLeaseAnnexBody,
      responses: { 201: leaseAnnexSchema, 409: problemSchema, 413: problemSchema, 415: problemSchema },
      summary:
        'Upload an annex (multipart: file, code, title); 413 over 20 MB, 415 unless PDF/JPEG/PNG/WebP by content',
      metadata: write,
    },
    list: {
      method: 'GET',
      path: '/leases/:lease_id/annexes',
      pathParams: leaseParams,
      query: listQuery(['created_at', 'code', 'valid_until']).extend({
        code: annexCode.optional(),
        source_category: z.enum(ANNEX_SOURCE_CATEGORIES).optional(),
      }),
      responses: { 200: paginated(leaseAnnexSchema) },
      summary: 'The annexes of a lease (filters code, source_category)',
      metadata: { ...read, list: true },
    },
    compliance: {
      method: 'GET',
      path: '/leases/:lease_id/annexes/compliance',
      pathParams: leaseParams,
      responses: {
        200: z.object({
          lease_id: uuid,
          reference_date: isoDate.describe('the signature date: today before signature, else the lease start'),
          complete: z.boolean(),
          present: z.array(complianceLine),
          missing: z.array(complianceLine),
          expired: z.array(complianceLine),
        }),
      },
      summary: 'Which required annexes are present, missing or expired at the signature date',
      metadata: read,
    },
    get: {
      method: 'GET',
      path: '/leases/:lease_id/annexes/:annex_id',
      pathParams: annexParams,
      responses: { 200: leaseAnnexSchema },
      summary: 'One annex of a lease',
      metadata: read,
    },
    download: {
      method: 'GET',
      path: '/leases/:lease_id/annexes/:annex_id/download',
      pathParams: annexParams,
      responses: {
        200: fileBody,
        409: problemSchema,
      },
      summary: 'The file of an annex (409 for a diagnostic attached without its report)',
      metadata: read,
    },
    remove: {
      method: 'DELETE',
      path: '/leases/:lease_id/annexes/:annex_id',
      pathParams: annexParams,
      body: null,
      responses: { 204: z.undefined(), 409: problemSchema },
      summary: 'Remove an annex from a lease (its uploaded or generated file goes with it)',
      metadata: { permission: 'leases:delete' },
    },
  },
  { commonResponses },
);
