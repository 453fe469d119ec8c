// RENT_NOTICES: the notice of rent due (avis d'échéance) of the period that starts in the run's
// month. The period is opened as the lease's own rent call opens it (core/billing/rent/rent-periods.ts
// `open`: the rent ledger's openDuePeriods and applyCredit, and the receipts that settles, all in the
// item's transaction, their e-mails once it committed), the notice rendered by the lease's own
// `notice` (the document of rent-documents.ts); the run stores its PDF, publishes
// `rent.notice.issued` and sends it to each paying tenant.
import { Lease, LeaseLessee } from '../../leasing/lease.js';
import type { Notification } from '../../ports/notifier.js';
import type { Store } from '../../ports/store.js';
import { frenchDate, frenchEuros } from '../../billing/french.js';
import { payingTenants } from '../../billing/rent/paying-tenants.js';
import type { RentPeriod } from '../../billing/rent/rent.js';
import { RENT_DUE_STATUSES, rentPeriodUseCases } from '../../billing/rent/rent-periods.js';
import { applyCredit, openDuePeriods } from '../../billing/rent/rent-ledger.js';
import { leaseIn } from '../../billing/lease-access.js';
import { issueDueReceipts, sendDueReceipts } from '../../billing/receipts/settlement-receipts.js';
import { lesseeName, lesseesById } from '../../billing/rent/rent-parties.js';
import { toCents } from '../../shared/money.js';
import type { BatchRun, BatchRunItem } from '../batch-run.js';
import { openedIn, scheduledIn } from './run-periods.js';
import { leaseSubjects } from './subjects.js';
import { PARALLEL_LEASE_ITEMS, type RunDeps, type RunItemHandler, skipped } from './types.js';

const noticeKey = (tenantId: string, leaseId: string, periodId: string) => `${tenantId}/${leaseId}/notices/${periodId}`;

function noticeMessage(run: BatchRun, period: RentPeriod, leaseReference: string, to: { id: string; name: string }) {
  const span = `du ${frenchDate(period.period_start)} au ${frenchDate(period.period_end)}`;
  const due = frenchEuros(toCents(period.total_amount) - toCents(period.paid_amount));
  return {
    tenantId: run.tenant_id,
    kind: 'rent_notice',
    channel: 'email',
    recipient: to.id,
    recipientId: to.id,
    leaseId: period.lease_id,
    subject: `Avis d'échéance : loyer ${span} (bail ${leaseReference})`,
    body: `Bonjour ${to.name},\n\nVous trouverez ci-joint l'avis d'échéance de votre loyer de la période ${span}, à payer le ${frenchDate(period.due_date)} : ${due}.`,
    data: { lease_id: period.lease_id, period_id: period.id, due_date: period.due_date, run_id: run.id },
    attachments: [
      {
        file_name: `avis-echeance-${period.period_start}.pdf`,
        content_type: 'application/pdf',
        storage_key: noticeKey(run.tenant_id, period.lease_id, period.id),
      },
    ],
    idempotencyKey: `rent-notice:${period.id}:${to.id}`,
  } satisfies Notification;
}

export const rentNotices: RunItemHandler<Lease> = {
  subjects: leaseSubjects(RENT_DUE_STATUSES),
  // Each item locks its lease alone: items side by side (docs/decisions.md 321).
  concurrency: PARALLEL_LEASE_ITEMS,
  variant: () => '',

  async apply(tx, deps, { run, subject: scoped }) {
    // The lease's rent call, in this transaction: its row locked, the periods due by the notice's
    // due date opened, its credit applied and the receipts that settles issued (their e-mails go
    // once the item committed: `messages`).
    const lease = await leaseIn(tx, scoped.id, RENT_DUE_STATUSES, 'Calling rent', { lock: true });
    const scheduled = await scheduledIn(tx, lease, run.period);
    if (!scheduled) return skipped('no_period_starts_in_month');
    if ((await openedIn(tx, lease.id, run.period)).length === 0) {
      await openDuePeriods(tx, lease, scheduled.due_date);
      await applyCredit(tx, lease.id);
      await issueDueReceipts(tx, deps, lease, []);
    }
    const [period] = await openedIn(tx, lease.id, run.period);
    if (!period) return skipped('period_not_opened');
    const rent = rentPeriodUseCases(tx, deps);
    const { bytes } = await rent.notice(lease.id, period.id);
    const storageKey = noticeKey(lease.tenant_id, lease.id, period.id);
    await deps.files.put(storageKey, bytes, 'application/pdf');
    await deps.events.record(tx, {
      tenantId: lease.tenant_id,
      type: 'rent.notice.issued',
      key: period.id,
      subjectType: 'rent_period',
      subjectId: period.id,
      payload: {
        lease_id: lease.id,
        period_id: period.id,
        period_start: period.period_start,
        period_end: period.period_end,
        due_date: period.due_date,
        total_amount: period.total_amount,
        run_id: run.id,
      },
    });
    const name = `avis-echeance-${lease.reference_number ?? lease.id}-${period.period_start}.pdf`;
    return { outcome: 'DONE', documents: [{ storage_key: storageKey, file_name: name }] };
  },

  async messages(store: Store, deps: Pick<RunDeps, 'notifier'>, run: BatchRun, item: BatchRunItem) {
    await sendDueReceipts(store, deps, item.subject_id);
    const [period] = await openedIn(store, item.subject_id, item.period);
    if (!period) return [];
    const terms = await store.repo(LeaseLessee).findAll({ lease_id: item.subject_id });
    const paying = payingTenants(terms, period.period_start);
    const lessees = await lesseesById(
      store,
      paying.map((p) => p.term.lessee_id),
    );
    const { reference_number: reference } = await store.repo(Lease).get(item.subject_id);
    return paying.map((p) =>
      noticeMessage(run, period, reference ?? item.subject_id, {
        id: p.term.lessee_id,
        name: lesseeName(lessees.get(p.term.lessee_id)!),
      }),
    );
  },
};
