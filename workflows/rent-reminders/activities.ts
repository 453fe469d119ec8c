// Activities of the rent reminder escalation: adapters from the workflow to core (createActivities
// (deps), as workflows/rent-revision-reminder). Each step is recorded once per period and notified
// once per recipient (idempotency keys), so a retried activity changes nothing twice.
import { frenchDate, frenchEuros } from '../../core/billing/french.js';
import type { EscalationState } from '../../core/billing/reminders/escalation-state.js';
import { rentEscalationUseCases } from '../../core/billing/reminders/rent-escalation.js';
import type { TakenStep } from '../../core/billing/reminders/take-escalation-step.js';
import type { EscalationStep } from '../../contract/vocabulary/billing.js';
import type { EventOutbox } from '../../core/ports/event-outbox.js';
import type { Notification, Notifier } from '../../core/ports/notifier.js';
import type { TenantStores } from '../../core/ports/store.js';
import { toCents } from '../../core/shared/money.js';

export interface RentReminderActivityDeps {
  notifier: Notifier;
  stores: TenantStores;
  events: EventOutbox;
}

export interface LeaseRef {
  tenantId: string;
  leaseId: string;
  /** Today as the workflow sees it (its deterministic clock), `YYYY-MM-DD`. */
  today: string;
}

const SUBJECTS: Record<EscalationStep, string> = {
  FRIENDLY_REMINDER: 'Rappel : loyer impayé',
  FORMAL_NOTICE: 'Mise en demeure de payer le loyer',
  GUARANTOR_AND_LANDLORD_FLAG: 'Loyer impayé : information de la caution et du bailleur',
};

/** Who hears of a step: the tenants for the reminder and the formal notice; the landlord and the guarantors at the last step. */
function messages(taken: TakenStep, tenantId: string): Notification[] {
  const { reminder, period, lease } = taken;
  const step = reminder!.step;
  const due = frenchEuros(toCents(reminder!.amount_due));
  const about = `le loyer du ${frenchDate(period.period_start)} au ${frenchDate(period.period_end)}, échu le ${frenchDate(period.due_date)}`;
  const bodies: Record<EscalationStep, string> = {
    FRIENDLY_REMINDER: `Sauf erreur de notre part, ${about} n'est pas entièrement réglé : il reste ${due} à payer.`,
    FORMAL_NOTICE:
      `Malgré notre rappel, ${about} reste impayé à hauteur de ${due}. Nous vous mettons en demeure de régler cette somme ` +
      `sans délai ; à défaut, le bailleur pourra faire délivrer un commandement de payer (loi du 6 juillet 1989, art. 24).`,
    GUARANTOR_AND_LANDLORD_FLAG: `${about[0].toUpperCase()}${about.slice(1)} reste impayé à hauteur de ${due} après mise en demeure. ${reminder!.recommendation}`,
  };
  const recipients =
    step === 'GUARANTOR_AND_LANDLORD_FLAG'
      ? ['lease_manager', ...taken.guarantors.map((g) => g.lesseeId)]
      : taken.tenants.map((t) => t.lesseeId);
  return recipients.map((recipient) => ({
    tenantId,
    kind: `rent_${step.toLowerCase()}`,
    channel: 'email' as const,
    recipient,
    subject: `${SUBJECTS[step]} (bail ${lease.reference_number ?? lease.id})`,
    body: bodies[step],
    data: {
      lease_id: lease.id,
      period_id: period.id,
      step,
      amount_due_cents: toCents(reminder!.amount_due),
      due_date: period.due_date,
    },
    idempotencyKey: `rent-reminder:${tenantId}:${period.id}:${step}:${recipient}`,
    leaseId: lease.id,
    recipientId: recipient === 'lease_manager' ? null : recipient,
  }));
}

export function createActivities(deps: RentReminderActivityDeps) {
  const escalation = (tenantId: string) => rentEscalationUseCases(deps.stores.forTenant(tenantId), deps.events);
  return {
    /** The lease's unpaid periods with their next step, and the next due date of its schedule. */
    async rentReminderState(ref: LeaseRef): Promise<EscalationState> {
      return escalation(ref.tenantId).state(ref.leaseId);
    },

    /** Opens the periods that fell due; answers how many. */
    async openDueRentPeriods(ref: LeaseRef): Promise<{ opened: number }> {
      return { opened: (await escalation(ref.tenantId).openDue(ref.leaseId, ref.today)).length };
    },

    /** Takes one step for one period and notifies it; nothing when the period got paid or the lease ended. */
    async escalateRentPeriod(
      input: LeaseRef & { periodId: string; step: EscalationStep },
    ): Promise<{ skipped: TakenStep['skipped']; notified: number }> {
      const taken = await escalation(input.tenantId).takeStep(input.leaseId, input.periodId, input.step, input.today);
      if (taken.skipped) return { skipped: taken.skipped, notified: 0 };
      let notified = 0;
      for (const message of messages(taken, input.tenantId)) {
        if (!(await deps.notifier.enqueue(message)).duplicate) notified += 1;
      }
      return { skipped: null, notified };
    },
  };
}

export type RentReminderActivities = ReturnType<typeof createActivities>;
