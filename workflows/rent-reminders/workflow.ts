// The rent reminder escalation of one active lease (docs/decisions.md, "Rent reminders"). Workflows
// own time (docs/architecture.md): each run reads where the lease stands, sleeps until the next due
// date or the next step of an unpaid period, opens the periods that fell due and takes the steps
// that came due, then continues as new, so a 9-year lease keeps a small history. The signal
// `rentPaid` wakes it at once and the paid periods drop out of the escalation; `leaseTerminated`
// ends it.
//
// Deterministic workflow code: no Node built-ins, no I/O; core used for types and pure date rules.
import { condition, continueAsNew, defineQuery, defineSignal, proxyActivities, setHandler } from '@temporalio/workflow';
import type { EscalationStep } from '../../contract/vocabulary/billing.js';
import { stepDue } from '../../core/billing/reminders/rent-reminder.js';
import { startOfDayUtcMs } from '../../core/leasing/revision-schedule.js';
import type { RentReminderActivities } from './activities.js';

export interface RentRemindersInput {
  tenantId: string;
  leaseId: string;
  /** Steps taken by earlier runs (continue-as-new state). */
  stepsTaken?: number;
}

export interface RentRemindersState {
  nextWake: string | null;
  unpaidPeriods: number;
  stepsTaken: number;
  ended: boolean;
}

export interface RentRemindersResult {
  stoppedBecause: 'lease_ended' | 'schedule_complete';
  stepsTaken: number;
}

export const rentPaidSignal = defineSignal<[{ periodIds: string[] }]>('rentPaid');
/** The same signal name as the revision reminder's: one signal ends every workflow of a lease. */
export const rentLeaseEndedSignal = defineSignal<[{ effectiveDate: string }]>('leaseTerminated');
export const rentRemindersStateQuery = defineQuery<RentRemindersState>('rentRemindersState');

const { rentReminderState, openDueRentPeriods, escalateRentPeriod } = proxyActivities<RentReminderActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '10 seconds', backoffCoefficient: 2, maximumInterval: '1 hour' },
});

function workflowToday(): string {
  return new Date(Date.now()).toISOString().slice(0, 10);
}

export async function rentReminders(input: RentRemindersInput): Promise<RentRemindersResult> {
  const state: RentRemindersState = {
    nextWake: null,
    unpaidPeriods: 0,
    stepsTaken: input.stepsTaken ?? 0,
    ended: false,
  };
  const paid = new Set<string>();
  setHandler(rentPaidSignal, ({ periodIds }) => periodIds.forEach((id) => paid.add(id)));
  setHandler(rentLeaseEndedSignal, () => {
    state.ended = true;
  });
  setHandler(rentRemindersStateQuery, () => ({ ...state }));
  const stop = (why: RentRemindersResult['stoppedBecause']): RentRemindersResult => ({
    stoppedBecause: why,
    stepsTaken: state.stepsTaken,
  });
  const ref = () => ({ tenantId: input.tenantId, leaseId: input.leaseId, today: workflowToday() });

  const standing = await rentReminderState(ref());
  if (!standing.running || state.ended) return stop('lease_ended');
  const pending = standing.unpaid.filter((p) => p.nextStep !== null) as {
    periodId: string;
    nextStep: { step: EscalationStep; on: string };
  }[];
  const wakes = [standing.nextDueDate, ...pending.map((p) => p.nextStep.on)].filter((d): d is string => d !== null);
  if (wakes.length === 0) return stop('schedule_complete');
  state.nextWake = wakes.sort()[0];
  state.unpaidPeriods = standing.unpaid.length;

  const waitMs = startOfDayUtcMs(state.nextWake) - Date.now();
  if (waitMs > 0) {
    const interrupted = await condition(() => state.ended || pending.some((p) => paid.has(p.periodId)), waitMs);
    if (state.ended) return stop('lease_ended');
    // A payment came first: start again from the lease as it stands now.
    if (interrupted) return await continueAsNew<typeof rentReminders>({ ...input, stepsTaken: state.stepsTaken });
  }

  const today = workflowToday();
  if (standing.nextDueDate !== null && standing.nextDueDate <= today) await openDueRentPeriods(ref());
  for (const period of pending) {
    if (state.ended) return stop('lease_ended');
    if (!stepDue(period.nextStep, today) || paid.has(period.periodId)) continue;
    const taken = await escalateRentPeriod({ ...ref(), periodId: period.periodId, step: period.nextStep.step });
    if (taken.skipped === 'lease_ended') return stop('lease_ended');
    if (taken.skipped === null) state.stepsTaken += 1;
  }
  if (state.ended) return stop('lease_ended');
  return await continueAsNew<typeof rentReminders>({ ...input, stepsTaken: state.stepsTaken });
}
