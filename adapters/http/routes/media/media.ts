import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { type MediaDeps, mediaUseCases } from '../../../../core/media/media-use-cases.js';
import type { Media } from '../../../../core/media/media.js';
import type { View } from '../../../../core/ports/store.js';
import { type HasContext, ctx, storeOf } from '../../context.js';
import { fileResponse } from '../../file-body.js';
import { requiredFile, uploadMiddleware } from '../../uploads.js';
import { paged, wire } from '../../wire.js';

const s = initServer();

function mediaWire(media: Media | View<Media>) {
  return {
    ...wire(media),
    content_type: media.content_type as 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp',
    download_url: `/api/media/${media.id}/download`,
  };
}

export function mediaRouter(deps: MediaDeps) {
  const media = (req: HasContext) => mediaUseCases(storeOf(req), deps);
  return s.router(contract.media, {
    upload: {
      middleware: [uploadMiddleware],
      handler: async ({ body, req }) => {
        const file = requiredFile(req);
        const created = await media(req).upload(
          {
            file_name: file.originalname,
            bytes: file.buffer,
            description: body.description ?? null,
            lease_id: body.lease_id ?? null,
            estate_id: body.estate_id ?? null,
          },
          ctx(req).actor.tenantId,
        );
        return { status: 201, body: mediaWire(created) };
      },
    },
    list: async ({ query, req }) => {
      const page = await media(req).list(query);
      return { status: 200, body: { ...paged(page), data: page.items.map(mediaWire) } };
    },
    get: async ({ params, req }) => ({ status: 200, body: mediaWire(await media(req).get(params.media_id)) }),
    download: async ({ params, req, res }) => {
      const found = await media(req).download(params.media_id);
      return {
        status: 200,
        body: fileResponse(
          res,
          { fileName: found.media.file_name, contentType: found.media.content_type, etag: found.media.sha256 },
          found.content,
        ),
      };
    },
    remove: async ({ params, req }) => {
      await media(req).remove(params.media_id);
      return { status: 204, body: undefined };
    },
  });
}
