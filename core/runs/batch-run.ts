// A batch run (issue 36; docs/decisions.md 230-234, 310): one kind of work (notices of rent due,
// receipts, reminder letters, owner statements, fund calls) done for every subject of a scope (the
// leases, the mandates or the syndicates, as the kind says) for one period, by one workflow
// (workflows/batch-run/) that goes through them in pages by id. The record holds where the run
// stands: its status, its counts, the last subject done (the keyset cursor a resumed page starts
// after), the failures (a child table) and, in a table of their own, the items done.
import type { EscalationStep } from '../../contract/vocabulary/billing.js';
import type { RunKind, RunStatus } from '../../contract/vocabulary/runs.js';

export class BatchRun {
  id!: string;
  tenant_id!: string;
  kind!: RunKind;
  /** The month the run is for, `YYYY-MM`: the rent periods that start in it. */
  period!: string;
  /** REMINDERS: the escalation step whose letters are sent; null for the other kinds. */
  step: EscalationStep | null = null;
  /** The scope: these places' subjects (leases, mandates with a lot there, their syndicates), these leases, or (both empty) the whole account. */
  place_ids: string[] = [];
  lease_ids: string[] = [];
  status: RunStatus = 'PENDING';
  /** Subjects of the scope (leases, mandates or syndicates), counted when the run starts. */
  total = 0;
  done = 0;
  failed = 0;
  skipped = 0;
  /** Subjects per page of work (one activity). */
  page_size = 100;
  /** The id of the last subject of the last page recorded: the next page starts after it. */
  cursor: string | null = null;
  cancel_requested = false;
  /** Why the run FAILED, when it did. */
  error: string | null = null;
  started_at: Date | null = null;
  finished_at: Date | null = null;
  created_at!: Date;
  updated_at!: Date;
}

/** One subject the run could not do, and why (a 409/422 of the use case, named by its code). */
export class BatchRunFailure {
  id!: string;
  tenant_id!: string;
  run_id!: string;
  /** The lease, mandate or syndicate, as the run's kind says. */
  subject_id!: string;
  code!: string;
  reason!: string;
  created_at!: Date;
}

/** A document an item made: a PDF in the FileStore, named in the run's ZIP. */
export interface RunDocument {
  storage_key: string;
  file_name: string;
}

/**
 * One item done, unique by (kind, variant, subject, period) in its tenant and written in the
 * transaction of the item's effect: a retried page or a second run of the period finds it and skips.
 * The variant tells apart the items of one kind that are not the same work (a REMINDERS step).
 */
export class BatchRunItem {
  id!: string;
  tenant_id!: string;
  run_id!: string;
  kind!: RunKind;
  variant!: string;
  /** The lease, mandate or syndicate, as the kind says (docs/decisions.md 310). */
  subject_id!: string;
  period!: string;
  documents: RunDocument[] = [];
  /** Its messages went to the outbox (queued after the commit; a resumed page queues what is missing). */
  messages_sent = false;
  created_at!: Date;
}
