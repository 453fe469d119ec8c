// The annual regularisation of a lease's charges (loi 89-462 art. 23): what the lease's share of the
// building's actual recoverable expenses came to over a period, against the provisions it paid.
import type { TenantRole } from '../../../contract/vocabulary/leasing.js';
import type { ChargeCategoryCode, DistributionKey } from '../../../contract/vocabulary/charges.js';
import { type RegularisationStatus } from '../../../contract/vocabulary/charges.js';

export class ChargeRegularisation {
  id!: string;
  tenant_id!: string;
  lease_id!: string;
  place_id!: string;
  estate_id!: string;
  period_start!: string;
  period_end!: string;
  /** The part of the period the lease occupied. */
  occupancy_start!: string;
  occupancy_end!: string;
  occupancy_days!: number;
  status: RegularisationStatus = 'DRAFT';
  /** The lease's share of the recoverable expenses (euros). */
  total_charges!: number;
  /** The provisions called over the occupancy (euros). */
  total_provisions!: number;
  /** total_charges − total_provisions: owed by the tenants when positive, owed to them when negative. */
  balance!: number;
  sent_on: string | null = null;
  /** Art. 23: the statement is sent a month before the regularisation; settling is possible from this day. */
  payable_from: string | null = null;
  /** Art. 23: supporting documents stay available to the tenants six months after sending. */
  documents_available_until: string | null = null;
  /** Art. 23: sent after the end of the calendar year following the period; the tenants may pay in twelfths. */
  is_late = false;
  instalments_requested_on: string | null = null;
  settled_on: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

/** One category of the statement (décompte par nature de charges). */
export class ChargeRegularisationLine {
  id!: string;
  tenant_id!: string;
  regularisation_id!: string;
  category!: ChargeCategoryCode;
  distribution_key!: DistributionKey;
  /** The building's recoverable expenses of the category over the period (euros). */
  building_total!: number;
  share!: number;
  provisions!: number;
  balance!: number;
  /** How the share was computed (mode de répartition), in words. */
  basis!: string;
}

/** The balance as each paying tenant of the lease bears it, by days on the lease and rent share. */
export class ChargeRegularisationTenantShare {
  id!: string;
  tenant_id!: string;
  regularisation_id!: string;
  lessee_id!: string;
  role!: TenantRole;
  days!: number;
  amount!: number;
}
