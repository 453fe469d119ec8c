// File downloads: the headers of an attachment and the bytes as a stream (ts-rest pipes a stream as
// is, keeping the Content-Type set here). A stored file opened from the FileStore streams from there.
import { Readable } from 'node:stream';
import type { Response } from 'express';
import type { FileStream } from '../../core/ports/file-store.js';

export interface Attachment {
  fileName: string;
  contentType: string;
  /** A strong validator when known (the file's SHA-256). */
  etag?: string;
}

export function fileResponse(res: Response, file: Attachment, content: Uint8Array | FileStream): Readable {
  const size = content instanceof Uint8Array ? content.byteLength : content.size;
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(size));
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (file.etag) res.setHeader('ETag', `"${file.etag}"`);
  if (content instanceof Uint8Array)
    return Readable.from([Buffer.from(content.buffer, content.byteOffset, content.byteLength)]);
  const stream = content.body instanceof Readable ? content.body : Readable.from(content.body, { objectMode: false });
  // A client gone before the end: the file or the object store's connection is released now.
  res.once('close', () => stream.destroy());
  return stream;
}

/** What a stored file's record tells of it: its name, its content type, its SHA-256. */
export interface StoredFile {
  file_name: string;
  content_type: string;
  sha256: string;
}

/** The 200 answer of a stored file's download: named after its record, its SHA-256 as the ETag. */
export function storedFileDownload(res: Response, stored: { file: StoredFile; content: Uint8Array | FileStream }) {
  const { file, content } = stored;
  return {
    status: 200 as const,
    body: fileResponse(res, { fileName: file.file_name, contentType: file.content_type, etag: file.sha256 }, content),
  };
}
