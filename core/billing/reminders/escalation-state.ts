// Where a lease's rent reminder escalation stands (workflows/rent-reminders): whether it runs, its
// unpaid periods and the next step of each, the due date of the next period.
import { Lease } from '../../leasing/lease.js';
import type { Store } from '../../ports/store.js';
import { RentPeriod } from '../rent/rent.js';
import { PERIOD_ORDER, unopenedPeriods } from '../rent/rent-ledger.js';
import { RENT_DUE_STATUSES } from '../rent/rent-periods.js';
import { billingSettingsOf } from '../settings.js';
import type { EscalationStep } from '../../../contract/vocabulary/billing.js';
import { RentReminder, nextEscalationStep } from './rent-reminder.js';

export interface EscalationState {
  /** False once the lease no longer runs (terminated, expired): the workflow ends. */
  running: boolean;
  unpaid: { periodId: string; dueDate: string; nextStep: { step: EscalationStep; on: string } | null }[];
  /** The due date of the next period of the schedule not yet opened; null when the schedule is over. */
  nextDueDate: string | null;
}

/** The escalation runs while rent falls due on the lease. */
export const running = (lease: Lease) => (RENT_DUE_STATUSES as readonly string[]).includes(lease.status);

export async function escalationState(store: Store, leaseId: string): Promise<EscalationState> {
  const lease = await store.repo(Lease).get(leaseId);
  if (!running(lease)) return { running: false, unpaid: [], nextDueDate: null };
  const delays = await billingSettingsOf(store);
  const periods = (await store.repo(RentPeriod).findAll({ lease_id: leaseId }, PERIOD_ORDER)).filter(
    (p) => p.status !== 'PAID',
  );
  const reminders = periods.length
    ? await store.repo(RentReminder).findAll({ period_id: { $in: periods.map((p) => p.id) } })
    : [];
  return {
    running: true,
    unpaid: periods.map((p) => ({
      periodId: p.id,
      dueDate: p.due_date,
      nextStep: nextEscalationStep(
        p.due_date,
        new Set(reminders.filter((r) => r.period_id === p.id).map((r) => r.step)),
        delays,
      ),
    })),
    nextDueDate: (await unopenedPeriods(store, lease, null))[0]?.due_date ?? null,
  };
}
