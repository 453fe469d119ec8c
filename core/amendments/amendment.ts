// Lease amendments (avenants; spec, Amendment): the record, its rent and duration details, its
// documents, validations, read-only history and notifications. Snake_case fields as on the wire.

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

export class Amendment {
  id!: string;
  tenant_id!: string;
  lease_id!: string;
  /** 1, 2, 3 ... per lease, in the order of creation. */
  amendment_number!: number;
  type!: AmendmentType;
  title!: string;
  description: string | null = null;
  effective_date!: string;
  status: AmendmentStatus = 'DRAFT';
  /** Why the amendment is made; also the reason of its last status change. */
  reason: string | null = null;
  /** The key whose principal created it. */
  created_by!: string;
  /** When a pending signature lapses (set on PENDING_SIGNATURE). */
  expires_at: Date | null = null;
  activated_at: Date | null = null;
  created_at!: Date;
  updated_at!: Date;
}

/** Why the rent rises: loi 89-462 art. 17-1 II and 25-9 allow an amendment to raise it only after improvement works. */
export const RENT_INCREASE_BASES = ['IMPROVEMENT_WORKS'] as const;
export type RentIncreaseBasis = (typeof RENT_INCREASE_BASES)[number];

export class AmendmentRentDetail {
  id!: string;
  tenant_id!: string;
  amendment_id!: string;
  old_rent_amount!: number;
  new_rent_amount!: number;
  old_charges_amount: number | null = null;
  new_charges_amount: number | null = null;
  effective_date!: string;
  increase_basis: RentIncreaseBasis | null = null;
  works_description: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export class AmendmentDurationDetail {
  id!: string;
  tenant_id!: string;
  amendment_id!: string;
  old_end_date!: string;
  new_end_date!: string;
  extension_months!: number;
  created_at!: Date;
  updated_at!: Date;
}

/** An uploaded file of an amendment; the bytes live in the FileStore. */
export class AmendmentDocument {
  id!: string;
  tenant_id!: string;
  amendment_id!: string;
  lease_id!: string;
  document_type!: string;
  description: string | null = null;
  file_name!: string;
  content_type!: string;
  file_size!: number;
  sha256!: string;
  storage_key!: string;
  created_at!: Date;
  updated_at!: Date;
}

export const VALIDATION_DECISIONS = ['APPROVED', 'REJECTED'] as const;
export type ValidationDecision = (typeof VALIDATION_DECISIONS)[number];

export class AmendmentValidation {
  id!: string;
  tenant_id!: string;
  amendment_id!: string;
  validator_name!: string;
  validator_email: string | null = null;
  decision!: ValidationDecision;
  comment: string | null = null;
  created_at!: Date;
  updated_at!: Date;
}

export const HISTORY_CHANGE_TYPES = [
  'STATUS_CHANGE',
  'CONTENT_MODIFICATION',
  'VALIDATION_CHANGE',
  'SIGNATURE_UPDATE',
  'DOCUMENT_ADDITION',
] as const;
export type HistoryChangeType = (typeof HISTORY_CHANGE_TYPES)[number];

export type JsonValues = Record<string, unknown>;

/** Written by the system in the transaction of each change (spec, Amendment history entry); never by the API. */
export class AmendmentHistoryEntry {
  id!: string;
  tenant_id!: string;
  amendment_id!: string;
  change_type!: HistoryChangeType;
  change_date!: Date;
  performed_by!: string;
  previous_values: JsonValues | null = null;
  new_values: JsonValues | null = null;
  change_reason: string | null = null;
}

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

export class AmendmentNotification {
  id!: string;
  tenant_id!: string;
  amendment_id!: string;
  lease_id!: string;
  recipient_id!: string;
  recipient_type!: RecipientType;
  notification_type!: NotificationType;
  status: NotificationStatus = 'DRAFT';
  title!: string;
  content!: string;
  sent_date: Date | null = null;
  read_date: Date | null = null;
  actioned_date: Date | null = null;
  expires_at: Date | null = null;
  created_at!: Date;
  updated_at!: Date;
}
