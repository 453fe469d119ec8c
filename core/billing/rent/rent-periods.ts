// Rent calls (spec, the lease's payment fields): the periods of a lease's schedule opened as they
// fall due, their notice of rent due (avis d'échéance) and the lease's rent account.
import { Lease } from '../../leasing/lease.js';
import type { Store } from '../../ports/store.js';
import { type ListInput, pageRequest } from '../../shared/crud.js';
import { definedCriteria, rangeCriteria } from '../../shared/criteria.js';
import { compareDates, toDateOnly } from '../../shared/dates.js';
import { BusinessRuleError } from '../../shared/errors.js';
import { toCents } from '../../shared/money.js';
import type { BillingDeps } from '../deps.js';
import { leaseIn } from '../lease-access.js';
import { RentPeriod } from './rent.js';
import type { PeriodStatus } from '../../../contract/vocabulary/billing.js';
import { rentDueNotice } from './rent-due-notice.js';
import { PERIOD_ORDER, applyCredit, creditCents, openDuePeriods, periodOf, unopenedPeriods } from './rent-ledger.js';
import { settle } from '../receipts/settlement-receipts.js';

/** Rent falls due while the lease runs: active, under notice, or at its exit inspection. */
export const RENT_DUE_STATUSES = ['ACTIVE', 'NOTICE', 'FINALISATION'] as const;

export interface PeriodListInput extends ListInput {
  status?: PeriodStatus;
  due_date_from?: string;
  due_date_to?: string;
}

export function rentPeriodUseCases(store: Store, deps: BillingDeps) {
  const today = () => toDateOnly(deps.clock.now());
  return {
    async list(leaseId: string, input: PeriodListInput) {
      await store.repo(Lease).get(leaseId);
      return store.repo(RentPeriod).list(
        {
          lease_id: leaseId,
          ...definedCriteria({ status: input.status }),
          ...rangeCriteria('due_date', input.due_date_from, input.due_date_to),
        },
        pageRequest(input, PERIOD_ORDER),
      );
    },
    get: (leaseId: string, periodId: string) => periodOf(store, leaseId, periodId),

    /**
     * Opens the periods due by `upTo` (default today; a later date calls rent ahead) and applies the
     * lease's credit; the receipts of the periods the credit went to are issued and sent.
     */
    open: async (leaseId: string, upTo?: string): Promise<RentPeriod[]> => {
      const settled = await settle(store, deps, leaseId, async (tx) => {
        const lease = await leaseIn(tx, leaseId, RENT_DUE_STATUSES, 'Calling rent', { lock: true });
        const until = upTo ?? today();
        if (upTo !== undefined && (compareDates(upTo, lease.start_date) < 0 || compareDates(upTo, lease.end_date) > 0))
          throw new BusinessRuleError(`up_to must lie within the lease, ${lease.start_date} to ${lease.end_date}`, [
            { path: 'up_to', message: 'outside the lease', code: 'out_of_lease' },
          ]);
        const opened = await openDuePeriods(tx, lease, until);
        await applyCredit(tx, leaseId);
        return { lease, result: opened };
      });
      return settled.result;
    },

    /** The notice of rent due of a period, as PDF bytes (generated on request, not stored). */
    notice: (leaseId: string, periodId: string) => rentDueNotice(store, deps, leaseId, periodId),

    /** GET /leases/{id}/rent-account: what was called, paid, is overdue, the credit and the next due date. */
    async account(leaseId: string) {
      const lease = await store.repo(Lease).get(leaseId);
      const periods = await store.repo(RentPeriod).findAll({ lease_id: leaseId }, PERIOD_ORDER);
      const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
      const overdue = periods.filter((p) => p.status !== 'PAID' && compareDates(p.due_date, today()) < 0);
      return {
        lease_id: leaseId,
        periods_opened: periods.length,
        periods_unpaid: periods.filter((p) => p.status !== 'PAID').length,
        called_cents: sum(periods.map((p) => toCents(p.total_amount))),
        paid_cents: sum(periods.map((p) => toCents(p.paid_amount))),
        overdue_cents: sum(overdue.map((p) => toCents(p.total_amount) - toCents(p.paid_amount))),
        credit_cents: await creditCents(store, leaseId),
        next_due_date: (await unopenedPeriods(store, lease, null))[0]?.due_date ?? null,
      };
    },
  };
}
