// Leasing records to JSON bodies.
import type { LeaseDocument } from '../../../../core/leasing/lease.js';
import type { TenantTermView } from '../../../../core/leasing/lease-tenants.js';
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

export function documentWire(document: LeaseDocument) {
  return {
    ...wire(document),
    content_type: document.content_type as 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp',
    download_url: `/api/leases/${document.lease_id}/documents/${document.id}/download`,
  };
}
