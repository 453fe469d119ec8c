import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  commonResponses,
  documentListQuery,
  formText,
  deleted,
  nonEmptyText,
  paginated,
  problemSchema,
  storedFileDownloadRoute,
  storedFileFields,
  text,
  uploadedFile,
  uuid,
} from '../common.js';

const c = initContract();

export const leaseDocumentSchema = z.object({
  id: uuid,
  lease_id: uuid,
  document_type: z
    .string()
    .describe('e.g. LeaseAgreement, Inventory, Insurance, SignedLease (served to tenants as the signed PDF)'),
  ...storedFileFields,
});
export type LeaseDocumentDto = z.infer<typeof leaseDocumentSchema>;

export const uploadLeaseDocumentBody = z.object({
  document_type: formText(nonEmptyText(100)),
  description: formText(text(2000)).optional(),
  file: uploadedFile,
});

export const updateLeaseDocumentBody = z
  .object({ document_type: nonEmptyText(100), description: text(2000).nullable() })
  .partial()
  .strict();

const leaseParams = z.object({ lease_id: uuid });
const documentParams = z.object({ lease_id: uuid, document_id: uuid });
const read = { permission: 'leases:read' } as const;
const write = { permission: 'leases:write' } as const;

export const leaseDocumentsContract = c.router(
  {
    upload: {
      method: 'POST',
      path: '/leases/:lease_id/documents',
      pathParams: leaseParams,
      contentType: 'multipart/form-data',
      body: uploadLeaseDocumentBody,
      responses: { 201: leaseDocumentSchema, 413: problemSchema, 415: problemSchema },
      summary:
        'Upload a lease document (multipart: document_type, description, file); 413 over 20 MB, 415 unless PDF/JPEG/PNG/WebP by content',
      metadata: write,
    },
    list: {
      method: 'GET',
      path: '/leases/:lease_id/documents',
      pathParams: leaseParams,
      query: documentListQuery,
      responses: { 200: paginated(leaseDocumentSchema) },
      summary: 'List the documents of a lease',
      metadata: { ...read, list: true },
    },
    get: {
      method: 'GET',
      path: '/leases/:lease_id/documents/:document_id',
      pathParams: documentParams,
      responses: { 200: leaseDocumentSchema },
      summary: 'Metadata of a lease document',
      metadata: read,
    },
    download: {
      ...storedFileDownloadRoute,
      path: '/leases/:lease_id/documents/:document_id/download',
      pathParams: documentParams,
      metadata: read,
    },
    update: {
      method: 'PUT',
      path: '/leases/:lease_id/documents/:document_id',
      pathParams: documentParams,
      body: updateLeaseDocumentBody,
      responses: { 200: leaseDocumentSchema },
      summary: 'Update the metadata (document_type, description) of a lease document',
      metadata: write,
    },
    remove: {
      method: 'DELETE',
      path: '/leases/:lease_id/documents/:document_id',
      pathParams: documentParams,
      body: null,
      responses: deleted,
      summary: 'Delete a lease document and its file',
      metadata: { permission: 'leases:delete' },
    },
  },
  { commonResponses },
);
