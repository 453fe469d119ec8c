// The termination of a lease (spec, named area "lease termination"): the day its rent ends, the legal
// ground, the act it rests on and its documents, and what the termination did to the rent and the
// deposit. One per lease.
import type { LeaseStatus } from '../../contract/vocabulary/leasing.js';
import type { TerminationGround } from '../../contract/vocabulary/lifecycle.js';

export class LeaseTermination {
  id!: string;
  tenant_id!: string;
  lease_id!: string;
  ground!: TerminationGround;
  legal_reference!: string;
  /** The lease's last day: rent is owed up to it, the last period prorated. */
  effective_date!: string;
  /** The day of the act: the agreement signed, the court decision, the death, the judge's order. */
  act_date: string | null = null;
  /** TENANT_DEATH: the tenant who died. */
  lessee_id: string | null = null;
  /** NOTICE_END: the notice that ended. */
  notice_id: string | null = null;
  details: string | null = null;
  previous_status!: LeaseStatus;
  previous_end_date!: string;
  /** The last rent period, prorated to effective_date; null when no rent was due. */
  last_period_id: string | null = null;
  /** Periods called for days after effective_date, cancelled (their payments went back to the credit). */
  cancelled_periods = 0;
  /** The deposit's restitution started with the termination (keys back, exit known). */
  deposit_handed_over = false;
  created_at!: Date;
}

/** A document of a termination (the agreement, the decision, the death certificate), a media. */
export class LeaseTerminationDocument {
  id!: string;
  tenant_id!: string;
  termination_id!: string;
  media_id!: string;
  created_at!: Date;
}
