// Multipart uploads, shared by every route folder that takes files (lease documents, media, lease
// annexes, meter photos): docs/decisions.md, lease documents and the FileStore. Downloads: file-body.ts.
import { createHash } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import multer from 'multer';
import { MAX_UPLOAD_BYTES } from '../../core/shared/uploads.js';
import { PayloadTooLargeError, ValidationError } from '../../core/shared/errors.js';

/**
 * Multipart parsing in memory, after authentication (route middleware runs after the global
 * auth middleware): one file field `file`, stopped at the 20 MB limit (413).
 */
const parseUpload = multer({
  storage: multer.memoryStorage(),
  // File names are UTF-8 on the wire (browsers, curl, fetch); busboy's default would read them as latin1.
  defParamCharset: 'utf8',
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12 },
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

/** What an upload says: its fields, and its file's name, media type and bytes (their digest). */
function uploadContent(req: Request): string {
  const file = req.file && {
    name: req.file.originalname,
    type: req.file.mimetype,
    sha256: createHash('sha256').update(req.file.buffer).digest('hex'),
  };
  return JSON.stringify({ fields: req.body ?? null, file: file ?? null });
}

/**
 * Route middleware of every upload route: the file lands in `req.file`. Under an Idempotency-Key,
 * the parts then tell a retry from another upload (idempotency.ts).
 */
export function uploadMiddleware(req: Request, res: Response, next: NextFunction) {
  parseUpload(req, res, (error: unknown) => {
    if (!error) return req.idempotentUpload ? req.idempotentUpload(uploadContent(req), next) : next();
    if (error instanceof multer.MulterError) {
      if (error.code === 'LIMIT_FILE_SIZE') {
        res.setHeader('Connection', 'close');
        return afterRequestBody(req, () =>
          next(new PayloadTooLargeError(`The file is larger than the ${MAX_UPLOAD_BYTES} bytes (20 MB) limit`)),
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

/** The uploaded file of a request that went through uploadMiddleware; 400 when there is none. */
export function requiredFile(req: unknown): { originalname: string; buffer: Buffer } {
  const file = (req as Request).file;
  if (!file)
    throw new ValidationError('A file is required (multipart field "file")', [
      { path: 'file', message: 'required', code: 'required' },
    ]);
  return file;
}
