// The yearly rent revision reminder of one lease (spec, "Rent revisions (IRL indexation)").
// Workflows own time (docs/architecture.md): this one sleeps until `noticeDays` before each revision
// date, has an activity queue the reminder, and goes on to the next anniversary, until the
// lease is terminated (signal `leaseTerminated`). One run per revision year: each run ends with
// continue-as-new, so the history stays small however many years the lease lasts.
//
// Deterministic workflow code: no Node built-ins, no I/O, core used for types only; the calendar
// rule runs in the `planRentRevision` activity.

import {
  condition,
  continueAsNew,
  defineQuery,
  defineSignal,
  log,
  proxyActivities,
  setHandler,
} from '@temporalio/workflow';
import type { RevisionIndexType } from '../../contract/vocabulary/leasing.js';
import type { RentRevisionActivities } from './activities.js';

export interface RentRevisionReminderInput {
  tenantId: string;
  leaseId: string;
  /** The lease's first revision date (its next_revision_date, or start date + 1 year). */
  anchorDate: string;
  indexType: RevisionIndexType;
  /** Days before each revision date the reminder is sent. */
  noticeDays: number;
  /** The revision date the previous run reminded of (continue-as-new state). */
  previousRevisionDate?: string | null;
  /** Reminders sent by earlier runs (continue-as-new state). */
  remindersSent?: number;
}

export interface LeaseTerminatedSignal {
  /** The day the lease ends, `YYYY-MM-DD`. */
  effectiveDate: string;
}

export interface RentRevisionReminderState {
  nextRevisionDate: string | null;
  reminderDate: string | null;
  remindersSent: number;
  terminated: boolean;
}

export interface RentRevisionReminderResult {
  remindersSent: number;
  stoppedBecause: 'lease_terminated';
  terminatedOn: string;
}

export const leaseTerminatedSignal = defineSignal<[LeaseTerminatedSignal]>('leaseTerminated');
export const rentRevisionStateQuery = defineQuery<RentRevisionReminderState>('rentRevisionState');

const { planRentRevision, recordRentRevisionReminder } = proxyActivities<RentRevisionActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '10 seconds', backoffCoefficient: 2, maximumInterval: '1 hour' },
});

function workflowToday(): string {
  // Date in a workflow is the deterministic time of the current workflow task.
  return new Date(Date.now()).toISOString().slice(0, 10);
}

export async function rentRevisionReminder(input: RentRevisionReminderInput): Promise<RentRevisionReminderResult> {
  let terminatedOn: string | null = null;
  const state: RentRevisionReminderState = {
    nextRevisionDate: null,
    reminderDate: null,
    remindersSent: input.remindersSent ?? 0,
    terminated: false,
  };
  setHandler(leaseTerminatedSignal, ({ effectiveDate }) => {
    terminatedOn ??= effectiveDate;
    state.terminated = true;
  });
  setHandler(rentRevisionStateQuery, () => ({ ...state }));

  const stopped = (): RentRevisionReminderResult => ({
    remindersSent: state.remindersSent,
    stoppedBecause: 'lease_terminated',
    terminatedOn: terminatedOn ?? workflowToday(),
  });

  const plan = await planRentRevision({
    anchorDate: input.anchorDate,
    previousRevisionDate: input.previousRevisionDate ?? null,
    noticeDays: input.noticeDays,
    today: workflowToday(),
  });
  state.nextRevisionDate = plan.revisionDate;
  state.reminderDate = plan.reminderDate;

  const waitMs = plan.remindAtMs - Date.now();
  if (waitMs > 0) {
    // Returns true as soon as the lease is terminated, false when the reminder date is reached.
    if (await condition(() => state.terminated, waitMs)) return stopped();
  }
  if (state.terminated) return stopped();

  await recordRentRevisionReminder({
    tenantId: input.tenantId,
    leaseId: input.leaseId,
    revisionDate: plan.revisionDate,
    indexType: input.indexType,
  });
  state.remindersSent += 1;
  log.info('rent revision reminder queued', { leaseId: input.leaseId, revisionDate: plan.revisionDate });

  if (state.terminated) return stopped();
  return await continueAsNew<typeof rentRevisionReminder>({
    ...input,
    previousRevisionDate: plan.revisionDate,
    remindersSent: state.remindersSent,
  });
}
