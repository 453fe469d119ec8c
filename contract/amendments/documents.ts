import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  commonResponses,
  documentListQuery,
  formText,
  nonEmptyText,
  paginated,
  problemSchema,
  storedFileDownloadRoute,
  storedFileFields,
  text,
  uploadedFile,
  uuid,
} from '../common.js';
import { amendmentParams } from './amendments.js';

const c = initContract();

export const amendmentDocumentSchema = z.object({
  id: uuid,
  amendment_id: uuid,
  lease_id: uuid,
  document_type: z.string().describe('e.g. SignedAmendment, WorksInvoice, Quote'),
  ...storedFileFields,
});

export const uploadAmendmentDocumentBody = z.object({
  document_type: formText(nonEmptyText(100)),
  description: formText(text(2000)).optional(),
  file: uploadedFile,
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
      query: documentListQuery,
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
      ...storedFileDownloadRoute,
      path: '/leases/:lease_id/amendments/:amendment_id/documents/:amendment_document_id/download',
      pathParams: documentParams,
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
