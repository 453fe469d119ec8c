// REMINDERS: the letters of one escalation step (the run's `step`) for the unpaid periods that start
// in the run's month, where that step is the period's next one and its day has come (core/billing/
// reminders: the step recorded once per period with `rent.reminder.sent`). The letter is a PDF sent
// under the escalation's own message keys, so a lease's reminder workflow and a run never send a
// step twice.
import type { EscalationStep } from '../../../contract/vocabulary/billing.js';
import { Lease, LeaseLessee } from '../../leasing/lease.js';
import { isActiveOn } from '../../leasing/tenants/rent-shares.js';
import { payingTenants } from '../../billing/rent/paying-tenants.js';
import { RentPeriod } from '../../billing/rent/rent.js';
import type { Notification } from '../../ports/notifier.js';
import { RENT_DUE_STATUSES } from '../../billing/rent/rent-periods.js';
import { documentParties } from '../../billing/rent/rent-parties.js';
import { RentReminder, nextEscalationStep, stepDue } from '../../billing/reminders/rent-reminder.js';
import { takeEscalationStep } from '../../billing/reminders/take-escalation-step.js';
import { billingSettingsOf } from '../../billing/settings.js';
import { renderPdf } from '../../shared/pdf.js';
import { frenchEuros } from '../../billing/french.js';
import { toCents } from '../../shared/money.js';
import type { BatchRun, RunDocument } from '../batch-run.js';
import { LETTER_TITLES, reminderLetter } from './reminder-letter.js';
import { openedIn } from './run-periods.js';
import { leaseSubjects } from './subjects.js';
import { type RunItemHandler, type RunDeps, type RunItemContext, skipped } from './types.js';
import type { Store } from '../../ports/store.js';

const letterKey = (tenantId: string, leaseId: string, reminderId: string) =>
  `${tenantId}/${leaseId}/reminders/${reminderId}`;

/** Takes the step for one period and stores its letter; null when it was taken already or got paid. */
async function letterFor(
  tx: Store,
  deps: RunDeps,
  { run, subject: lease, today }: RunItemContext<Lease>,
  period: RentPeriod,
) {
  const step = run.step as EscalationStep;
  const taken = await takeEscalationStep(tx, deps.events, lease.id, period.id, step, today);
  if (!taken.created || !taken.reminder) return null;
  const bytes = await renderPdf(
    deps.pdf,
    reminderLetter(await documentParties(tx, lease), {
      step,
      tenants: taken.tenants.map((t) => t.name),
      period_start: period.period_start,
      period_end: period.period_end,
      due_date: period.due_date,
      amount_due_cents: toCents(taken.reminder.amount_due),
      sent_on: today,
      recommendation: taken.reminder.recommendation,
    }),
  );
  const storageKey = letterKey(lease.tenant_id, lease.id, taken.reminder.id);
  await deps.files.put(storageKey, bytes, 'application/pdf');
  const name = `${step.toLowerCase().replaceAll('_', '-')}-${lease.reference_number ?? lease.id}-${period.period_start}.pdf`;
  return { storage_key: storageKey, file_name: name };
}

/** Who gets the letter: the paying tenants; at the last step the landlord's manager and the guarantors. */
async function recipientsOf(store: Store, lease: Lease, reminder: RentReminder): Promise<string[]> {
  const period = await store.repo(RentPeriod).get(reminder.period_id);
  const terms = await store.repo(LeaseLessee).findAll({ lease_id: lease.id });
  if (reminder.step !== 'GUARANTOR_AND_LANDLORD_FLAG')
    return payingTenants(terms, period.period_start).map((p) => p.term.lessee_id);
  const guarantors = terms.filter((t) => t.role === 'Guarantor' && isActiveOn(t, period.period_start));
  return ['lease_manager', ...guarantors.map((t) => t.lessee_id)];
}

function letterMessages(run: BatchRun, lease: Lease, reminder: RentReminder, recipients: string[], file: RunDocument) {
  return recipients.map((recipient): Notification => ({
    tenantId: run.tenant_id,
    kind: `rent_${reminder.step.toLowerCase()}`,
    channel: 'email',
    recipient,
    recipientId: recipient === 'lease_manager' ? null : recipient,
    leaseId: lease.id,
    subject: `${LETTER_TITLES[reminder.step]} (bail ${lease.reference_number ?? lease.id})`,
    body: `${LETTER_TITLES[reminder.step]} : la lettre est jointe. Reste dû : ${frenchEuros(toCents(reminder.amount_due))}.`,
    data: { lease_id: lease.id, period_id: reminder.period_id, step: reminder.step, run_id: run.id },
    attachments: [{ file_name: file.file_name, content_type: 'application/pdf', storage_key: file.storage_key }],
    // The escalation's own key (workflows/rent-reminders/activities.ts): one message per period, step and recipient.
    idempotencyKey: `rent-reminder:${run.tenant_id}:${reminder.period_id}:${reminder.step}:${recipient}`,
  }));
}

export const reminders: RunItemHandler<Lease> = {
  subjects: leaseSubjects(RENT_DUE_STATUSES),
  variant: (run) => run.step ?? '',

  async apply(tx, deps, context) {
    const delays = await billingSettingsOf(tx);
    const unpaid = (await openedIn(tx, context.subject.id, context.run.period)).filter((p) => p.status !== 'PAID');
    if (unpaid.length === 0) return skipped('nothing_unpaid');
    const documents: RunDocument[] = [];
    for (const period of unpaid) {
      const taken = new Set((await tx.repo(RentReminder).findAll({ period_id: period.id })).map((r) => r.step));
      const next = nextEscalationStep(period.due_date, taken, delays);
      if (next?.step !== context.run.step || !stepDue(next, context.today)) continue;
      const letter = await letterFor(tx, deps, context, period);
      if (letter) documents.push(letter);
    }
    return documents.length > 0 ? { outcome: 'DONE', documents } : skipped('step_not_due');
  },

  async messages(store, _deps, run, item) {
    const lease = await store.repo(Lease).get(item.subject_id);
    const messages: Notification[] = [];
    for (const file of item.documents) {
      const reminderId = file.storage_key.split('/').at(-1)!;
      const reminder = await store.repo(RentReminder).get(reminderId);
      const taken = await recipientsOf(store, lease, reminder);
      messages.push(...letterMessages(run, lease, reminder, taken, file));
    }
    return messages;
  },
};
