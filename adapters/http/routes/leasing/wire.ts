// Leasing records to JSON bodies, and file downloads.
import type { Readable } from 'node:stream';
import type { Response } from 'express';
import type { LeaseDocument } from '../../../../core/leasing/lease.js';
import type { TenantTermView } from '../../../../core/leasing/tenants/types.js';
import type { FileStream } from '../../../../core/ports/file-store.js';
import type { View } from '../../../../core/ports/store.js';
import { fileResponse } from '../../file-body.js';
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

/** The headers of a lease document download and its bytes as a stream, its sniffed Content-Type kept. */
export function fileBody(res: Response, document: LeaseDocument, content: Uint8Array | FileStream): Readable {
  return fileResponse(
    res,
    { fileName: document.file_name, contentType: document.content_type, etag: document.sha256 },
    content,
  );
}
