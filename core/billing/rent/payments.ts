// Payments of a lease (spec, payments): amount, date, method, payer, reference; allocated to the
// oldest open periods at once, what is left kept as credit for the periods to come; partial
// payments allowed. A POST with an Idempotency-Key is recorded once (docs/decisions.md 47).
// Assembled: reads here, the recording in record-payment.
import type { PaymentMethod } from '../../../contract/vocabulary/leasing.js';
import { Lease } from '../../leasing/lease.js';
import type { Store } from '../../ports/store.js';
import { type ListInput, pageRequest } from '../../shared/crud.js';
import { definedCriteria, rangeCriteria } from '../../shared/criteria.js';
import { NotFoundError } from '../../shared/errors.js';
import type { BillingDeps } from '../deps.js';
import { type RecordedPayment, paymentView } from './payment-view.js';
import { type NewPayment, recordPayment } from './record-payment.js';
import { RentPayment } from './rent.js';

export interface PaymentListInput extends ListInput {
  method?: PaymentMethod;
  paid_on_from?: string;
  paid_on_to?: string;
}

export function paymentUseCases(store: Store, deps: BillingDeps) {
  return {
    async list(leaseId: string, input: PaymentListInput) {
      await store.repo(Lease).get(leaseId);
      return store.repo(RentPayment).list(
        {
          lease_id: leaseId,
          ...definedCriteria({ method: input.method }),
          ...rangeCriteria('paid_on', input.paid_on_from, input.paid_on_to),
        },
        pageRequest(input, [{ field: 'paid_on', direction: 'desc' }]),
      );
    },
    async get(leaseId: string, paymentId: string): Promise<RecordedPayment> {
      await store.repo(Lease).get(leaseId);
      const payment = await store.repo(RentPayment).find(paymentId);
      if (!payment || payment.lease_id !== leaseId) throw new NotFoundError('payment', paymentId);
      return paymentView(store, payment);
    },

    /** Money is received from signature on, arrears included after the lease ended (409 for a draft or an unsigned lease). */
    record: (leaseId: string, input: NewPayment) => recordPayment(store, deps, leaseId, input),
  };
}
