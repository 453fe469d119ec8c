// Payments of a lease (spec, payments): amount, date, method, payer, reference; allocated to the
// oldest open periods at once, what is left kept as credit for the periods to come; partial
// payments allowed. A POST with an Idempotency-Key is recorded once (docs/decisions.md 47).
import type { PaymentMethod } from '../../leasing/enums.js';
import { Lease } from '../../leasing/lease.js';
import type { Store } from '../../ports/store.js';
import { type ListInput, pageRequest } from '../../shared/crud.js';
import { definedCriteria, rangeCriteria } from '../../shared/criteria.js';
import { compareDates, toDateOnly } from '../../shared/dates.js';
import { BusinessRuleError, type FieldError, NotFoundError } from '../../shared/errors.js';
import type { BillingDeps } from '../deps.js';
import { leaseIn } from '../lease-access.js';
import { PaymentAllocation, RentPayment, type RentPeriod } from './rent.js';
import { applyCredit, creditCents, openDuePeriods } from './rent-ledger.js';
import { RENT_DUE_STATUSES } from './rent-periods.js';
import { TENANCY_STATUSES } from '../../../contract/vocabulary/leasing.js';

/** Money is received from signature on, arrears included after the lease ended (409 for a draft or an unsigned lease). */

export interface NewPayment {
  amount: number;
  paid_on: string;
  method: PaymentMethod;
  payer: string;
  reference?: string | null;
}

export interface PaymentListInput extends ListInput {
  method?: PaymentMethod;
  paid_on_from?: string;
  paid_on_to?: string;
}

export interface RecordedPayment {
  payment: RentPayment;
  allocations: PaymentAllocation[];
  /** Periods this payment completed: their reminder escalation stops. */
  paid_periods: RentPeriod[];
  credit_cents: number;
}

export function paymentUseCases(store: Store, deps: Pick<BillingDeps, 'clock' | 'workflows' | 'events'>) {
  const today = () => toDateOnly(deps.clock.now());

  async function view(tx: Store, payment: RentPayment, paidPeriods: RentPeriod[] = []): Promise<RecordedPayment> {
    const allocations = await tx
      .repo(PaymentAllocation)
      .findAll({ payment_id: payment.id }, [{ field: 'created_at', direction: 'asc' }]);
    return { payment, allocations, paid_periods: paidPeriods, credit_cents: await creditCents(tx, payment.lease_id) };
  }

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
      return view(store, payment);
    },

    async record(leaseId: string, input: NewPayment): Promise<RecordedPayment> {
      const recorded = await store.transaction(async (tx) => {
        const lease = await leaseIn(tx, leaseId, TENANCY_STATUSES, 'Recording a payment', { lock: true });
        const errors: FieldError[] = [];
        if (compareDates(input.paid_on, lease.start_date) < 0)
          errors.push({
            path: 'paid_on',
            message: `paid_on is before the lease starts (${lease.start_date})`,
            code: 'out_of_lease',
          });
        if (compareDates(input.paid_on, today()) > 0)
          errors.push({ path: 'paid_on', message: 'paid_on is in the future', code: 'future_date' });
        if (errors.length > 0) throw new BusinessRuleError(errors.map((e) => e.message).join('; '), errors);
        if ((RENT_DUE_STATUSES as readonly string[]).includes(lease.status)) await openDuePeriods(tx, lease, today());
        const payment = Object.assign(new RentPayment(), {
          lease_id: leaseId,
          amount: input.amount,
          paid_on: input.paid_on,
          method: input.method,
          payer: input.payer,
          reference: input.reference ?? null,
        });
        tx.repo(RentPayment).persist(payment);
        await tx.flush();
        const recordedView = await view(tx, payment, await applyCredit(tx, leaseId));
        // Published for outbound webhooks (docs/decisions.md 134).
        await deps.events.record(tx, {
          tenantId: payment.tenant_id,
          type: 'payment.received',
          key: payment.id,
          subjectType: 'rent_payment',
          subjectId: payment.id,
          payload: {
            lease_id: leaseId,
            payment_id: payment.id,
            amount: payment.amount,
            paid_on: payment.paid_on,
            paid_periods: recordedView.paid_periods.map((period) => period.id),
          },
        });
        return recordedView;
      });
      if (recorded.paid_periods.length > 0 && deps.workflows.enabled) {
        // Best effort, after the commit: the payment stands whatever the engine says, and the
        // escalation reads each period again before every step (docs/decisions.md, "Rent reminders").
        await deps.workflows
          .rentPaid({
            tenantId: recorded.payment.tenant_id,
            leaseId,
            periodIds: recorded.paid_periods.map((period) => period.id),
          })
          .catch(() => undefined);
      }
      return recorded;
    },
  };
}
