// The lifecycle of one lease in time (docs/decisions.md, lease-lifecycle process): started when the
// lease becomes ACTIVE, it asks core what comes next (the notice's last day: FINALISATION; the
// term: renewal or EXPIRED), sleeps until that day, has an activity make the move, and goes on as
// new. Every change of the lease (a notice, its withdrawal, the exit) signals `leaseChanged`: the
// process wakes and plans again. In FINALISATION or EXPIRED it waits for the exit, which core turns
// into TERMINATED; then it ends. Core owns the state, so nothing here depends on anyone calling
// PUT /leases/{id}/status.
//
// Deterministic workflow code: no Node built-ins, no I/O, core used for types only.

import { condition, continueAsNew, defineQuery, defineSignal, proxyActivities, setHandler } from '@temporalio/workflow';
import type { LeaseStatus } from '../../contract/vocabulary/leasing.js';
import type { LifecycleStep } from '../../contract/vocabulary/lifecycle.js';
import type { LeaseLifecycleActivities } from './activities.js';

export interface LeaseLifecycleInput {
  tenantId: string;
  leaseId: string;
  /** Moves made by earlier runs (continue-as-new state). */
  stepsApplied?: number;
}

export interface LeaseLifecycleState {
  status: LeaseStatus | null;
  step: LifecycleStep | null;
  dueDate: string | null;
  stepsApplied: number;
}

export interface LeaseLifecycleResult {
  stepsApplied: number;
  finalStatus: LeaseStatus | null;
}

export const leaseChangedSignal = defineSignal('leaseChanged');
export const leaseLifecycleStateQuery = defineQuery<LeaseLifecycleState>('leaseLifecycleState');

const { planLeaseLifecycle, applyLeaseLifecycleStep } = proxyActivities<LeaseLifecycleActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '10 seconds', backoffCoefficient: 2, maximumInterval: '1 hour' },
});

function workflowToday(): string {
  // Date in a workflow is the deterministic time of the current workflow task.
  return new Date(Date.now()).toISOString().slice(0, 10);
}

export async function leaseLifecycle(input: LeaseLifecycleInput): Promise<LeaseLifecycleResult> {
  const ref = { tenantId: input.tenantId, leaseId: input.leaseId };
  const state: LeaseLifecycleState = { status: null, step: null, dueDate: null, stepsApplied: input.stepsApplied ?? 0 };
  let changed = false;
  setHandler(leaseChangedSignal, () => {
    changed = true;
  });
  setHandler(leaseLifecycleStateQuery, () => ({ ...state }));

  for (;;) {
    changed = false;
    const plan = await planLeaseLifecycle(ref);
    Object.assign(state, { status: plan.status, step: plan.step, dueDate: plan.dueDate });
    if (plan.step === 'NONE') return { stepsApplied: state.stepsApplied, finalStatus: plan.status };
    if (plan.step === 'AWAIT_EXIT' || plan.dueAtMs === null) {
      await condition(() => changed);
      continue;
    }
    const waitMs = plan.dueAtMs - Date.now();
    // Returns true as soon as the lease changes (plan again), false when the day has come.
    if (waitMs > 0 && (await condition(() => changed, waitMs))) continue;
    const result = await applyLeaseLifecycleStep({ ...ref, step: plan.step, asOf: workflowToday() });
    if (result.applied) state.stepsApplied += 1;
    // One run per move keeps the history small for the lease's whole life.
    return await continueAsNew<typeof leaseLifecycle>({ ...ref, stepsApplied: state.stepsApplied });
  }
}
