// The copropriété vocabulary (loi 65-557, décret 67-223): charge keys, budgets, accounts, the
// majorities of the general assembly and the results of its votes. Plain data for contract and core.

/** Art. 10: GENERAL = tantièmes of the common parts (al. 2), SPECIAL = by utility of a service (al. 1). */
export const CHARGE_KEY_KINDS = ['GENERAL', 'SPECIAL'] as const;
export type ChargeKeyKind = (typeof CHARGE_KEY_KINDS)[number];

/** A budget prévisionnel is drafted, then voted at the general assembly (art. 14-1). */
export const BUDGET_STATUSES = ['DRAFT', 'VOTED'] as const;
export type BudgetStatus = (typeof BUDGET_STATUSES)[number];

/** The yearly accounts are drafted, then approved by the general assembly. */
export const SYNDIC_ACCOUNTS_STATUSES = ['DRAFT', 'APPROVED'] as const;
export type SyndicAccountsStatus = (typeof SYNDIC_ACCOUNTS_STATUSES)[number];

/** The majority a resolution needs: loi 65-557 art. 24, 25, 26, or unanimity (art. 14-2-1 opt-out). */
export const MAJORITIES = ['ART_24', 'ART_25', 'ART_26', 'UNANIMITY'] as const;
export type Majority = (typeof MAJORITIES)[number];

export const RESOLUTION_RESULTS = ['ADOPTED', 'REJECTED'] as const;
export type ResolutionResult = (typeof RESOLUTION_RESULTS)[number];

/** Which vote decided: the first, or the second of art. 25-1 (under art. 24) or of art. 26-1 (under art. 25). */
export const DECIDING_VOTES = ['FIRST', 'SECOND_ART_25_1', 'SECOND_ART_26_1'] as const;
export type DecidingVote = (typeof DECIDING_VOTES)[number];

/** What a fund call is for: budget provisions (art. 14-1), the works fund (art. 14-2-1), works voted outside the budget (art. 14-2). */
export const FUND_CALL_KINDS = ['BUDGET_PROVISION', 'WORKS_FUND', 'WORKS'] as const;
export type FundCallKind = (typeof FUND_CALL_KINDS)[number];

/** A call is OPEN to payments until closed (its year's accounts settled); a payment naming a closed call is refused (409). */
export const FUND_CALL_STATUSES = ['OPEN', 'CLOSED'] as const;
export type FundCallStatus = (typeof FUND_CALL_STATUSES)[number];

/** The entries of a co-owner's account (décret 2005-240, class 45). */
export const CO_OWNER_ENTRY_KINDS = ['CALL', 'PAYMENT', 'REGULARISATION', 'INTEREST', 'ACCELERATION'] as const;
export type CoOwnerEntryKind = (typeof CO_OWNER_ENTRY_KINDS)[number];

/** The steps of the recovery of unpaid calls: reminder, formal notice (mise en demeure), art. 19-2 acceleration. */
export const RECOVERY_STEPS = ['REMINDER', 'FORMAL_NOTICE', 'ACCELERATION'] as const;
export type RecoveryStep = (typeof RECOVERY_STEPS)[number];

/** The calls of the year's provision schedule (art. 14-1, 14-2-1), which art. 19-2 makes due at once. */
export const YEARLY_CALL_KINDS = ['BUDGET_PROVISION', 'WORKS_FUND'] as const satisfies readonly FundCallKind[];
