// Uploaded files, whatever the resource they belong to (lease documents, media, lease annexes):
// the size limit, the media types told from the content, a safe file name, and "file first, row
// second" so that a failed upload leaves neither (docs/decisions.md, lease documents and the FileStore).
import type { FileInspector } from '../ports/file-inspector.js';
import type { FileStore } from '../ports/file-store.js';
import type { MediaContentType } from '../../contract/vocabulary/media.js';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from './errors.js';

/** Upload limit: 20 MiB. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** Media types an upload may have, told from the content, with the extension a nameless file gets. */
export const UPLOAD_MEDIA_TYPES: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} satisfies Record<MediaContentType, string>;

/** 413 over the size limit, 415 when the content is not PDF, JPEG, PNG or WebP (whatever the name or declared type says). */
export async function acceptedContentType(
  bytes: Uint8Array,
  inspector: Pick<FileInspector, 'sniff'>,
  what = 'an uploaded file',
): Promise<string> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) {
    throw new PayloadTooLargeError(
      `The file is ${bytes.byteLength} bytes; the limit is ${MAX_UPLOAD_BYTES} bytes (20 MB)`,
    );
  }
  const type = await inspector.sniff(bytes);
  if (!type || !Object.hasOwn(UPLOAD_MEDIA_TYPES, type)) {
    throw new UnsupportedMediaTypeError(
      `The file content is ${type ?? 'of an unknown type'}; ${what} must be PDF, JPEG, PNG or WebP`,
      [{ path: 'file', message: `unsupported content ${type ?? 'unknown'}`, code: 'unsupported_media_type' }],
    );
  }
  return type;
}

/** A file name safe for storage metadata and Content-Disposition: no path, no control characters. */
export function safeFileName(name: string, contentType: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, 200);
  return cleaned.length > 0 ? cleaned : `document.${UPLOAD_MEDIA_TYPES[contentType] ?? 'bin'}`;
}

/** What every stored file records about its bytes. */
export interface StoredFileFacts {
  file_name: string;
  content_type: string;
  file_size: number;
  sha256: string;
}

/** The facts of checked bytes: sniffed type (413/415 first), safe name, size and digest. */
export async function inspectUpload(
  bytes: Uint8Array,
  fileName: string,
  inspector: FileInspector,
  what?: string,
): Promise<StoredFileFacts> {
  const contentType = await acceptedContentType(bytes, inspector, what);
  return {
    file_name: safeFileName(fileName, contentType),
    content_type: contentType,
    file_size: bytes.byteLength,
    sha256: inspector.sha256(bytes),
  };
}

/**
 * Writes the bytes, then runs `record` (the row insert); when the insert fails the file is removed,
 * so a failed upload leaves neither a row nor a file.
 */
export async function storeThenRecord<T>(
  files: FileStore,
  file: { key: string; bytes: Uint8Array; contentType: string },
  record: () => Promise<T>,
): Promise<T> {
  await files.put(file.key, file.bytes, file.contentType);
  try {
    return await record();
  } catch (error) {
    await files.delete(file.key);
    throw error;
  }
}
