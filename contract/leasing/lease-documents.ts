import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  commonResponses,
  formText,
  deleted,
  listQuery,
  nonEmptyText,
  paginated,
  problemSchema,
  text,
  timestamp,
  uuid,
} from '../common.js';

const c = initContract();

export const leaseDocumentSchema = z.object({
  id: uuid,
  lease_id: uuid,
  document_type: z
    .string()
    .describe('e.g. LeaseAgreement, Inventory, Insurance, SignedLease (served to tenants as the signed PDF)'),
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
export type LeaseDocumentDto = z.infer<typeof leaseDocumentSchema>;

export const uploadLeaseDocumentBody = z.object({
  document_type: formText(nonEmptyText(100)),
  description: formText(text(2000)).optional(),
  file: z.custom<Blob>().optional().describe('the file (binary, required): PDF, JPEG, PNG or WebP, at most 20 MB'),
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
      query: listQuery(['created_at', 'updated_at', 'document_type', 'file_name', 'file_size']).extend({
        document_type: text(100).optional(),
      }),
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
      method: 'GET',
      path: '/leases/:lease_id/documents/:document_id/download',
      pathParams: documentParams,
      responses: { 200: c.otherResponse({ contentType: 'application/octet-stream', body: z.any() }) },
      summary: 'The file itself, with its sniffed Content-Type',
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
