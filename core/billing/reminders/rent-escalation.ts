// What the rent reminder workflow (workflows/rent-reminders) asks of core: where the lease stands
// (its unpaid periods and their next step, the next due date), opening the periods that fell due,
// and taking one step for one period. Idempotent: a step is recorded once per period. Assembled:
// the state in escalation-state, the step in take-escalation-step.
import { Lease } from '../../leasing/lease.js';
import type { EventOutbox } from '../../ports/event-outbox.js';
import type { Store } from '../../ports/store.js';
import type { RentPeriod } from '../rent/rent.js';
import { applyCredit, openDuePeriods } from '../rent/rent-ledger.js';
import type { EscalationStep } from '../../../contract/vocabulary/billing.js';
import { escalationState, running } from './escalation-state.js';
import { type TakenStep, takeEscalationStep } from './take-escalation-step.js';

export function rentEscalationUseCases(store: Store, events: EventOutbox) {
  return {
    state: (leaseId: string) => escalationState(store, leaseId),

    /** Opens the periods due by `today` and applies the lease's credit; nothing once the lease ended. */
    openDue: (leaseId: string, today: string): Promise<RentPeriod[]> =>
      store.transaction(async (tx) => {
        const lease = await tx.repo(Lease).getLocked(leaseId);
        if (!running(lease)) return [];
        const opened = await openDuePeriods(tx, lease, today);
        await applyCredit(tx, leaseId);
        return opened;
      }),

    /** Records `step` for the period unless it got paid or the lease ended; once per period and step. */
    takeStep: (leaseId: string, periodId: string, step: EscalationStep, today: string): Promise<TakenStep> =>
      takeEscalationStep(store, events, leaseId, periodId, step, today),
  };
}
