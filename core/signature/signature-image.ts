// The drawn signature of a guest signer: a PNG, or an SVG of paths (what signature pads draw),
// at most 256 KiB, its type told from the content (docs/decisions.md 69).
import type { FileInspector } from '../ports/file-inspector.js';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../shared/errors.js';

export const MAX_SIGNATURE_IMAGE_BYTES = 256 * 1024;

export interface SignatureImage {
  bytes: Uint8Array;
  contentType: 'image/png' | 'image/svg+xml';
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A `data:` URL or plain base64, decoded; 400 when it is neither. */
export function decodeImagePayload(payload: string): Uint8Array {
  const match = /^data:[\w.+-]+\/[\w.+-]+(?:;[\w-]+=[\w.-]+)*;base64,(.*)$/s.exec(payload);
  const base64 = (match ? match[1] : payload).replace(/\s+/g, '');
  if (!BASE64.test(base64) || base64.length % 4 === 1) {
    throw new ValidationError('signature_image must be a data: URL or base64', [
      { path: 'signature_image', message: 'not base64', code: 'invalid_encoding' },
    ]);
  }
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

/**
 * An SVG that is only drawing: an `<svg>` root, no script, no event handler, no external
 * reference, no embedded document. Anything else is refused as an unsupported type.
 */
export function isPlainSvg(text: string): boolean {
  const body = text.replace(/^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*/, '');
  if (!/^<svg[\s>]/i.test(body) || !/<\/svg>\s*$/i.test(body)) return false;
  return !/<script|<foreignObject|<!DOCTYPE|<!ENTITY|\son\w+\s*=|(?:xlink:)?href\s*=\s*["'](?!#)|<image|<use/i.test(
    body,
  );
}

/** 413 over the size limit, 415 unless a PNG (sniffed) or a plain SVG. */
export async function checkSignatureImage(
  bytes: Uint8Array,
  inspector: Pick<FileInspector, 'sniff'>,
): Promise<SignatureImage> {
  if (bytes.byteLength > MAX_SIGNATURE_IMAGE_BYTES) {
    throw new PayloadTooLargeError(
      `The signature image is ${bytes.byteLength} bytes; the limit is ${MAX_SIGNATURE_IMAGE_BYTES} bytes (256 KiB)`,
    );
  }
  const sniffed = await inspector.sniff(bytes);
  if (sniffed === 'image/png') return { bytes, contentType: 'image/png' };
  if (
    (!sniffed || sniffed === 'application/xml') &&
    isPlainSvg(new TextDecoder('utf-8', { fatal: false }).decode(bytes))
  )
    return { bytes, contentType: 'image/svg+xml' };
  throw new UnsupportedMediaTypeError(
    `The signature image is ${sniffed ?? 'not a PNG or a plain SVG'}; draw it as PNG or SVG (paths only)`,
    [
      {
        path: 'signature_image',
        message: `unsupported content ${sniffed ?? 'unknown'}`,
        code: 'unsupported_media_type',
      },
    ],
  );
}
