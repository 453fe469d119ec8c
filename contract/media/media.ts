// Media (spec, named area "media"): photos and PDFs of the tenant, uploaded once and served by id;
// condition reports, notices and lease annexes refer to them.
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import {
  commonResponses,
  formText,
  isoDate,
  listQuery,
  paginated,
  problemSchema,
  text,
  timestamp,
  uuid,
} from '../common.js';

const c = initContract();

export const MEDIA_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;

export const mediaSchema = z.object({
  id: uuid,
  lease_id: uuid.nullable(),
  estate_id: uuid.nullable(),
  description: z.string().nullable(),
  file_name: z.string(),
  content_type: z.enum(MEDIA_CONTENT_TYPES).describe('told from the content, not the name'),
  file_size: z.number().int().describe('bytes'),
  sha256: z.string().describe('hex SHA-256 of the file'),
  download_url: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type MediaDto = z.infer<typeof mediaSchema>;

export const uploadMediaBody = z.object({
  description: formText(text(2000)).optional(),
  lease_id: formText(uuid).optional().describe('the lease the file belongs to (it goes with a deleted draft lease)'),
  estate_id: formText(uuid).optional().describe('the estate the file shows'),
  file: z.custom<Blob>().optional().describe('the file (binary, required): PDF, JPEG, PNG or WebP, at most 20 MB'),
});

const mediaParams = z.object({ media_id: uuid });

export const mediaContract = c.router(
  {
    upload: {
      method: 'POST',
      path: '/media',
      contentType: 'multipart/form-data',
      body: uploadMediaBody,
      responses: { 201: mediaSchema, 413: problemSchema, 415: problemSchema },
      summary:
        'Upload a photo or a PDF (multipart: file, description, lease_id, estate_id); 413 over 20 MB, 415 unless PDF/JPEG/PNG/WebP by content',
      metadata: { permission: 'leases:write' },
    },
    list: {
      method: 'GET',
      path: '/media',
      query: listQuery(['created_at', 'file_name', 'file_size']).extend({
        lease_id: uuid.optional(),
        estate_id: uuid.optional(),
        content_type: z.enum(MEDIA_CONTENT_TYPES).optional(),
        created_at_from: isoDate.optional().describe('uploaded on or after this day (UTC)'),
        created_at_to: isoDate.optional().describe('uploaded on or before this day (UTC)'),
      }),
      responses: { 200: paginated(mediaSchema) },
      summary: 'List media (filters lease_id, estate_id, content_type, created_at_from/_to)',
      metadata: { permission: 'leases:read', list: true },
    },
    get: {
      method: 'GET',
      path: '/media/:media_id',
      pathParams: mediaParams,
      responses: { 200: mediaSchema },
      summary: 'Metadata of a media file',
      metadata: { permission: 'leases:read' },
    },
    download: {
      method: 'GET',
      path: '/media/:media_id/download',
      pathParams: mediaParams,
      responses: { 200: c.otherResponse({ contentType: 'application/octet-stream', body: z.any() }) },
      summary: 'The file itself, with its sniffed Content-Type',
      metadata: { permission: 'leases:read' },
    },
    remove: {
      method: 'DELETE',
      path: '/media/:media_id',
      pathParams: mediaParams,
      body: null,
      responses: { 204: z.undefined(), 409: problemSchema },
      summary: 'Delete a media file; 409 while a condition report, notice or annex uses it',
      metadata: { permission: 'leases:delete' },
    },
  },
  { commonResponses },
);
