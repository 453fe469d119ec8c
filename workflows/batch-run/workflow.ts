// One batch run (issue 36; docs/decisions.md 233, 310): begins the run, then has one activity do
// each page of the scope's subjects (leases, mandates or syndicates; by id, after the cursor the
// run's record holds) until none is left, and ends the run COMPLETED. It continues as new every PAGES_PER_EXECUTION pages so that its history
// stays small, whatever the scope. The cancel signal (or the run's record asking it, or a cancel of
// the workflow) stops it after the page under way: CANCELLED. A page that fails past its retries
// ends the run FAILED. The `batchRunProgress` query tells the counts of the last page recorded.
//
// Deterministic workflow code: no Node built-ins, no I/O.
import {
  ActivityFailure,
  CancellationScope,
  continueAsNew,
  defineQuery,
  defineSignal,
  isCancellation,
  proxyActivities,
  setHandler,
} from '@temporalio/workflow';
import type { RunProgress } from '../../core/runs/run-rules.js';
import type { BatchRunActivities } from './activities.js';

export interface BatchRunInput {
  tenantId: string;
  runId: string;
  /** Set when continued as new: the run has begun, and this is where it stood. */
  progress?: RunProgress | null;
}

export interface BatchRunResult {
  status: RunProgress['status'];
  progress: RunProgress;
}

/** Pages per workflow execution before it continues as new (about 20 events a page). */
export const PAGES_PER_EXECUTION = 10;

export const cancelBatchRunSignal = defineSignal('cancelBatchRun');
export const batchRunProgressQuery = defineQuery<RunProgress | null>('batchRunProgress');

const { beginBatchRun, finishBatchRun } = proxyActivities<BatchRunActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '5 seconds', backoffCoefficient: 2, maximumInterval: '1 minute' },
});

const { runBatchPage } = proxyActivities<BatchRunActivities>({
  // A page of 100 leases renders 100 PDFs or more; the heartbeat after each lease tells a dead worker.
  startToCloseTimeout: '30 minutes',
  heartbeatTimeout: '30 seconds',
  retry: { initialInterval: '5 seconds', backoffCoefficient: 2, maximumInterval: '1 minute', maximumAttempts: 30 },
});

export async function batchRun(input: BatchRunInput): Promise<BatchRunResult> {
  const ref = { tenantId: input.tenantId, runId: input.runId };
  let progress: RunProgress | null = input.progress ?? null;
  let cancelled = false;
  setHandler(cancelBatchRunSignal, () => {
    cancelled = true;
  });
  setHandler(batchRunProgressQuery, () => progress);
  const finish = async (status: 'COMPLETED' | 'CANCELLED' | 'FAILED', error: string | null = null) => {
    progress = await finishBatchRun({ ...ref, status, error });
    return { status: progress.status, progress };
  };
  try {
    if (!input.progress) {
      progress = await beginBatchRun(ref);
      if (progress.status !== 'RUNNING') return { status: progress.status, progress };
    }
    for (let pages = 0; ; pages += 1) {
      if (cancelled) return await finish('CANCELLED');
      if (pages === PAGES_PER_EXECUTION) await continueAsNew<typeof batchRun>({ ...ref, progress });
      const page = await runBatchPage(ref);
      progress = page.progress;
      if (page.stop) return await finish('CANCELLED');
      if (!page.more) return await finish('COMPLETED');
    }
  } catch (error) {
    if (isCancellation(error)) {
      await CancellationScope.nonCancellable(() => finish('CANCELLED'));
      throw error;
    }
    if (error instanceof ActivityFailure) return finish('FAILED', error.cause?.message ?? error.message);
    throw error;
  }
}
