// The lifecycle vocabulary: enumerations shared by the contract and core (docs/architecture.md).

export const LIFECYCLE_STEPS = ['FINALISE', 'REACH_TERM', 'AWAIT_EXIT', 'NONE'] as const;
export type LifecycleStep = (typeof LIFECYCLE_STEPS)[number];

/** What a lease's term brings without a notice (docs/legal.md, "Term"): renewal, expiry, tacit prolongation. */
export const TERM_OUTCOMES = ['RENEW', 'EXPIRE', 'PROLONG'] as const;
export type TermOutcomeKind = (typeof TERM_OUTCOMES)[number];

/** Art. 15 I al. 4: registered letter, bailiff's act (commissaire de justice), or hand delivery against receipt. */
export const DELIVERY_MODES = ['REGISTERED_LETTER', 'BAILIFF', 'HAND_DELIVERY'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

/** Art. 15 I al. 1: who may benefit from a reprise. */
export const BENEFICIARY_RELATIONSHIPS = [
  'LESSOR',
  'SPOUSE',
  'CIVIL_PARTNER',
  'COHABITANT',
  'ASCENDANT',
  'DESCENDANT',
  'PARTNER_ASCENDANT',
  'PARTNER_DESCENDANT',
] as const;
export type BeneficiaryRelationship = (typeof BENEFICIARY_RELATIONSHIPS)[number];

export const NOTICE_STATUSES = ['ACTIVE', 'WITHDRAWN', 'COMPLETED'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

/** The motives of a notice (loi 89-462 art. 15): the tenant's (shortened periods) and the landlord's. */
export const TENANT_REASONS = [
  'STANDARD',
  'FIRST_JOB',
  'JOB_TRANSFER',
  'JOB_LOSS',
  'NEW_JOB_AFTER_JOB_LOSS',
  'HEALTH',
  'RSA_OR_AAH',
  'SOCIAL_HOUSING',
] as const;
export const LANDLORD_REASONS = ['REPRISE', 'SALE', 'LEGITIMATE_AND_SERIOUS'] as const;
export const NOTICE_REASONS = [...TENANT_REASONS, ...LANDLORD_REASONS] as const;
export type NoticeReason = (typeof NOTICE_REASONS)[number];

/**
 * Why a lease ended, as a caller states it (docs/legal.md, "Termination"): the end of a notice (loi
 * 89-462 art. 15, 25-8, 25-15), the end of a term that is not renewed (art. 25-7, 25-14), a mutual
 * termination signed by both parties (C. civ. art. 1193), a court decision applying the clause
 * résolutoire (art. 24), the tenant's death (art. 14), the abandonment procedure (art. 14-1).
 */
export const STATED_TERMINATION_GROUNDS = [
  'NOTICE_END',
  'TERM_END',
  'MUTUAL_AGREEMENT',
  'CLAUSE_RESOLUTOIRE',
  'TENANT_DEATH',
  'ABANDONMENT',
] as const;
/** NOT_STATED: a move to TERMINATED by `PUT /leases/{id}/status`, which states no ground. */
export const TERMINATION_GROUNDS = [...STATED_TERMINATION_GROUNDS, 'NOT_STATED'] as const;
export type TerminationGround = (typeof TERMINATION_GROUNDS)[number];
