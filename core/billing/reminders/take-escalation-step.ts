// One step of the rent reminder escalation for one period (workflows/rent-reminders): recorded once
// per period and step, with the tenants and guarantors it goes to, unless the period got paid or the
// lease ended meanwhile.
import { Lease, LeaseLessee } from '../../leasing/lease.js';
import { isActiveOn } from '../../leasing/tenants/rent-shares.js';
import type { EventOutbox } from '../../ports/event-outbox.js';
import type { Store } from '../../ports/store.js';
import { fromCents, toCents } from '../../shared/money.js';
import { payingTenants } from '../rent/paying-tenants.js';
import { RentPeriod } from '../rent/rent.js';
import { lesseesById, lesseeName } from '../rent/rent-parties.js';
import type { EscalationStep } from '../../../contract/vocabulary/billing.js';
import { running } from './escalation-state.js';
import { COMMANDEMENT_RECOMMENDATION, RentReminder } from './rent-reminder.js';

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

/** The tenants paying the period and the guarantors of the lease then, by name. */
async function people(store: Store, lease: Lease, period: RentPeriod) {
  const terms = await store.repo(LeaseLessee).findAll({ lease_id: lease.id });
  const paying = payingTenants(terms, period.period_start).map((p) => p.term);
  const guarantors = terms.filter((t) => t.role === 'Guarantor' && isActiveOn(t, period.period_start));
  const lessees = await lesseesById(
    store,
    [...paying, ...guarantors].map((t) => t.lessee_id),
  );
  const named = (list: LeaseLessee[]) =>
    list.map((t) => ({ lesseeId: t.lessee_id, name: lesseeName(lessees.get(t.lessee_id)!) }));
  return { tenants: named(paying), guarantors: named(guarantors) };
}

export function takeEscalationStep(
  store: Store,
  events: EventOutbox,
  leaseId: string,
  periodId: string,
  step: EscalationStep,
  today: string,
): Promise<TakenStep> {
  return store.transaction(async (tx) => {
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
  });
}
