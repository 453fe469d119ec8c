// A statement (compte rendu de gestion, décret 72-678 art. 66-67: the agent renders account at least
// yearly): per mandate and period, a snapshot of its figures and lines, never recomputed once issued.
import type { StatementFrequency } from '../../../contract/vocabulary/mandates.js';
import type { OwnerEntryKind } from '../../../contract/vocabulary/owner-accounts.js';

export interface StatementLine {
  entry_id: string;
  occurred_on: string;
  kind: OwnerEntryKind;
  label: string;
  estate_id: string | null;
  amount: number;
}

export class OwnerStatement {
  id!: string;
  tenant_id!: string;
  mandate_id!: string;
  owner_id!: string;
  frequency!: StatementFrequency;
  period_start!: string;
  period_end!: string;
  opening_balance!: number;
  /** Rents and charges collected (credits). */
  collected!: number;
  /** Management fees, excluding tax, and their VAT. */
  fees!: number;
  fees_vat!: number;
  expenses!: number;
  corrections!: number;
  paid_out!: number;
  closing_balance!: number;
  /** Deposits the agency holds on the mandate's leases at the period end: shown, never paid out. */
  deposits_held!: number;
  lines: StatementLine[] = [];
  issued_at!: Date;
  /** The account template and published version its PDF prints from, fixed at its first print; null for the built-in document (docs/decisions.md 296). */
  template_id: string | null = null;
  template_version: number | null = null;
  created_at!: Date;
}
