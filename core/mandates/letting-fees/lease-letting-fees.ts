// The letting fees recorded on a lease (loi 89-462 art. 5 I): what the tenant and the landlord each
// pay, tax included, for the visits, the file and drafting the lease, and for the entry report; with
// the facts the caps were computed on (living area, zone, signature day, version of the caps).
import type { LettingFeeZone } from '../../../contract/vocabulary/mandates.js';

export class LeaseLettingFees {
  id!: string;
  tenant_id!: string;
  lease_id!: string;
  /** The ACTIVE mandate managing the lease's estate on the signature day, if any. */
  mandate_id: string | null = null;
  /** m² of living area (surface habitable). */
  living_area!: number;
  /** The day the caps are read on: the lease's signature date. */
  signed_on!: string;
  zone!: LettingFeeZone;
  caps_version!: string;
  /** Euros, tax included. */
  tenant_visits_file_lease!: number;
  landlord_visits_file_lease!: number;
  tenant_entry_report!: number;
  landlord_entry_report!: number;
  created_at!: Date;
  updated_at!: Date;
}
