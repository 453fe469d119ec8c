import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { amendmentDocumentUseCases } from '../../../../core/amendments/documents.js';
import type { AmendmentDeps } from '../../../../core/amendments/deps.js';
import { type HasContext, ctx, storeOf } from '../../context.js';
import { fileResponse } from '../../file-body.js';
import { paged } from '../../wire.js';
import { requiredFile, uploadMiddleware } from '../../uploads.js';
import { amendmentDocumentWire } from './wire.js';

const s = initServer();

export function amendmentDocumentsRouter(deps: AmendmentDeps) {
  const documents = (req: HasContext) => amendmentDocumentUseCases(storeOf(req), deps, ctx(req).actor);
  return s.router(contract.amendmentDocuments, {
    upload: {
      middleware: [uploadMiddleware],
      handler: async ({ params, body, req }) => {
        const file = requiredFile(req);
        const document = await documents(req).upload(params.lease_id, params.amendment_id, {
          document_type: body.document_type,
          description: body.description ?? null,
          file_name: file.originalname,
          bytes: file.buffer,
        });
        return { status: 201, body: amendmentDocumentWire(document) };
      },
    },
    list: async ({ params, query, req }) => {
      const page = await documents(req).list(params.lease_id, params.amendment_id, query);
      return {
        status: 200,
        body: { ...paged(page), data: page.items.map(amendmentDocumentWire) },
      };
    },
    get: async ({ params, req }) => ({
      status: 200,
      body: amendmentDocumentWire(
        await documents(req).get(params.lease_id, params.amendment_id, params.amendment_document_id),
      ),
    }),
    download: async ({ params, req, res }) => {
      const { document, content } = await documents(req).download(
        params.lease_id,
        params.amendment_id,
        params.amendment_document_id,
      );
      return {
        status: 200,
        body: fileResponse(
          res,
          { fileName: document.file_name, contentType: document.content_type, etag: document.sha256 },
          content,
        ),
      };
    },
    update: async ({ params, body, req }) => ({
      status: 200,
      body: amendmentDocumentWire(
        await documents(req).update(params.lease_id, params.amendment_id, params.amendment_document_id, body),
      ),
    }),
  });
}
