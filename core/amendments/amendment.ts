// Lease amendments (avenants; spec, Amendment): the record, its rent and duration details, its
// documents, validations, read-only history and notifications. Snake_case fields as on the wire.

import type {
  AmendmentStatus,
  AmendmentType,
  HistoryChangeType,
  NotificationStatus,
  NotificationType,
  RecipientType,
  RentIncreaseBasis,
  ValidationDecision,
} from '../../contract/vocabulary/amendments.js';
import { StoredLeaseDocument } from '../leasing/lease.js';

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
  works_cost: number | null = null;
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

/** An uploaded file of an amendment (spec, Amendment document): a stored document of its lease, tied to it. */
export class AmendmentDocument extends StoredLeaseDocument {
  amendment_id!: string;
}

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
