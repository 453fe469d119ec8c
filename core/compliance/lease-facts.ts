// The facts a lease's compliance is decided on, gathered by load-lease-facts.ts and judged by the
// pure assessLease (assess-lease.ts).
import type { DpeLabel } from '../diagnostics/dpe-labels.js';
import type { PaymentTerms, RentFrequency } from '../leasing/enums.js';
import type { LeaseTypeCategory } from '../leasing/lease-type.js';
import type { DecreeException } from './rent-evolution-decree.js';
import type { ComplementExclusion, ReferenceValues } from './rent-control.js';

export interface LeaseFacts {
  lease: {
    start_date: string;
    /** Monthly rent excluding charges, complément included. */
    rent_cents: number;
    /** Base rent before any complément (lease.base_rent_amount). */
    base_rent_cents: number | null;
    deposit_cents: number;
    rent_frequency: RentFrequency;
    payment_terms: PaymentTerms;
    is_subject_to_rent_evolution_decree: boolean;
    is_subject_to_reference_rent_cap: boolean;
    special_conditions: string | null;
  };
  lease_type: { code: string; category: LeaseTypeCategory; furnished: boolean };
  /** Living area in hundredths of m2. */
  surface_centi_m2: number | null;
  /** Rent-controlled territory of the estate and the date its arrêté first applied; null outside. */
  territory: { name: string; is_zone_tendue: boolean; rent_control_start_date: string | null } | null;
  /** Reference values per m2 in force at the lease start; null when unknown. */
  reference: ReferenceValues | null;
  energy_label: DpeLabel | null;
  is_overseas: boolean;
  previous: { rent_cents: number; last_revision_date: string | null; ended_on: string | null } | null;
  /** Rent changes during the lease (PUT /leases/{id}/rent). */
  revisions: { old_rent_cents: number; new_rent_cents: number; effective_date: string }[];
  inputs: {
    exception: DecreeException | null;
    irl: { base_index: number; latest_index: number } | null;
    exclusions: ComplementExclusion[];
    justification: string | null;
  };
}
