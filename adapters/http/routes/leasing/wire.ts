// Leasing records to JSON bodies, and file downloads.
import { Readable } from 'node:stream';
import type { Response } from 'express';
import type { LeaseDocument } from '../../../../core/leasing/lease.js';
import type { TenantTermView } from '../../../../core/leasing/lease-tenants.js';
import type { View } from '../../../../core/ports/store.js';
import { wire } from '../../wire.js';

export function termWire(view: TenantTermView) {
  const { lessee } = view;
  return {
    ...wire(view.term),
    rent_share: view.effective_rent_share,
    rent_share_explicit: view.term.rent_share,
    rent_share_mode: view.rent_share_mode,
    is_active: view.is_active,
    lessee: {
      id: lessee.id,
      category: lessee.category,
      title: lessee.title,
      first_name: lessee.first_name,
      last_name: lessee.last_name,
      email: lessee.email,
      mobile_phone: lessee.mobile_phone,
    },
  };
}

export function documentWire(document: LeaseDocument | View<LeaseDocument>) {
  return {
    ...wire(document),
    content_type: document.content_type as 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp',
    download_url: `/api/leases/${document.lease_id}/documents/${document.id}/download`,
  };
}

/**
 * Sets the headers of a file download and returns the body as a stream: ts-rest pipes a stream
 * as is, keeping the Content-Type sniffed at upload.
 */
export function fileBody(res: Response, document: LeaseDocument, bytes: Uint8Array): Readable {
  const ascii = document.file_name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  res.setHeader('Content-Type', document.content_type);
  res.setHeader('Content-Length', String(bytes.byteLength));
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(document.file_name)}`,
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('ETag', `"${document.sha256}"`);
  return Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]);
}
