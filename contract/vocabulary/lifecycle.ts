// The lifecycle vocabulary: enumerations shared by the contract and core (docs/architecture.md).

export const LIFECYCLE_STEPS = ['FINALISE', 'REACH_TERM', 'AWAIT_EXIT', 'NONE'] as const;
export type LifecycleStep = (typeof LIFECYCLE_STEPS)[number];

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
