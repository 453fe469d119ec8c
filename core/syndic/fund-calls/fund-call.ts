// The records of fund calls (appels de fonds, loi 65-557 art. 14-1, 14-2, 14-2-1): a year's provision
// schedule when the general assembly set one, each call with its due date, and its notices, one per
// co-owner and lot. Amounts are integer cents.
import type { FundCallKind, FundCallStatus } from '../../../contract/vocabulary/syndic.js';

/** The instalments of a year's provisions and works-fund contribution decided by the assembly. */
export class ProvisionSchedule {
  id!: string;
  tenant_id!: string;
  syndicate_id!: string;
  fiscal_year!: number;
  instalments: { due_date: string; weight: number }[] = [];
  created_at!: Date;
  updated_at!: Date;
}

/** A line of works voted outside the budget: the key that shares it and its amount. */
export interface WorksLine {
  charge_key_id: string;
  amount_cents: number;
}

export class FundCall {
  id!: string;
  tenant_id!: string;
  syndicate_id!: string;
  kind!: FundCallKind;
  fiscal_year!: number;
  /** 1-based instalment of the year's schedule (WORKS: of the works' own schedule). */
  instalment!: number;
  instalments_count!: number;
  due_date!: string;
  label!: string;
  status: FundCallStatus = 'OPEN';
  total_cents!: number;
  /** WORKS only: the works voted (lines by key) and their schedule, the same on each instalment. */
  works_reference: string | null = null;
  works_lines: WorksLine[] | null = null;
  works_schedule: { due_date: string; weight: number }[] | null = null;
  closed_on: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

/** The amount a notice calls on one key: the lot's shares of it and its cents. */
export interface NoticeLine {
  charge_key_id: string;
  code: string;
  name: string;
  shares: number;
  total_shares: number;
  amount_cents: number;
}

/** One co-owner's notice for one lot of a call (avis d'appel de fonds). */
export class FundCallNotice {
  id!: string;
  tenant_id!: string;
  syndicate_id!: string;
  /** Null for the sums an art. 19-2 acceleration made due at once (then `recovery_id`). */
  fund_call_id: string | null = null;
  recovery_id: string | null = null;
  kind!: FundCallKind;
  fiscal_year!: number;
  lot_id!: string;
  account_id!: string;
  due_date!: string;
  amount_cents!: number;
  paid_cents = 0;
  lines: NoticeLine[] = [];
  /** The co-owner's balance before this call: what was still owed (positive) or paid ahead (negative). */
  balance_brought_forward_cents!: number;
  storage_key: string | null = null;
  file_name: string | null = null;
  /** The account template and published version its PDF was printed from; null for the built-in document (docs/decisions.md 296). */
  template_id: string | null = null;
  template_version: number | null = null;
  created_at!: Date;
  updated_at!: Date;
}
