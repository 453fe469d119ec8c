// What a run asks of the handler of its kind, for one lease (docs/decisions.md 231): the item's
// effect, inside the transaction that records the item done, and, once committed, its messages
// rebuilt from what was committed (so that a page resumed after a crash queues what is missing).
import type { LeaseStatus } from '../../../contract/vocabulary/leasing.js';
import type { BillingDeps } from '../../billing/deps.js';
import type { Lease } from '../../leasing/lease.js';
import type { Notification } from '../../ports/notifier.js';
import type { Store } from '../../ports/store.js';
import type { BatchRun, BatchRunItem, RunDocument } from '../batch-run.js';

/** The ports the items use: the billing ones (files, PDF, events, outbox, clock, ids). */
export type RunDeps = Pick<BillingDeps, 'clock' | 'ids' | 'files' | 'pdf' | 'events' | 'notifier' | 'workflows'>;

export interface RunItemContext {
  run: BatchRun;
  lease: Lease;
  /** The day the item is done, `YYYY-MM-DD`. */
  today: string;
}

/** DONE with the PDFs made; SKIPPED with why (nothing to do for this lease and period). */
export type ItemEffect = { outcome: 'DONE'; documents: RunDocument[] } | { outcome: 'SKIPPED'; reason: string };

export interface RunItemHandler {
  /** The leases of the scope: those in these statuses. */
  leaseStatuses: readonly LeaseStatus[];
  /** What tells two items of the kind apart beyond lease and period ('' when nothing does). */
  variant(run: BatchRun): string;
  /** In `tx`: the item's effect (records, PDFs stored, events); the caller records the item done in the same transaction. */
  apply(tx: Store, deps: RunDeps, context: RunItemContext): Promise<ItemEffect>;
  /**
   * After the commit: the item's messages, each with its idempotency key (and, for what the use
   * case it reuses sends after its own commit, those queued here through `deps`).
   */
  messages(store: Store, deps: Pick<RunDeps, 'notifier'>, run: BatchRun, item: BatchRunItem): Promise<Notification[]>;
}

export const skipped = (reason: string): ItemEffect => ({ outcome: 'SKIPPED', reason });
