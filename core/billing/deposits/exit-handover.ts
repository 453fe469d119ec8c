// The exit report's sign-off hands a held deposit over by itself: once both parties signed the exit
// report and every key is back, the keys' return and the exit's conformity are known, so the
// restitution deadline (loi 89-462 art. 22 al. 3) is set and watched without a second call.
import type { ConditionReport } from '../../inspections/condition-report.js';
import { exitDone, exitInspectionResult } from '../../inspections/exit-result.js';
import type { Store } from '../../ports/store.js';
import type { BillingDeps } from '../deps.js';
import { SecurityDeposit } from './deposit.js';
import { depositRestitutionUseCases } from './deposit-restitution.js';

export interface ExitHandover {
  keys_returned_on: string;
  restitution_deadline: string;
  /** False when workflows are off: once they are on, the same handover sent again schedules the watch. */
  watch_scheduled: boolean;
}

/** The handover recorded after `report`'s sign-off; null when the report is not a signed exit, the keys are not all back, or no deposit is held. */
export async function handOverAfterExit(
  store: Store,
  deps: Pick<BillingDeps, 'clock' | 'workflows'>,
  report: ConditionReport,
): Promise<ExitHandover | null> {
  if (report.report_type !== 'EXIT' || report.status !== 'SIGNED') return null;
  const held = await store.repo(SecurityDeposit).findOne({ lease_id: report.lease_id, status: 'HELD' });
  if (!held || !exitDone(await exitInspectionResult(store, report.lease_id))) return null;
  await depositRestitutionUseCases(store, deps).handover(report.lease_id, {});
  const deposit = await store.repo(SecurityDeposit).get(held.id);
  return {
    keys_returned_on: deposit.keys_returned_on!,
    restitution_deadline: deposit.restitution_deadline!,
    watch_scheduled: deps.workflows.enabled,
  };
}
