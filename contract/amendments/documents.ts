import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  commonResponses,
  formText,
  listQuery,
  nonEmptyText,
  paginated,
  problemSchema,
  text,
  timestamp,
  uuid,
} from '../common.js';
import { amendmentParams } from './amendments.js';

const c = initContract();

export const amendmentDocumentSchema = z.object({
  id: uuid,
  amendment_id: uuid,
  lease_id: uuid,
  document_type: z.string().describe('e.g. SignedAmendment, WorksInvoice, Quote'),
  description: z.string().nullable(),
  file_name: z.string(),
  content_type: z
    .enum(['application/pdf', 'image/jpeg', 'image/png', 'image/webp'])
    .describe('told from the content, not the name'),
  file_size: z.number().int().describe('bytes'),
  sha256: z.string().describe('hex SHA-256 of the file'),
  download_url: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
});

export const uploadAmendmentDocumentBody = z.object({
  document_type: formText(nonEmptyText(100)),
  description: formText(text(2000)).optional(),
  file: z.custom<Blob>().optional().describe('the file (binary, required): PDF, JPEG, PNG or WebP, at most 20 MB'),
});

export const updateAmendmentDocumentBody = z
  .object({ document_type: nonEmptyText(100), description: text(2000).nullable() })
  .partial()
  .strict();

const documentParams = amendmentParams.extend({ amendment_document_id: uuid });
const read = { permission: 'leases:read' } as const;
const write = { permission: 'leases:write' } as const;

export const amendmentDocumentsContract = c.router(
  {
    upload: {
      method: 'POST',
      path: '/leases/:lease_id/amendments/:amendment_id/documents',
      pathParams: amendmentParams,
      contentType: 'multipart/form-data',
      body: uploadAmendmentDocumentBody,
      responses: { 201: amendmentDocumentSchema, 409: problemSchema, 413: problemSchema, 415: problemSchema },
      summary:
        'Upload a document of an amendment not yet over (multipart: document_type, description, file; 413 over 20 MB, 415 unless PDF/JPEG/PNG/WebP by content)',
      metadata: write,
    },
    list: {
      method: 'GET',
      path: '/leases/:lease_id/amendments/:amendment_id/documents',
      pathParams: amendmentParams,
      query: listQuery(['created_at', 'updated_at', 'document_type', 'file_name', 'file_size']).extend({
        document_type: text(100).optional(),
      }),
      responses: { 200: paginated(amendmentDocumentSchema) },
      summary: 'List the documents of an amendment',
      metadata: { ...read, list: true },
    },
    get: {
      method: 'GET',
      path: '/leases/:lease_id/amendments/:amendment_id/documents/:amendment_document_id',
      pathParams: documentParams,
      responses: { 200: amendmentDocumentSchema },
      summary: 'Metadata of an amendment document',
      metadata: read,
    },
    download: {
      method: 'GET',
      path: '/leases/:lease_id/amendments/:amendment_id/documents/:amendment_document_id/download',
      pathParams: documentParams,
      responses: { 200: c.otherResponse({ contentType: 'application/octet-stream', body: z.any() }) },
      summary: 'The file itself, with its sniffed Content-Type',
      metadata: read,
    },
    update: {
      method: 'PUT',
      path: '/leases/:lease_id/amendments/:amendment_id/documents/:amendment_document_id',
      pathParams: documentParams,
      body: updateAmendmentDocumentBody,
      responses: { 200: amendmentDocumentSchema, 409: problemSchema },
      summary: 'Update the metadata of a document of a DRAFT amendment (409 otherwise)',
      metadata: write,
    },
  },
  { commonResponses },
);
