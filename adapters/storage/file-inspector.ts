// Content sniffing by magic bytes (file-type) and SHA-256 digests for uploaded files.
import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { FileInspector } from '../../core/ports/file-inspector.js';

export const fileInspector: FileInspector = {
  async sniff(bytes) {
    return (await fileTypeFromBuffer(bytes))?.mime;
  },
  sha256(bytes) {
    return createHash('sha256').update(bytes).digest('hex');
  },
};
