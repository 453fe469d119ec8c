// The owner's account under a mandate (issue 35, compte rendu de gestion; loi 70-9 art. 5, décret
// 72-678 art. 66-67): an append-only ledger. An entry is never edited; a correction is a new entry.
// Each entry comes from one source (a payment allocation, an expense, a payout, a correction) and is
// written once for it: (source_kind, source_id, kind) is unique.
import type { OwnerEntryKind } from '../../../contract/vocabulary/owner-accounts.js';

export class OwnerLedgerEntry {
  id!: string;
  tenant_id!: string;
  mandate_id!: string;
  owner_id!: string;
  /** The lot it is about, when one (a collection, a works invoice). */
  estate_id: string | null = null;
  lease_id: string | null = null;
  kind!: OwnerEntryKind;
  /** Euros, signed: positive credits the owner, negative debits. */
  amount!: number;
  occurred_on!: string;
  label!: string;
  /** What the entry was written from: `allocation`, `expense`, `payout`, `correction`. */
  source_kind!: string;
  source_id!: string;
  /** The entry a correction corrects. */
  corrects_entry_id: string | null = null;
  created_at!: Date;
}

/** An expense the agency paid for the owner (works, an invoice), with its document (a media). */
export class OwnerExpense {
  id!: string;
  tenant_id!: string;
  mandate_id!: string;
  owner_id!: string;
  estate_id: string | null = null;
  label!: string;
  supplier: string | null = null;
  amount!: number;
  paid_on!: string;
  /** The invoice or quote, a media record. */
  document_id!: string;
  created_at!: Date;
}
