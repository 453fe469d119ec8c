// The rules of a batch run's record (docs/decisions.md 230): what a start must name, how its
// status moves, and what a run reports of its progress.
import type { EscalationStep } from '../../contract/vocabulary/billing.js';
import { FINAL_RUN_STATUSES, type RunKind, type RunStatus } from '../../contract/vocabulary/runs.js';
import type { FieldError } from '../shared/errors.js';
import type { BatchRun } from './batch-run.js';

export interface StartRunInput {
  kind: RunKind;
  period: string;
  step?: EscalationStep;
  place_ids?: string[];
  lease_ids?: string[];
  page_size?: number;
}

/**
 * The rule errors of a start (a 422): a REMINDERS run names its step, the other kinds none; a kind
 * whose subjects are not leases (`leaseSubjects` false: owner statements, fund calls) names no lease.
 */
export function startErrors(input: StartRunInput, leaseSubjects = true): FieldError[] {
  if (input.kind === 'REMINDERS' && !input.step)
    return [{ path: 'step', message: 'a REMINDERS run names its escalation step', code: 'step_required' }];
  if (input.kind !== 'REMINDERS' && input.step)
    return [{ path: 'step', message: `a ${input.kind} run takes no step`, code: 'step_not_allowed' }];
  if (!leaseSubjects && (input.lease_ids ?? []).length > 0)
    return [
      {
        path: 'lease_ids',
        message: `a ${input.kind} run is scoped by places, not leases`,
        code: 'lease_ids_not_allowed',
      },
    ];
  return [];
}

export const isFinal = (status: RunStatus) => (FINAL_RUN_STATUSES as readonly string[]).includes(status);

/** Where the run stands, as the workflow's query and GET /runs/{id} tell it. */
export interface RunProgress {
  status: RunStatus;
  total: number;
  done: number;
  failed: number;
  skipped: number;
  /** Subjects gone through (done, failed or skipped), percent of the total; 100 when there are none. */
  percent: number;
  cancel_requested: boolean;
}

export function progressOf(
  run: Pick<BatchRun, 'status' | 'total' | 'done' | 'failed' | 'skipped' | 'cancel_requested'>,
): RunProgress {
  const through = run.done + run.failed + run.skipped;
  return {
    status: run.status,
    total: run.total,
    done: run.done,
    failed: run.failed,
    skipped: run.skipped,
    percent: run.total === 0 ? 100 : Math.min(100, Math.floor((through * 100) / run.total)),
    cancel_requested: run.cancel_requested,
  };
}

/** The counts of one page, added to the run's at the page's end. */
export interface PageCounts {
  done: number;
  failed: number;
  skipped: number;
}

export function addCounts(run: BatchRun, counts: PageCounts): void {
  run.done += counts.done;
  run.failed += counts.failed;
  run.skipped += counts.skipped;
}
