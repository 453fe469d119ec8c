// The yearly accounts of a syndicate: the actual expenses by key and heading, approved by the general
// assembly (loi 65-557 art. 18-1 A, décret 2005-240). Each expense may carry its recoverable part
// (décret 87-713 category) for the landlords' charge regularisations.
import type { ChargeCategoryCode } from '../../../contract/vocabulary/charges.js';
import type { SyndicAccountsStatus } from '../../../contract/vocabulary/syndic.js';

export class SyndicAccounts {
  id!: string;
  tenant_id!: string;
  syndicate_id!: string;
  fiscal_year!: number;
  status: SyndicAccountsStatus = 'DRAFT';
  assembly_id: string | null = null;
  approved_on: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export class SyndicExpense {
  id!: string;
  tenant_id!: string;
  syndicate_id!: string;
  accounts_id!: string;
  fiscal_year!: number;
  charge_key_id!: string;
  heading!: string;
  amount_cents!: number;
  /** The décret 87-713 category of its recoverable part, when it has one. */
  charge_category: ChargeCategoryCode | null = null;
  recoverable_cents = 0;
  created_at!: Date;
}
