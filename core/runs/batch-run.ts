// A batch run (issue 36; docs/decisions.md 230-234): one kind of work (notices of rent due,
// receipts, reminder letters) done for every lease of a scope for one period, by one workflow
// (workflows/batch-run/) that goes through the leases in pages by id. The record holds where the run
// stands: its status, its counts, the last lease done (the keyset cursor a resumed page starts
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
  /** The scope: these places' leases, these leases, or (both empty) every lease of the account. */
  place_ids: string[] = [];
  lease_ids: string[] = [];
  status: RunStatus = 'PENDING';
  /** Leases of the scope, counted when the run starts. */
  total = 0;
  done = 0;
  failed = 0;
  skipped = 0;
  /** Leases per page of work (one activity). */
  page_size = 100;
  /** The id of the last lease of the last page recorded: the next page starts after it. */
  cursor: string | null = null;
  cancel_requested = false;
  /** Why the run FAILED, when it did. */
  error: string | null = null;
  started_at: Date | null = null;
  finished_at: Date | null = null;
  created_at!: Date;
  updated_at!: Date;
}

/** One lease the run could not do, and why (a 409/422 of the use case, named by its code). */
export class BatchRunFailure {
  id!: string;
  tenant_id!: string;
  run_id!: string;
  lease_id!: string;
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
 * One item done, unique by (kind, variant, lease, period) in its tenant and written in the
 * transaction of the item's effect: a retried page or a second run of the period finds it and skips.
 * The variant tells apart the items of one kind that are not the same work (a REMINDERS step).
 */
export class BatchRunItem {
  id!: string;
  tenant_id!: string;
  run_id!: string;
  kind!: RunKind;
  variant!: string;
  lease_id!: string;
  period!: string;
  documents: RunDocument[] = [];
  /** Its messages went to the outbox (queued after the commit; a resumed page queues what is missing). */
  messages_sent = false;
  created_at!: Date;
}
