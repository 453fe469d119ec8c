// The owner accounts vocabulary (issue 35, compte rendu de gestion): the kinds of entry of an owner's
// ledger under a mandate, and its sort fields. Plain data for the contract and core.

/** RENT and CHARGES are credits; FEE, FEE_VAT, EXPENSE and PAYOUT debits; CORRECTION either way. */
export const OWNER_ENTRY_KINDS = ['RENT', 'CHARGES', 'FEE', 'FEE_VAT', 'EXPENSE', 'PAYOUT', 'CORRECTION'] as const;
export type OwnerEntryKind = (typeof OWNER_ENTRY_KINDS)[number];

/** Sort fields of the ledger list. */
export const OWNER_ENTRY_SORT_FIELDS = ['occurred_on', 'created_at', 'kind', 'amount'] as const;

/** Sort fields of the statements list. */
export const OWNER_STATEMENT_SORT_FIELDS = ['period_start', 'issued_at'] as const;

/** Sort fields of the payouts and expenses lists. */
export const OWNER_PAYOUT_SORT_FIELDS = ['paid_on', 'created_at', 'amount'] as const;
