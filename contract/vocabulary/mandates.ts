// The mandates vocabulary: management mandates (loi 70-9, décret 72-678) and letting fees (loi 89-462
// art. 5 I, décret 2014-890), shared by the contract and core (docs/architecture.md).

export const MANDATE_STATUSES = ['DRAFT', 'ACTIVE', 'SUSPENDED', 'TERMINATED'] as const;
export type MandateStatus = (typeof MANDATE_STATUSES)[number];

/** The sums the management fee is a percentage of. */
export const MANDATE_FEE_BASES = ['RENT', 'CHARGES', 'RENT_AND_CHARGES'] as const;
export type MandateFeeBase = (typeof MANDATE_FEE_BASES)[number];

/** How often the agent renders account to the owner (at least yearly). */
export const STATEMENT_FREQUENCIES = ['MONTHLY', 'QUARTERLY', 'YEARLY'] as const;
export type StatementFrequency = (typeof STATEMENT_FREQUENCIES)[number];

/** The moves of a mandate's status: each its own operation. */
export const MANDATE_TRANSITIONS = ['activate', 'suspend', 'resume', 'terminate'] as const;
export type MandateTransition = (typeof MANDATE_TRANSITIONS)[number];

/** Sort fields of the mandates list. */
export const MANDATE_SORT_FIELDS = ['number', 'created_at', 'starts_on', 'status'] as const;

/** The three zones of the letting-fee caps (décret 2014-890 art. 1). */
export const LETTING_FEE_ZONES = ['TRES_TENDUE', 'TENDUE', 'OTHER'] as const;
export type LettingFeeZone = (typeof LETTING_FEE_ZONES)[number];
