// What the rent reminder workflow (workflows/rent-reminders) asks of core: where the lease stands
// (its unpaid periods and their next step, the next due date), opening the periods that fell due,
// and taking one step for one period. Idempotent: a step is recorded once per period.
import { Lease, LeaseLessee } from '../../leasing/lease.js';
import { isActiveOn } from '../../leasing/tenants/rent-shares.js';
import type { EventOutbox } from '../../ports/event-outbox.js';
import type { Store } from '../../ports/store.js';
import { fromCents, toCents } from '../../shared/money.js';
import { payingTenants } from '../rent/paying-tenants.js';
import { RentPeriod } from '../rent/rent.js';
import { PERIOD_ORDER, applyCredit, openDuePeriods, unopenedPeriods } from '../rent/rent-ledger.js';
import { lesseesById, lesseeName } from '../rent/rent-parties.js';
import { RENT_DUE_STATUSES } from '../rent/rent-periods.js';
import { COMMANDEMENT_RECOMMENDATION, type EscalationStep, RentReminder, nextEscalationStep } from './rent-reminder.js';
import { billingSettingsOf } from '../settings.js';

export interface EscalationState {
  /** False once the lease no longer runs (terminated, expired): the workflow ends. */
  running: boolean;
  unpaid: { periodId: string; dueDate: string; nextStep: { step: EscalationStep; on: string } | null }[];
  /** The due date of the next period of the schedule not yet opened; null when the schedule is over. */
  nextDueDate: string | null;
}

export interface TakenStep {
  /** Why nothing was sent: the period got paid or the lease ended meanwhile. */
  skipped: 'paid' | 'lease_ended' | null;
  reminder: RentReminder | null;
  /** False when the step was already recorded (a retried activity). */
  created: boolean;
  period: RentPeriod;
  lease: Lease;
  tenants: { lesseeId: string; name: string }[];
  guarantors: { lesseeId: string; name: string }[];
}

const running = (lease: Lease) => (RENT_DUE_STATUSES as readonly string[]).includes(lease.status);

export function rentEscalationUseCases(store: Store, events: EventOutbox) {
  async function people(tx: Store, lease: Lease, period: RentPeriod) {
    const terms = await tx.repo(LeaseLessee).findAll({ lease_id: lease.id });
    const paying = payingTenants(terms, period.period_start).map((p) => p.term);
    const guarantors = terms.filter((t) => t.role === 'Guarantor' && isActiveOn(t, period.period_start));
    const lessees = await lesseesById(
      tx,
      [...paying, ...guarantors].map((t) => t.lessee_id),
    );
    const named = (list: LeaseLessee[]) =>
      list.map((t) => ({ lesseeId: t.lessee_id, name: lesseeName(lessees.get(t.lessee_id)!) }));
    return { tenants: named(paying), guarantors: named(guarantors) };
  }

  return {
    async state(leaseId: string): Promise<EscalationState> {
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
    },

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
      store.transaction(async (tx) => {
        const lease = await tx.repo(Lease).getLocked(leaseId);
        const period = await tx.repo(RentPeriod).get(periodId);
        const base = { lease, period, tenants: [], guarantors: [], reminder: null, created: false };
        if (!running(lease)) return { ...base, skipped: 'lease_ended' };
        if (period.status === 'PAID') return { ...base, skipped: 'paid' };
        const existing = await tx.repo(RentReminder).findOne({ period_id: periodId, step });
        const reminder =
          existing ??
          Object.assign(new RentReminder(), {
            lease_id: leaseId,
            period_id: periodId,
            step,
            sent_on: today,
            amount_due: fromCents(toCents(period.total_amount) - toCents(period.paid_amount)),
            recommendation: step === 'GUARANTOR_AND_LANDLORD_FLAG' ? COMMANDEMENT_RECOMMENDATION : null,
          });
        if (!existing) {
          tx.repo(RentReminder).persist(reminder);
          await tx.flush();
          // Published for outbound webhooks (docs/decisions.md 134): one event per period and step.
          await events.record(tx, {
            tenantId: lease.tenant_id,
            type: 'rent.reminder.sent',
            key: reminder.id,
            subjectType: 'rent_reminder',
            subjectId: reminder.id,
            payload: { lease_id: leaseId, period_id: periodId, step, sent_on: today, amount_due: reminder.amount_due },
          });
        }
        return { ...base, ...(await people(tx, lease, period)), skipped: null, reminder, created: !existing };
      }),
  };
}
