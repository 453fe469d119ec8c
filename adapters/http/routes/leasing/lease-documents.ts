import { initServer } from '@ts-rest/express';
import type { NextFunction, Request, Response } from 'express';
import multer from 'multer';
import { contract } from '../../../../contract/index.js';
import { MAX_DOCUMENT_BYTES, leaseDocumentUseCases } from '../../../../core/leasing/lease-documents.js';
import type { LeasingDeps } from '../../../../core/leasing/deps.js';
import { PayloadTooLargeError, ValidationError } from '../../../../core/shared/errors.js';
import { type HasContext, storeOf } from '../../context.js';
import { paged } from '../../wire.js';
import { documentWire, fileBody } from './wire.js';

const s = initServer();

/**
 * Multipart parsing in memory, after authentication (route middleware runs after the global
 * auth middleware): one file field `file`, stopped at the 20 MB limit (413).
 */
const parseUpload = multer({
  storage: multer.memoryStorage(),
  // File names are UTF-8 on the wire (browsers, curl, fetch); busboy's default would read them as latin1.
  defParamCharset: 'utf8',
  limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12 },
}).single('file');

/**
 * Runs `done` once the rest of a refused upload has been read (multer drains it) or after a few
 * seconds: answering while the client still writes would reset the connection before it reads the 413.
 */
function afterRequestBody(req: Request, done: () => void): void {
  if (req.complete) return done();
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    clearTimeout(timer);
    done();
  };
  const timer = setTimeout(once, 5_000);
  req.once('end', once);
  req.once('close', once);
}

function uploadMiddleware(req: Request, res: Response, next: NextFunction) {
  parseUpload(req, res, (error: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError) {
      if (error.code === 'LIMIT_FILE_SIZE') {
        res.setHeader('Connection', 'close');
        return afterRequestBody(req, () =>
          next(new PayloadTooLargeError(`The file is larger than the ${MAX_DOCUMENT_BYTES} bytes (20 MB) limit`)),
        );
      }
      return next(
        new ValidationError(`Invalid multipart body: ${error.message}`, [
          { path: error.field ?? 'body', message: error.message, code: error.code.toLowerCase() },
        ]),
      );
    }
    return next(
      new ValidationError('Malformed multipart body', [
        { path: 'body', message: (error as Error).message, code: 'malformed_multipart' },
      ]),
    );
  });
}

export function leaseDocumentsRouter(deps: LeasingDeps) {
  const documents = (req: HasContext) => leaseDocumentUseCases(storeOf(req), deps);
  return s.router(contract.leaseDocuments, {
    upload: {
      middleware: [uploadMiddleware],
      handler: async ({ params, body, req }) => {
        const file = (req as Request).file;
        if (!file)
          throw new ValidationError('A file is required (multipart field "file")', [
            { path: 'file', message: 'required', code: 'required' },
          ]);
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
      const { document, bytes } = await documents(req).download(params.lease_id, params.document_id);
      return { status: 200, body: fileBody(res, document, bytes) };
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
