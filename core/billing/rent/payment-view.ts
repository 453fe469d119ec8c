// A payment as the payment endpoints answer it (spec, payments): the record, how it was allocated to
// the periods, the periods it completed, and the lease's credit left.
import type { Store } from '../../ports/store.js';
import { PaymentAllocation, type RentPayment, type RentPeriod } from './rent.js';
import { creditCents } from './rent-ledger.js';

export interface RecordedPayment {
  payment: RentPayment;
  allocations: PaymentAllocation[];
  /** Periods this payment completed: their reminder escalation stops. */
  paid_periods: RentPeriod[];
  credit_cents: number;
}

export async function paymentView(
  store: Store,
  payment: RentPayment,
  paidPeriods: RentPeriod[] = [],
): Promise<RecordedPayment> {
  const allocations = await store
    .repo(PaymentAllocation)
    .findAll({ payment_id: payment.id }, [{ field: 'created_at', direction: 'asc' }]);
  return { payment, allocations, paid_periods: paidPeriods, credit_cents: await creditCents(store, payment.lease_id) };
}
