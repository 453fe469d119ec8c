// One item of a run: one subject (a lease, a mandate, a syndicate) for the run's period
// (docs/decisions.md 231, 310). In one transaction,
// under a lock on the item's key: the item done before is found (by this run: done, on a page
// resumed after a crash; by another: skipped), else the kind's effect and the item's row are
// written together. A refusal of the use case (404, 409, 422) is the item's failure, kept with its
// reason; anything else (the database, the PDF renderer out of reach) fails the page, which the
// engine retries. The messages are queued after the commit, each once by its key.
import type { Store, View } from '../ports/store.js';
import { BusinessRuleError, ConflictError, NotFoundError } from '../shared/errors.js';
import { BatchRun, BatchRunItem } from './batch-run.js';
import { RUN_ITEM_HANDLERS } from './kinds/index.js';
import type { RunDeps } from './kinds/types.js';

export type ItemResult =
  { outcome: 'DONE' | 'SKIPPED'; item?: BatchRunItem } | { outcome: 'FAILED'; code: string; reason: string };

const itemKey = (run: BatchRun, variant: string, subjectId: string) =>
  `batch-run-item:${run.kind}:${variant}:${subjectId}:${run.period}`;

function failure(error: unknown): ItemResult | null {
  if (!(error instanceof BusinessRuleError || error instanceof ConflictError || error instanceof NotFoundError))
    return null;
  return { outcome: 'FAILED', code: error.errors[0]?.code ?? error.kind, reason: error.message };
}

export async function runItem(
  store: Store,
  deps: RunDeps,
  run: BatchRun,
  subject: View<{ id: string }>,
  today: string,
): Promise<ItemResult> {
  const handler = RUN_ITEM_HANDLERS[run.kind];
  const variant = handler.variant(run);
  const fields = { kind: run.kind, variant, subject_id: subject.id, period: run.period };
  try {
    return await store.transaction(async (tx): Promise<ItemResult> => {
      await tx.lockName(itemKey(run, variant, subject.id));
      const before = await tx.repo(BatchRunItem).findOne(fields);
      if (before) return { outcome: before.run_id === run.id ? 'DONE' : 'SKIPPED', item: before };
      const effect = await handler.apply(tx, deps, { run, subject: subject as { id: string }, today });
      if (effect.outcome === 'SKIPPED') return { outcome: 'SKIPPED' };
      const item = Object.assign(new BatchRunItem(), { ...fields, run_id: run.id, documents: effect.documents });
      tx.repo(BatchRunItem).persist(item);
      await tx.flush();
      return { outcome: 'DONE', item };
    });
  } catch (error) {
    const failed = failure(error);
    if (failed) return failed;
    throw error;
  }
}

/** Queues the messages of an item done whose messages were not yet all queued, then marks it. */
export async function sendItemMessages(
  store: Store,
  deps: Pick<RunDeps, 'notifier'>,
  run: BatchRun,
  item: BatchRunItem,
) {
  if (item.messages_sent) return;
  for (const message of await RUN_ITEM_HANDLERS[run.kind].messages(store, deps, run, item))
    await deps.notifier.enqueue(message);
  await store.transaction(async (tx) => {
    const stored = await tx.repo(BatchRunItem).get(item.id);
    stored.messages_sent = true;
    await tx.flush();
  });
}
