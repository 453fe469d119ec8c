// The batch runs vocabulary (issue 36, docs/decisions.md 230): what a run does, where it stands.
// Plain data for the contract and core.

/**
 * What a run does for each subject of its scope and its period: RENT_NOTICES, the notice of rent due
 * (avis d'échéance) of the period; RECEIPTS, the receipts of the period paid; REMINDERS, the
 * reminder letters of one escalation step (each lease a subject); OWNER_STATEMENTS, the statements
 * of each ACTIVE mandate ended by the month's end; SYNDIC_FUND_CALLS, each syndicate's fund calls due
 * in the month; PAYMENT_RECEIPTS, the receipts owed by payments recorded without them (a bank
 * import's, or one payment's of more than 3 periods: every period they paid, of any month), which
 * the import or the payment starts itself. Each kind has its item handler (core/runs/kinds/,
 * docs/decisions.md 231, 310, 320, 350).
 */
export const RUN_KINDS = [
  'RENT_NOTICES',
  'RECEIPTS',
  'REMINDERS',
  'OWNER_STATEMENTS',
  'SYNDIC_FUND_CALLS',
  'PAYMENT_RECEIPTS',
] as const;
export type RunKind = (typeof RUN_KINDS)[number];

export const RUN_STATUSES = ['PENDING', 'RUNNING', 'COMPLETED', 'CANCELLED', 'FAILED'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/** The statuses a run ends in: nothing changes it afterwards. */
export const FINAL_RUN_STATUSES = ['COMPLETED', 'CANCELLED', 'FAILED'] as const;
