// The notice of rent due (avis d'échéance) of a period, printed on request: from the account's
// default RentDueNotice template when it has one (the period then keeps the version its first print
// used, so that printing it again gives the same text: docs/decisions.md 296), else the built-in.
import { Lease, LeaseLessee } from '../../leasing/lease.js';
import { longDate } from '../../leasing/pdf/lease-contract/french.js';
import type { Store } from '../../ports/store.js';
import { toCents } from '../../shared/money.js';
import { renderPdf } from '../../shared/pdf.js';
import { printDocument } from '../../shared/print-document.js';
import type { BillingDeps } from '../deps.js';
import { frenchEuros } from '../french.js';
import { payingTenants } from './paying-tenants.js';
import type { RentPeriod } from './rent.js';
import { type NoticeContent, noticeDocument } from './rent-documents.js';
import { periodOf } from './rent-ledger.js';
import { documentParties, lesseeName, lesseesById } from './rent-parties.js';

async function noticeContent(store: Store, period: RentPeriod): Promise<NoticeContent> {
  const terms = await store.repo(LeaseLessee).findAll({ lease_id: period.lease_id });
  const paying = payingTenants(terms, period.period_start);
  const lessees = await lesseesById(
    store,
    paying.map((p) => p.term.lessee_id),
  );
  return {
    tenants: paying.map((p) => ({ name: lesseeName(lessees.get(p.term.lessee_id)!), rent_share: p.share })),
    period_start: period.period_start,
    period_end: period.period_end,
    due_date: period.due_date,
    rent_cents: toCents(period.rent_amount),
    charges: period.charges.map((c) => ({ category: c.category, cents: toCents(c.amount) })),
    charges_cents: toCents(period.charges_amount),
    total_cents: toCents(period.total_amount),
    paid_cents: toCents(period.paid_amount),
  };
}

/** The notice as the RentDueNotice template's variables (core/templates/variables.ts). */
export function noticeValues(n: NoticeContent): Record<string, unknown> {
  return {
    'notice.period_start': longDate(n.period_start),
    'notice.period_end': longDate(n.period_end),
    'notice.due_date': longDate(n.due_date),
    'notice.rent': frenchEuros(n.rent_cents),
    'notice.charges': frenchEuros(n.charges_cents),
    'notice.total': frenchEuros(n.total_cents),
    'notice.paid': frenchEuros(n.paid_cents),
    'notice.amount': frenchEuros(n.total_cents - n.paid_cents),
  };
}

export async function rentDueNotice(
  store: Store,
  deps: Pick<BillingDeps, 'pdf' | 'printer'>,
  leaseId: string,
  periodId: string,
): Promise<{ period: RentPeriod; bytes: Uint8Array }> {
  const period = await periodOf(store, leaseId, periodId);
  const lease = await store.repo(Lease).get(leaseId);
  const content = await noticeContent(store, period);
  const pinned =
    period.notice_template_id !== null && period.notice_template_version !== null
      ? { template_id: period.notice_template_id, template_version: period.notice_template_version }
      : null;
  const { bytes, template } = await printDocument(deps.printer, store, {
    type: 'RentDueNotice',
    lease_id: leaseId,
    pinned,
    values: () => noticeValues(content),
    builtIn: async () => renderPdf(deps.pdf, noticeDocument(await documentParties(store, lease), content)),
  });
  if (template && !pinned) {
    Object.assign(period, {
      notice_template_id: template.template_id,
      notice_template_version: template.template_version,
    });
    await store.flush();
  }
  return { period, bytes };
}
