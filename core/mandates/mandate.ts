// A management mandate (mandat de gestion, loi 70-9 art. 6; décret 72-678 art. 64-66): an owner
// (mandant) gives the account's agency (mandataire) powers over lots, for a duration, against a fee;
// it bears the number of the register of mandates, given in order, never reused.
import type { MandateFeeBase, MandateStatus, StatementFrequency } from '../../contract/vocabulary/mandates.js';

/** The powers the owner gives (décret 72-678 art. 64: the mandate states them). */
export interface MandatePowers {
  collect_rents: boolean;
  sign_leases: boolean;
  /** Works the agent may order alone, up to this amount (cents); null: none without the owner's consent. */
  order_works_up_to_cents: number | null;
  represent_owner: boolean;
}

export class ManagementMandate {
  id!: string;
  tenant_id!: string;
  owner_id!: string;
  /** The register number (décret 72-678 art. 65): per account, 1, 2, 3 ... in creation order. */
  number!: number;
  status: MandateStatus = 'DRAFT';
  signed_on: string | null = null;
  starts_on!: string;
  duration_months!: number;
  tacit_renewal = false;
  notice_months!: number;
  powers!: MandatePowers;
  /** Basis points of the sums collected, excluding tax: 750 = 7.50 %. */
  fee_rate_bps!: number;
  /** Basis points: 2000 = 20 %. */
  vat_rate_bps = 2000;
  fee_base: MandateFeeBase = 'RENT_AND_CHARGES';
  statement_frequency: StatementFrequency = 'MONTHLY';
  allows_advances = false;
  /** Letting fees the mandate states, euros per m² of living area (tax included), for each service. */
  letting_fee_visits_file_lease_per_m2: number | null = null;
  letting_fee_entry_report_per_m2: number | null = null;
  terminated_on: string | null = null;
  /** The day notice of the termination was given (the notice period runs from it). */
  termination_notice_given_on: string | null = null;
  termination_reason: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

/** A lot the mandate covers: one estate, or a whole place (every estate in it). */
export class MandateLot {
  id!: string;
  tenant_id!: string;
  mandate_id!: string;
  estate_id: string | null = null;
  place_id: string | null = null;
  created_at!: Date;
}

/** The register counter of an account: the last number given (never goes back). */
export class MandateRegister {
  id!: string;
  tenant_id!: string;
  last_number = 0;
}
