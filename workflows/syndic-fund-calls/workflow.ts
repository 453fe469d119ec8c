// A syndicate's fund calls on its fiscal calendar (issue 38 §3). Workflows own time
// (docs/architecture.md): each run reads the calendar (the instalments not yet called, each
// co-owner's next recovery step, the next quarter), sleeps until the earliest, issues the calls that
// fell due and takes the recovery steps that came due (reminder, formal notice, art. 19-2
// acceleration), then continues as new, so that years of quarters keep a small history. The signal
// `syndicAccountsChanged` (a payment, a formal notice's presentation) wakes it to read again; the
// process ends when the syndicate is gone.
//
// Deterministic workflow code: no Node built-ins, no I/O.
import { condition, continueAsNew, defineQuery, defineSignal, proxyActivities, setHandler } from '@temporalio/workflow';
import { startOfDayUtcMs } from '../../core/leasing/revision-schedule.js';
import type { SyndicFundCallActivities } from './activities.js';

export interface SyndicFundCallsInput {
  tenantId: string;
  syndicateId: string;
  /** Calls issued and steps taken by earlier runs (continue-as-new state). */
  issued?: number;
  steps?: number;
}

export interface SyndicFundCallsState {
  nextWake: string | null;
  issued: number;
  steps: number;
}

export const syndicAccountsChangedSignal = defineSignal('syndicAccountsChanged');
export const syndicFundCallsStateQuery = defineQuery<SyndicFundCallsState>('syndicFundCallsState');

const { syndicCalendarState, takeDueSyndicSteps } = proxyActivities<SyndicFundCallActivities>({
  startToCloseTimeout: '2 minutes',
  retry: { initialInterval: '10 seconds', backoffCoefficient: 2, maximumInterval: '1 hour' },
});

const workflowToday = () => new Date(Date.now()).toISOString().slice(0, 10);

export async function syndicFundCalls(
  input: SyndicFundCallsInput,
): Promise<{ stoppedBecause: 'syndicate_gone'; issued: number; steps: number }> {
  const state: SyndicFundCallsState = { nextWake: null, issued: input.issued ?? 0, steps: input.steps ?? 0 };
  let changed = false;
  setHandler(syndicAccountsChangedSignal, () => {
    changed = true;
  });
  setHandler(syndicFundCallsStateQuery, () => ({ ...state }));
  const ref = () => ({ tenantId: input.tenantId, syndicateId: input.syndicateId, today: workflowToday() });

  const calendar = await syndicCalendarState(ref());
  if (!calendar.running) return { stoppedBecause: 'syndicate_gone', issued: state.issued, steps: state.steps };
  state.nextWake = calendar.nextWake;
  const waitMs = state.nextWake ? startOfDayUtcMs(state.nextWake) - Date.now() : 0;
  if (waitMs > 0 && (await condition(() => changed, waitMs)))
    return await continueAsNew<typeof syndicFundCalls>({ ...input, issued: state.issued, steps: state.steps });

  const taken = await takeDueSyndicSteps(ref());
  state.issued += taken.issued;
  state.steps += taken.steps;
  return await continueAsNew<typeof syndicFundCalls>({ ...input, issued: state.issued, steps: state.steps });
}
