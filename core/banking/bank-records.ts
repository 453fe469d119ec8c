// The records of the banking area (docs/decisions.md 240-244): a statement imported, each credit of
// it (an entry, imported once per tenant by its key), and the payment reference given to a lease.
import type { BankEntryStatus, MatchMethod, QueueReason, StatementFormat } from '../../contract/vocabulary/banking.js';

/** One import of a bank statement file, with what it came to. */
export class BankStatementImport {
  id!: string;
  tenant_id!: string;
  format!: StatementFormat;
  file_name!: string;
  /** The statement's own id (camt.053 Stmt/Id), when it gives one. */
  statement_id: string | null = null;
  /** The account the statement is of (camt.053 Acct/Id/IBAN), when it gives one. */
  account_iban: string | null = null;
  /** Credits in the file. */
  credit_count = 0;
  /** Debits in the file: read, never matched nor kept. */
  debit_count = 0;
  /** Credits kept: those no earlier import (nor the file itself) already had. */
  imported_count = 0;
  duplicate_count = 0;
  /** Recorded as rent payments at import. */
  matched_count = 0;
  queued_count = 0;
  created_at!: Date;
  updated_at!: Date;
}

/** A candidate lease of a credit, with the confidence of the match (0 to 1) and why. */
export interface MatchCandidate {
  lease_id: string;
  score: number;
  reason: string;
}

/** One credit of a statement, imported once per tenant (its entry_key), matched to a lease or queued. */
export class BankEntry {
  id!: string;
  tenant_id!: string;
  import_id!: string;
  /** The bank's reference of the entry (AcctSvcrRef, else NtryRef), else `sha256:` of its fields. */
  entry_key!: string;
  booked_on!: string;
  value_date: string | null = null;
  /** Euros, as every amount on the wire. */
  amount!: number;
  currency = 'EUR';
  payer_name: string | null = null;
  payer_iban: string | null = null;
  remittance: string | null = null;
  status!: BankEntryStatus;
  queue_reason: QueueReason | null = null;
  match_method: MatchMethod | null = null;
  /** The confidence of the match that was kept, 0 to 1. */
  confidence: number | null = null;
  candidates: MatchCandidate[] = [];
  lease_id: string | null = null;
  payment_id: string | null = null;
  /** Why it was dismissed, or why the payment of a sure match was refused. */
  note: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

/** The payment reference a lease's tenants write on their transfers (ISO 11649), unique per tenant. */
export class LeasePaymentReference {
  id!: string;
  tenant_id!: string;
  lease_id!: string;
  reference!: string;
  created_at!: Date;
  updated_at!: Date;
}
