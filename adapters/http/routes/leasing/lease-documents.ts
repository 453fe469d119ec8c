import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { leaseDocumentUseCases } from '../../../../core/leasing/lease-documents.js';
import type { LeasingDeps } from '../../../../core/leasing/deps.js';
import { type HasContext, storeOf } from '../../context.js';
import { requiredFile, uploadMiddleware } from '../../uploads.js';
import { paged } from '../../wire.js';
import { documentWire, fileBody } from './wire.js';

const s = initServer();

export function leaseDocumentsRouter(deps: LeasingDeps) {
  const documents = (req: HasContext) => leaseDocumentUseCases(storeOf(req), deps);
  return s.router(contract.leaseDocuments, {
    upload: {
      middleware: [uploadMiddleware],
      handler: async ({ params, body, req }) => {
        const file = requiredFile(req);
        const document = await documents(req).upload(params.lease_id, {
          document_type: body.document_type,
          description: body.description ?? null,
          file_name: file.originalname,
          bytes: file.buffer,
        });
        return { status: 201, body: documentWire(document) };
      },
    },
    list: async ({ params, query, req }) => {
      const page = await documents(req).list(params.lease_id, query);
      return { status: 200, body: { ...paged(page), data: page.items.map(documentWire) } };
    },
    get: async ({ params, req }) => ({
      status: 200,
      body: documentWire(await documents(req).get(params.lease_id, params.document_id)),
    }),
    download: async ({ params, req, res }) => {
      const { document, content } = await documents(req).download(params.lease_id, params.document_id);
      return { status: 200, body: fileBody(res, document, content) };
    },
    update: async ({ params, body, req }) => ({
      status: 200,
      body: documentWire(await documents(req).update(params.lease_id, params.document_id, body)),
    }),
    remove: async ({ params, req }) => {
      await documents(req).remove(params.lease_id, params.document_id);
      return { status: 204, body: undefined };
    },
  });
}
