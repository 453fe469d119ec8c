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
