// The banking vocabulary (docs/decisions.md 240-244): the formats of a bank statement imported, where
// each credit of it stands once matched to a lease (or not), how it was matched, and why one waits
// in the queue. Plain data for the contract and core.

/** ISO 20022 camt.053 (XML, the French banks' end-of-day statement) or CSV with a column mapping. */
export const STATEMENT_FORMATS = ['CAMT053', 'CSV'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/**
 * MATCHED: recorded as a rent payment at import (a sure match); QUEUED: waits for a person, with its
 * candidate leases; ASSIGNED: recorded as a payment by a person from the queue; DISMISSED: set aside.
 */
export const BANK_ENTRY_STATUSES = ['MATCHED', 'QUEUED', 'ASSIGNED', 'DISMISSED'] as const;
export type BankEntryStatus = (typeof BANK_ENTRY_STATUSES)[number];

/** REFERENCE: a lease's reference found in the remittance information; AMOUNT_AND_NAME: fuzzy; MANUAL: assigned. */
export const MATCH_METHODS = ['REFERENCE', 'AMOUNT_AND_NAME', 'MANUAL'] as const;
export type MatchMethod = (typeof MATCH_METHODS)[number];

/**
 * Why a credit waits: no candidate lease; several leases as likely; one candidate below the threshold;
 * the payment of the lease found was refused (a lease not signed, a date before it starts).
 */
export const QUEUE_REASONS = ['NO_CANDIDATE', 'AMBIGUOUS', 'LOW_CONFIDENCE', 'PAYMENT_REFUSED'] as const;
export type QueueReason = (typeof QUEUE_REASONS)[number];

/** The columns a CSV mapping names: each is the header of the file's column that holds it. */
export const CSV_MAPPING_FIELDS = [
  'booked_on',
  'amount',
  'credit',
  'debit',
  'payer_name',
  'payer_iban',
  'remittance',
  'bank_reference',
  'currency',
  'value_date',
] as const;
export type CsvMappingField = (typeof CSV_MAPPING_FIELDS)[number];

/** How a CSV writes its dates. */
export const CSV_DATE_FORMATS = ['YYYY-MM-DD', 'DD/MM/YYYY'] as const;
export type CsvDateFormat = (typeof CSV_DATE_FORMATS)[number];
