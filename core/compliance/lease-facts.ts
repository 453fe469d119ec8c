// The facts a lease's compliance is decided on, gathered by load-lease-facts.ts and judged by the
// pure assessLease (assess-lease.ts).
import type { DpeLabel } from '../../contract/vocabulary/diagnostics.js';
import type { PaymentTerms, RentFrequency, LeaseTypeCategory } from '../../contract/vocabulary/leasing.js';
import type { LessorKind } from '../leasing/lessor.js';
import { compareDates } from '../shared/dates.js';
import type { DecreeException, IrlVariation } from './zone-tendue/rent-evolution-decree.js';
import type { ComplementExclusion } from '../../contract/vocabulary/compliance.js';
import type { ZoneTendueStatus } from '../../contract/vocabulary/zones.js';
import type { ReferenceValues } from './rent-control/rent-control.js';

/** What a DPE says, and until when it is valid in law. */
export interface DpeFact {
  diagnosis_date: string;
  legal_valid_until: string;
  energy_label: DpeLabel;
  final_energy_consumption: number | null;
}

export interface LeaseFacts {
  /** The clock's day: renewals up to it have happened. */
  today: string;
  lease: {
    start_date: string;
    end_date: string;
    /** ACTIVE or NOTICE: a lease in force is tacitly renewed at its end. */
    in_force: boolean;
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
  lessor: LessorKind;
  /** Living area in hundredths of m2. */
  surface_centi_m2: number | null;
  /** Rent-controlled territory of the estate with the dates its rent control runs; null outside. */
  territory: {
    name: string;
    is_zone_tendue: boolean;
    rent_control_start_date: string | null;
    rent_control_end_date: string | null;
  } | null;
  /** The estate's commune in the zone tendue list (décret 2013-392 annex) in force at the lease start. */
  zone_tendue: { status: ZoneTendueStatus; commune: string | null; source: string | null };
  /** Reference values per m2 in force at the lease start; null when unknown. */
  reference: ReferenceValues | null;
  /** The estate's own diagnoses, and its building's. */
  dpe: { own: DpeFact[]; building: DpeFact[] };
  /** In an overseas department (Guadeloupe, Martinique, Guyane, La Réunion, Mayotte). */
  is_overseas: boolean;
  previous: { rent_cents: number; last_revision_date: string | null; ended_on: string | null } | null;
  /** Rent changes during the lease (PUT /leases/{id}/rent). */
  revisions: { old_rent_cents: number; new_rent_cents: number; effective_date: string }[];
  /** One year's IRL variation at the lease start, from the index table; null when not loaded. */
  irl: IrlVariation | null;
  inputs: {
    exception: DecreeException | null;
    /** IRL indices the caller typed; the published ones of the index table are used instead. */
    typed_irl: { base_index: number; latest_index: number } | null;
    exclusions: ComplementExclusion[];
    justification: string | null;
  };
}

/** The DPE valid in law on a day: the estate's own (the latest made), else its building's. */
export function dpeValidOn(dpe: LeaseFacts['dpe'], day: string): DpeFact | null {
  const valid = (list: DpeFact[]) =>
    list
      .filter((d) => compareDates(d.diagnosis_date, day) <= 0 && compareDates(day, d.legal_valid_until) <= 0)
      .sort((a, b) => compareDates(b.diagnosis_date, a.diagnosis_date))[0] ?? null;
  return valid(dpe.own) ?? valid(dpe.building);
}
