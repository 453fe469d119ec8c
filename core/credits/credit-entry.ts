// The per-tenant credit ledger (spec, "Credits": prepaid credits pay for platform services such as
// lease signing; balance and transaction history; isolated per tenant). Entries are append-only:
// the balance is their sum, never a counter changed in place (docs/decisions.md 65).

import type { CreditEntryKind } from '../../contract/vocabulary/credits.js';

export class CreditEntry {
  id!: string;
  tenant_id!: string;
  kind!: CreditEntryKind;
  /** Credits added (positive: grant, purchase, refund) or taken (negative: consumption). */
  amount!: number;
  /**
   * What the entry is for (a signature document id for a consumption and its refund). A kind and a
   * reference are recorded once per tenant, so a retried consumption or refund counts once.
   */
  reference: string | null = null;
  note: string | null = null;
  created_at!: Date;
}

/** The credits a signature consumes (spec, "Electronic signature": credits are needed to initiate). */
export const SIGNATURE_CREDIT_COST = 1;

/** Balance of a set of entries: their sum (docs/decisions.md 65). */
export function balanceOf(entries: readonly Pick<CreditEntry, 'amount'>[]): number {
  return entries.reduce((sum, entry) => sum + entry.amount, 0);
}

/** The signed amount an entry of this kind records for `credits` credits. */
export function signedAmount(kind: CreditEntryKind, credits: number): number {
  return kind === 'consumption' ? -credits : credits;
}
