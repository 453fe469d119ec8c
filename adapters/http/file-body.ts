// File downloads: the headers of an attachment and the bytes as a stream (ts-rest pipes a stream as
// is, keeping the Content-Type set here).
import { Readable } from 'node:stream';
import type { Response } from 'express';

export interface Attachment {
  fileName: string;
  contentType: string;
  /** A strong validator when known (the file's SHA-256). */
  etag?: string;
}

export function fileResponse(res: Response, file: Attachment, bytes: Uint8Array): Readable {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(bytes.byteLength));
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (file.etag) res.setHeader('ETag', `"${file.etag}"`);
  return Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]);
}
