// What the batch run workflow (workflows/batch-run/) asks of core: begin the run (RUNNING, its
// total counted), do its next page of subjects (leases, mandates, syndicates), and end it. A page starts after the cursor the run's
// record holds and records, in one transaction at its end, the counts, the failures and the new
// cursor, unless another attempt of the same page recorded them first: a page retried after a
// crash counts again what it finds done by this run, and is counted once (docs/decisions.md 233).
import type { Store, View } from '../ports/store.js';
import { toDateOnly } from '../shared/dates.js';
import { BatchRun, BatchRunFailure } from './batch-run.js';
import { RUN_ITEM_HANDLERS } from './kinds/index.js';
import type { RunDeps } from './kinds/types.js';
import { type ItemResult, runItem, sendItemMessages } from './run-item.js';
import { type PageCounts, type RunProgress, addCounts, isFinal, progressOf } from './run-rules.js';
import { scopeCount, scopePage } from './run-scope.js';

export interface PageOutcome {
  progress: RunProgress;
  /** Subjects remain after this page. */
  more: boolean;
  /** The run was asked to stop (or ended meanwhile): the workflow ends it. */
  stop: boolean;
}

/** PENDING to RUNNING with its total; a run already RUNNING (resumed, continued as new) is left as is. */
export async function beginRun(store: Store, runId: string, now: Date): Promise<RunProgress> {
  return store.transaction(async (tx) => {
    const run = await tx.repo(BatchRun).getLocked(runId);
    if (run.status === 'PENDING') {
      run.total = await scopeCount(tx, run);
      Object.assign(run, { status: 'RUNNING', started_at: now });
      await tx.flush();
    }
    return progressOf(run);
  });
}

function countsOf(results: ItemResult[]): PageCounts {
  const count = (outcome: ItemResult['outcome']) => results.filter((r) => r.outcome === outcome).length;
  return { done: count('DONE'), failed: count('FAILED'), skipped: count('SKIPPED') };
}

/** Records the page's counts, failures and cursor, unless this page was recorded already. */
async function recordPage(
  store: Store,
  runId: string,
  from: string | null,
  to: string,
  results: { subjectId: string; result: ItemResult }[],
) {
  return store.transaction(async (tx) => {
    const run = await tx.repo(BatchRun).getLocked(runId);
    if (run.cursor !== from || isFinal(run.status)) return run;
    addCounts(run, countsOf(results.map((r) => r.result)));
    run.cursor = to;
    for (const { subjectId, result } of results) {
      if (result.outcome !== 'FAILED') continue;
      tx.repo(BatchRunFailure).persist(
        Object.assign(new BatchRunFailure(), {
          run_id: runId,
          subject_id: subjectId,
          code: result.code,
          reason: result.reason,
        }),
      );
    }
    await tx.flush();
    return run;
  });
}

/** One subject done as an item, on its own store, its messages queued once it committed. */
async function doItem(store: Store, deps: RunDeps, run: BatchRun, subject: View<{ id: string }>, today: string) {
  const result = await runItem(store, deps, run, subject, today);
  if ('item' in result && result.item) await sendItemMessages(store, deps, run, result.item);
  return { subjectId: subject.id, result };
}

/**
 * The run's next page: each subject after the cursor done as an item, its messages queued; `beat` is
 * called after each item (the activity's heartbeat). With `fresh` (a new store of the run's tenant),
 * the items of a kind whose handler allows it are done side by side, each on its own store
 * (docs/decisions.md 321); the page's counts are recorded once all are done.
 */
export async function runPage(
  store: Store,
  deps: RunDeps,
  runId: string,
  beat: () => void = () => undefined,
  fresh?: () => Store,
): Promise<PageOutcome> {
  const run = await store.repo(BatchRun).get(runId);
  if (run.status !== 'RUNNING' || run.cancel_requested) return { progress: progressOf(run), more: false, stop: true };
  const subjects = await scopePage(store, run, run.cursor);
  if (subjects.length === 0) return { progress: progressOf(run), more: false, stop: false };
  const today = toDateOnly(deps.clock.now());
  const results: { subjectId: string; result: ItemResult }[] = new Array(subjects.length);
  const sideBySide = fresh ? (RUN_ITEM_HANDLERS[run.kind].concurrency ?? 1) : 1;
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < subjects.length && !failed) {
      const at = next++;
      try {
        results[at] = await doItem(sideBySide > 1 ? fresh!() : store, deps, run, subjects[at], today);
      } catch (error) {
        failed = true;
        throw error;
      }
      beat();
    }
  };
  // A failure stops the other items from starting; the page fails once those under way ended.
  const settled = await Promise.allSettled(Array.from({ length: Math.min(sideBySide, subjects.length) }, worker));
  const rejected = settled.find((outcome) => outcome.status === 'rejected');
  if (rejected) throw rejected.reason;
  const recorded = await recordPage(store, runId, run.cursor, subjects.at(-1)!.id, results);
  return { progress: progressOf(recorded), more: subjects.length === run.page_size, stop: false };
}

/** Ends the run: COMPLETED, CANCELLED or FAILED (with why); a run already ended stays as it is. */
export async function finishRun(
  store: Store,
  runId: string,
  status: 'COMPLETED' | 'CANCELLED' | 'FAILED',
  now: Date,
  error: string | null = null,
): Promise<RunProgress> {
  return store.transaction(async (tx) => {
    const run = await tx.repo(BatchRun).getLocked(runId);
    if (!isFinal(run.status)) {
      Object.assign(run, { status, finished_at: now, error: status === 'FAILED' ? error : null });
      await tx.flush();
    }
    return progressOf(run);
  });
}
