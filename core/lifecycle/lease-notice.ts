// A notice (congé) given on a lease, and a tacit renewal of a lease at its term.
import {
  type BeneficiaryRelationship,
  type DeliveryMode,
  type NoticeStatus,
} from '../../contract/vocabulary/lifecycle.js';
import type { LeaseParty } from '../../contract/vocabulary/leasing.js';
import type { NoticeReason } from '../../contract/vocabulary/lifecycle.js';

export class LeaseNotice {
  id!: string;
  tenant_id!: string;
  lease_id!: string;
  given_by!: LeaseParty;
  reason!: NoticeReason;
  /** The day the letter was received: the period runs from it. */
  received_date!: string;
  delivery_mode!: DeliveryMode;
  notice_months!: number;
  /** The lease's last day under the notice. */
  end_date!: string;
  /** ACTIVE while running; WITHDRAWN (lease ACTIVE again); COMPLETED once the lease reached FINALISATION. */
  status: NoticeStatus = 'ACTIVE';
  reduced_notice = false;
  zone_tendue = false;
  legal_reference!: string;
  motive_details: string | null = null;
  beneficiary_name: string | null = null;
  beneficiary_relationship: BeneficiaryRelationship | null = null;
  sale_price: number | null = null;
  withdrawn_at: Date | null = null;
  created_at!: Date;
  updated_at!: Date;
}

/** A document of a notice (the letter, the justification of a shortened period), a media. */
export class LeaseNoticeDocument {
  id!: string;
  tenant_id!: string;
  notice_id!: string;
  media_id!: string;
  created_at!: Date;
}

/** A tacit renewal at the term, recorded by the lease-lifecycle process. */
export class LeaseRenewal {
  id!: string;
  tenant_id!: string;
  lease_id!: string;
  previous_end_date!: string;
  new_end_date!: string;
  months!: number;
  legal_reference!: string;
  created_at!: Date;
}
