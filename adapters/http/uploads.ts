// Multipart uploads and file downloads, shared by every route folder that takes or serves files
// (lease documents, media, lease annexes): docs/decisions.md, lease documents and the FileStore.
import { Readable } from 'node:stream';
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

/** Route middleware of every upload route: the file lands in `req.file`. */
export function uploadMiddleware(req: Request, res: Response, next: NextFunction) {
  parseUpload(req, res, (error: unknown) => {
    if (!error) return next();
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

/** A stored file as a download serves it. */
export interface ServedFile {
  file_name: string;
  content_type: string;
  sha256: string;
}

/**
 * Sets the headers of a file download and returns the body as a stream: ts-rest pipes a stream
 * as is, keeping the Content-Type sniffed at upload.
 */
export function fileBody(res: Response, file: ServedFile, bytes: Uint8Array): Readable {
  const ascii = file.file_name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  res.setHeader('Content-Type', file.content_type);
  res.setHeader('Content-Length', String(bytes.byteLength));
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.file_name)}`,
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('ETag', `"${file.sha256}"`);
  return Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]);
}
