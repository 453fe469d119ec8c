// What a run asks of the handler of its kind, for one subject (docs/decisions.md 231, 310): which
// records its items are about (leases, mandates, syndicates) and which of them the run's scope
// holds; the item's effect, inside the transaction that records the item done; and, once committed,
// its messages rebuilt from what was committed (so that a page resumed after a crash queues what is
// missing).
import type { BillingDeps } from '../../billing/deps.js';
import type { Notification } from '../../ports/notifier.js';
import type { Criteria, EntityClass, Store } from '../../ports/store.js';
import type { BatchRun, BatchRunItem, RunDocument } from '../batch-run.js';

/** The ports the items use: the billing ones (files, PDF, events, outbox, clock, ids). */
export type RunDeps = Pick<
  BillingDeps,
  'clock' | 'ids' | 'files' | 'pdf' | 'printer' | 'events' | 'notifier' | 'workflows'
>;

/** The records a kind's items are about, and those of a run's scope. */
export interface RunSubjects<S extends { id: string }> {
  /** Their record, counted and read by id in pages. */
  entity: EntityClass<S>;
  /** Whether the subjects are leases, so that a run may name them (`lease_ids`). */
  leases: boolean;
  /** The criteria of those in the run's scope (its places, its leases). */
  criteria(store: Store, run: BatchRun): Promise<Criteria>;
}

export interface RunItemContext<S> {
  run: BatchRun;
  subject: S;
  /** The day the item is done, `YYYY-MM-DD`. */
  today: string;
}

/** DONE with the PDFs made; SKIPPED with why (nothing to do for this subject and period). */
export type ItemEffect = { outcome: 'DONE'; documents: RunDocument[] } | { outcome: 'SKIPPED'; reason: string };

export interface RunItemHandler<S extends { id: string } = { id: string }> {
  /** What the items are about, and which of them a run's scope holds. */
  subjects: RunSubjects<S>;
  /**
   * Items done side by side within a page, each in its own transaction (1 when absent): for a kind
   * whose item locks its one lease and nothing another item locks (docs/decisions.md 321).
   */
  concurrency?: number;
  /** What tells two items of the kind apart beyond subject and period ('' when nothing does). */
  variant(run: BatchRun): string;
  /** In `tx`: the item's effect (records, PDFs stored, events); the caller records the item done in the same transaction. */
  apply(tx: Store, deps: RunDeps, context: RunItemContext<S>): Promise<ItemEffect>;
  /**
   * After the commit: the item's messages, each with its idempotency key (and, for what the use
   * case it reuses sends after its own commit, those queued here through `deps`).
   */
  messages(store: Store, deps: Pick<RunDeps, 'notifier'>, run: BatchRun, item: BatchRunItem): Promise<Notification[]>;
}

/** Items of one lease each done side by side in a page: PDFs rendered while other items wait on the database. */
export const PARALLEL_LEASE_ITEMS = 4;

export const skipped = (reason: string): ItemEffect => ({ outcome: 'SKIPPED', reason });
