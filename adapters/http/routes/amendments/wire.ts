// Amendment records to JSON bodies.
import type { Amendment, AmendmentDocument } from '../../../../core/amendments/amendment.js';
import { allowedAmendmentMoves } from '../../../../core/amendments/status-machine.js';
import type { View } from '../../../../core/ports/store.js';
import { wire } from '../../wire.js';

export function amendmentWire(amendment: Amendment | View<Amendment>) {
  return { ...wire(amendment), allowed_next_statuses: [...allowedAmendmentMoves(amendment.status)] };
}

export function amendmentDocumentWire(document: AmendmentDocument | View<AmendmentDocument>) {
  return {
    ...wire(document),
    content_type: document.content_type as 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp',
    download_url: `/api/leases/${document.lease_id}/amendments/${document.amendment_id}/documents/${document.id}/download`,
  };
}
