// The batch runs vocabulary (issue 36, docs/decisions.md 230): what a run does, where it stands.
// Plain data for the contract and core.

/**
 * What a run does for each lease of its scope and its period: RENT_NOTICES, the notice of rent due
 * (avis d'échéance) of the period; RECEIPTS, the receipts of the period paid; REMINDERS, the
 * reminder letters of one escalation step. Owner statements and syndicate fund calls come later,
 * each with its item handler (core/runs/kinds/).
 */
export const RUN_KINDS = ['RENT_NOTICES', 'RECEIPTS', 'REMINDERS'] as const;
export type RunKind = (typeof RUN_KINDS)[number];

export const RUN_STATUSES = ['PENDING', 'RUNNING', 'COMPLETED', 'CANCELLED', 'FAILED'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/** The statuses a run ends in: nothing changes it afterwards. */
export const FINAL_RUN_STATUSES = ['COMPLETED', 'CANCELLED', 'FAILED'] as const;
