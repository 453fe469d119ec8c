// The amendment vocabulary (spec, Amendment; Amendment history entry; Amendment notification;
// States: Amendment, Amendment notification): plain data for the contract and core
// (docs/decisions.md 140 to 145).

export const AMENDMENT_TYPES = ['RENT_CHANGE', 'DURATION_CHANGE', 'TENANT_CHANGE', 'CLAUSE_CHANGE', 'OTHER'] as const;
export type AmendmentType = (typeof AMENDMENT_TYPES)[number];

export const AMENDMENT_STATUSES = [
  'DRAFT',
  'PENDING_VALIDATION',
  'VALIDATED',
  'PENDING_SIGNATURE',
  'ACTIVE',
  'REJECTED',
  'CANCELLED',
  'EXPIRED',
] as const;
export type AmendmentStatus = (typeof AMENDMENT_STATUSES)[number];

/** Why the rent rises: loi 89-462 art. 17-1 II and 25-9 allow an amendment to raise it only after improvement works. */
export const RENT_INCREASE_BASES = ['IMPROVEMENT_WORKS'] as const;
export type RentIncreaseBasis = (typeof RENT_INCREASE_BASES)[number];

export const VALIDATION_DECISIONS = ['APPROVED', 'REJECTED'] as const;
export type ValidationDecision = (typeof VALIDATION_DECISIONS)[number];

export const HISTORY_CHANGE_TYPES = [
  'STATUS_CHANGE',
  'CONTENT_MODIFICATION',
  'VALIDATION_CHANGE',
  'SIGNATURE_UPDATE',
  'DOCUMENT_ADDITION',
] as const;
export type HistoryChangeType = (typeof HISTORY_CHANGE_TYPES)[number];

export const NOTIFICATION_TYPES = [
  'SIGNATURE_REQUIRED',
  'AMENDMENT_ACTIVATED',
  'AMENDMENT_EXPIRING',
  'AMENDMENT_REJECTED',
  'VALIDATION_PENDING',
  'RENT_MODIFICATION_NOTICE',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_STATUSES = ['DRAFT', 'SENT', 'READ', 'ACTIONED', 'EXPIRED'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export const RECIPIENT_TYPES = ['OWNER', 'LESSEE', 'VALIDATOR', 'CREATOR'] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number];
