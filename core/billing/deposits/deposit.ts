// A lease's security deposit (dépôt de garantie) and what is kept from it (loi 89-462 art. 22;
// spec, "Rules stated for those areas": security deposits).
import type { DepositStatus, RetentionCategory } from '../../../contract/vocabulary/billing.js';

export class SecurityDeposit {
  id!: string;
  tenant_id!: string;
  lease_id!: string;
  /** The agreed deposit, within the lease's legal cap. */
  amount!: number;
  received_amount: number | null = null;
  received_on: string | null = null;
  status: DepositStatus = 'HELD';
  /** The day the keys were handed back. */
  keys_returned_on: string | null = null;
  /** Whether the exit inspection (état des lieux de sortie) matches the entry one. */
  exit_matches_entry: boolean | null = null;
  /** The tenant's new address; without it no late penalty is due (art. 22 al. 7). */
  forwarding_address: string | null = null;
  restitution_deadline: string | null = null;
  returned_amount: number | null = null;
  returned_on: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export class DepositRetention {
  id!: string;
  tenant_id!: string;
  deposit_id!: string;
  lease_id!: string;
  category!: RetentionCategory;
  amount!: number;
  justification!: string;
  /** CHARGES_PROVISION only: the day the building's annual accounts were approved. */
  accounts_approved_on: string | null = null;
  /** CHARGES_PROVISION only: the charges finally owed out of the provision, and when settled. */
  settled_amount: number | null = null;
  settled_on: string | null = null;
  /** MISSING_KEYS only: the handover back from the tenant with keys missing (core/inspections/keys). */
  key_handover_id: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

/** One monthly period of lateness recorded by the restitution watch (workflows/deposit-restitution). */
export class DepositPenaltyAccrual {
  id!: string;
  tenant_id!: string;
  deposit_id!: string;
  /** 1 for the first monthly period started after the deadline, 2 for the second... */
  period_number!: number;
  period_start!: string;
  amount!: number;
  created_at!: Date;
}
