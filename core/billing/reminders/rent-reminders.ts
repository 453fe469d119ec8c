// GET /leases/{id}/rent-reminders: the escalation steps taken on the lease's unpaid periods.
import { Lease } from '../../leasing/lease.js';
import type { Store } from '../../ports/store.js';
import { type ListInput, pageRequest } from '../../shared/crud.js';
import { definedCriteria, rangeCriteria } from '../../shared/criteria.js';
import { RentReminder } from './rent-reminder.js';
import type { EscalationStep } from '../../../contract/vocabulary/billing.js';

export interface ReminderListInput extends ListInput {
  step?: EscalationStep;
  period_id?: string;
  sent_on_from?: string;
  sent_on_to?: string;
}

export function rentReminderUseCases(store: Store) {
  return {
    async list(leaseId: string, input: ReminderListInput) {
      await store.repo(Lease).get(leaseId);
      return store.repo(RentReminder).list(
        {
          lease_id: leaseId,
          ...definedCriteria({ step: input.step, period_id: input.period_id }),
          ...rangeCriteria('sent_on', input.sent_on_from, input.sent_on_to),
        },
        pageRequest(input, [
          { field: 'sent_on', direction: 'desc' },
          { field: 'created_at', direction: 'desc' },
        ]),
      );
    },
  };
}
