// Lease PDF records to JSON bodies, and the headers of PDF answers: conditional and byte-range
// downloads (RFC 9110 sections 13 and 14), the cache and timing headers of a render.
import type { Request, Response } from 'express';
import type { LeasePdf } from '../../core/leasing/pdf/lease-pdf.js';
import type { GeneratedPdf } from '../../core/leasing/pdf/pdf-generation.js';
import type { View } from '../../core/ports/store.js';
import { wire } from './wire.js';

export const pdfPath = (id: string) => `/api/leases/pdf/${id}`;

export function pdfWire(pdf: LeasePdf | View<LeasePdf>) {
  const record = wire(pdf);
  return { ...record, file_path: pdfPath(pdf.id), creation_timestamp: record.created_at };
}

export function generatedWire(pdf: LeasePdf, generated: GeneratedPdf) {
  return {
    ...pdfWire(pdf),
    pdf_id: pdf.id,
    status: 'Generated' as const,
    download_url: pdfPath(pdf.id),
    missing_mentions: generated.missing,
  };
}

/**
 * PDF bytes as the body of an answer: a Buffer, which ts-rest sends with res.send, so that an
 * Idempotency-Key replays it (idempotency.ts records what res.send sends).
 */
export function pdfBody(res: Response, bytes: Uint8Array, fileName: string): Buffer {
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Length', String(bytes.byteLength));
  res.setHeader('Content-Disposition', `inline; filename="${fileName.replace(/[^\w.-]/g, '_')}"`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** X-Cache and Server-Timing (W3C Server Timing) of a render. */
export function renderHeaders(res: Response, generated: GeneratedPdf, renderer: string): void {
  const { timings } = generated;
  res.setHeader('X-Cache', generated.cache);
  res.setHeader(
    'Server-Timing',
    `facts;dur=${timings.facts}, cache;dur=${timings.cache};desc="${generated.cache}", render;dur=${timings.render};desc="${renderer}"`,
  );
}

/** An HTTP refusal that is not a domain rule: the problem handler answers its status. */
class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * RFC 9110 section 13.1.2: If-None-Match is false (answer 304) when `*` is sent or one of the listed
 * entity tags matches by weak comparison. Evaluated whatever Cache-Control says: `no-cache` asks
 * caches to revalidate with the origin, which this is (express's req.fresh ignores the condition then).
 */
function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => weak(tag) === weak(etag));
}

export type Download = { status: 304 } | { status: 200; body: Buffer } | { status: 206; body: Buffer };

/**
 * A stored file answered as RFC 9110 says: strong ETag; If-None-Match that matches is a 304; one
 * satisfiable byte range (If-Range permitting) is a 206 with Content-Range; a range outside the
 * file is a 416 with the size in Content-Range; several ranges or a malformed Range header
 * are ignored (the whole file).
 */
export function download(req: Request, res: Response, pdf: LeasePdf, bytes: Uint8Array): Download {
  const etag = `"${pdf.sha256}"`;
  res.setHeader('ETag', etag);
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Cache-Control', 'private, no-cache');
  if (noneMatch(req.headers['if-none-match'], etag)) return { status: 304 };
  const ifRange = req.headers['if-range'];
  const range =
    req.headers.range && (!ifRange || ifRange === etag) ? req.range(bytes.byteLength, { combine: true }) : undefined;
  if (range === -1) {
    res.setHeader('Content-Range', `bytes */${bytes.byteLength}`);
    throw new HttpStatusError(416, `The range ${req.headers.range} is outside the file (${bytes.byteLength} bytes)`);
  }
  const name = `bail-${pdf.id}.pdf`;
  if (Array.isArray(range) && range.type === 'bytes' && range.length === 1) {
    const [{ start, end }] = range;
    const body = pdfBody(res, bytes.subarray(start, end + 1), name);
    res.setHeader('Content-Range', `bytes ${start}-${end}/${bytes.byteLength}`);
    return { status: 206, body };
  }
  return { status: 200, body: pdfBody(res, bytes, name) };
}
