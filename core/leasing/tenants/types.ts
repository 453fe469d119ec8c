// The inputs and the answer of the lease tenant use cases (spec, Lease-lessee association), shared by
// the assembling file (lease-tenants.ts) and its parts (change-lease-tenants, lease-tenant-views).
import type { RentShareMode, TenantRole } from '../../../contract/vocabulary/leasing.js';
import type { LeaseLessee } from '../lease.js';
import type { Lessee } from '../lessees/lessee.js';

export interface NewTenantTerm {
  lessee_id: string;
  role: TenantRole;
  start_date?: string;
  end_date?: string | null;
  rent_share?: number | null;
}

export interface TenantTermPatch {
  role?: TenantRole;
  start_date?: string;
  end_date?: string | null;
  rent_share?: number | null;
}

export interface TenantTermView {
  term: LeaseLessee;
  /** Share of the rent this tenant pays now, in percent; null for a guarantor or an ended term. */
  effective_rent_share: number | null;
  rent_share_mode: RentShareMode;
  is_active: boolean;
  lessee: Lessee;
}
