// The restitution watch of one handed-back deposit (loi 89-462 art. 22). Workflows own time
// (docs/architecture.md): it sleeps until `reminderDays` before the deadline and reminds the
// landlord, then, once the deadline has passed, records each monthly period of lateness as it
// starts, until the restitution is recorded (signal `depositRestituted`, or the deposit found
// returned by an activity). Each late period is one run ending in continue-as-new, so the history
// stays small however long the landlord waits.
//
// Deterministic workflow code: no Node built-ins, no I/O; core used for types and pure date rules.
import { condition, continueAsNew, defineQuery, defineSignal, proxyActivities, setHandler } from '@temporalio/workflow';
import { latePeriodStart } from '../../core/billing/deposits/deposit-rules.js';
import { startOfDayUtcMs } from '../../core/leasing/revision-schedule.js';
import { addDays } from '../../core/shared/dates.js';
import type { DepositRestitutionActivities } from './activities.js';

export interface DepositRestitutionInput {
  tenantId: string;
  leaseId: string;
  depositId: string;
  /** The last day of the legal restitution period. */
  deadline: string;
  reminderDays: number;
  /** Continue-as-new state: the reminder went out, the next late period to record. */
  reminded?: boolean;
  nextPeriod?: number;
}

export interface DepositRestitutionState {
  deadline: string;
  reminded: boolean;
  latePeriodsRecorded: number;
  restitutedOn: string | null;
}

export interface DepositRestitutionResult {
  stoppedBecause: 'restituted';
  latePeriodsRecorded: number;
  restitutedOn: string | null;
}

export const depositRestitutedSignal = defineSignal<[{ returnedOn: string }]>('depositRestituted');
export const depositRestitutionStateQuery = defineQuery<DepositRestitutionState>('depositRestitutionState');

const { remindDepositDeadline, recordDepositPenalty } = proxyActivities<DepositRestitutionActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '10 seconds', backoffCoefficient: 2, maximumInterval: '1 hour' },
});

export async function depositRestitution(input: DepositRestitutionInput): Promise<DepositRestitutionResult> {
  const state: DepositRestitutionState = {
    deadline: input.deadline,
    reminded: input.reminded ?? false,
    latePeriodsRecorded: (input.nextPeriod ?? 1) - 1,
    restitutedOn: null,
  };
  let restituted = false;
  setHandler(depositRestitutedSignal, ({ returnedOn }) => {
    restituted = true;
    state.restitutedOn ??= returnedOn;
  });
  setHandler(depositRestitutionStateQuery, () => ({ ...state }));
  const done = (): DepositRestitutionResult => ({
    stoppedBecause: 'restituted',
    latePeriodsRecorded: state.latePeriodsRecorded,
    restitutedOn: state.restitutedOn,
  });
  /** Sleeps until 00:00 UTC of `date`; true when the restitution came first. */
  const restitutedBefore = async (date: string) => {
    const waitMs = startOfDayUtcMs(date) - Date.now();
    if (waitMs > 0) await condition(() => restituted, waitMs);
    return restituted;
  };
  const watched = {
    tenantId: input.tenantId,
    leaseId: input.leaseId,
    depositId: input.depositId,
    deadline: input.deadline,
  };

  if (!state.reminded) {
    if (await restitutedBefore(addDays(input.deadline, -input.reminderDays))) return done();
    // A handover recorded after the deadline gets no reminder: the penalty periods tell the landlord.
    if (Date.now() < startOfDayUtcMs(addDays(input.deadline, 1))) {
      if (!(await remindDepositDeadline(watched)).awaiting) return done();
    }
    state.reminded = true;
  }

  const period = input.nextPeriod ?? 1;
  if (await restitutedBefore(latePeriodStart(input.deadline, period))) return done();
  if (!(await recordDepositPenalty({ ...watched, period })).awaiting) return done();
  state.latePeriodsRecorded = period;
  if (restituted) return done();
  return await continueAsNew<typeof depositRestitution>({ ...input, reminded: true, nextPeriod: period + 1 });
}
