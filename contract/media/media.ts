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
  storedFileDownloadRoute,
  storedFileFields,
  text,
  uploadedFile,
  uuid,
} from '../common.js';
import { MEDIA_CONTENT_TYPES } from '../vocabulary/media.js';

const c = initContract();

export const mediaSchema = z.object({
  id: uuid,
  lease_id: uuid.nullable(),
  estate_id: uuid.nullable(),
  ...storedFileFields,
});
export type MediaDto = z.infer<typeof mediaSchema>;

export const uploadMediaBody = z.object({
  description: formText(text(2000)).optional(),
  lease_id: formText(uuid).optional().describe('the lease the file belongs to (it goes with a deleted draft lease)'),
  estate_id: formText(uuid).optional().describe('the estate the file shows'),
  file: uploadedFile,
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
      ...storedFileDownloadRoute,
      path: '/media/:media_id/download',
      pathParams: mediaParams,
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
