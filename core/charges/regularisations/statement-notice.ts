// The statement of a regularisation as it goes out (loi 89-462 art. 23: the décompte par nature de
// charges is sent to the tenants a month before the regularisation, and the supporting documents
// are kept at their disposal six months; décret n° 87-713, the categories): its PDF, and at sending
// one e-mail per tenant with the statement by category, the PDF attached and the date the documents
// are available until, and the `charges.regularisation_sent` event.
import { Lease } from '../../leasing/lease.js';
import { euros, fullName, joinAddress, longDate } from '../../leasing/pdf/lease-contract/french.js';
import { Estate } from '../../property/estate.js';
import { Owner } from '../../property/owner.js';
import { Place } from '../../property/place.js';
import type { Notification } from '../../ports/notifier.js';
import type { PdfRenderer } from '../../ports/pdf-renderer.js';
import type { Store } from '../../ports/store.js';
import { toCents } from '../../shared/money.js';
import { renderPdf } from '../../shared/pdf.js';
import { chargeCategory } from '../categories.js';
import type { ChargesDeps } from '../deps.js';
import type { RegularisationView } from './regularisation-view.js';
import { statementDocument } from './statement.js';

/** The statement as a PDF, through the PdfRenderer port (a DRAFT prints as a draft). */
export async function statementPdf(
  store: Store,
  renderer: PdfRenderer,
  view: RegularisationView,
): Promise<{ file_name: string; bytes: Uint8Array }> {
  const lease = await store.repo(Lease).get(view.lease_id);
  const estate = await store.repo(Estate).get(view.estate_id);
  const place = await store.repo(Place).get(view.place_id);
  const ownerId = estate.owner_id ?? place.owner_id;
  const owner = ownerId ? await store.repo(Owner).find(ownerId) : null;
  const document = statementDocument(view, {
    lease_reference: lease.reference_number ?? lease.id,
    estate: estate.name,
    address: joinAddress(place.name, place.address_line1, fullName(place.postal_code, place.city)),
    lessor: owner && (owner.legal_name ?? (fullName(owner.title, owner.first_name, owner.last_name) || null)),
  });
  const bytes = await renderPdf(renderer, document);
  return { file_name: `decompte-charges-${view.period_start}-${view.period_end}.pdf`, bytes };
}

const money = (value: number) => euros(toCents(value));

/** The e-mail of one tenant: the statement by category, the tenant's part, the dates of art. 23. */
export function statementMessage(
  view: RegularisationView,
  tenant: RegularisationView['tenants'][number],
  attachment: { file_name: string; storage_key: string },
): Notification {
  const lines = view.lines.map(
    (l) =>
      `- ${chargeCategory(l.category).label_fr} : quote-part ${money(l.share)}, provisions ${money(l.provisions)}, solde ${money(l.balance)}`,
  );
  const part =
    tenant.amount >= 0
      ? `votre part à payer : ${money(tenant.amount)}`
      : `votre part à recevoir : ${money(-tenant.amount)}`;
  return {
    tenantId: view.tenant_id,
    kind: 'charges_regularisation',
    channel: 'email',
    recipient: tenant.lessee_id,
    recipientId: tenant.lessee_id,
    leaseId: view.lease_id,
    subject: `Régularisation des charges du ${longDate(view.period_start)} au ${longDate(view.period_end)}`,
    body: [
      `Bonjour ${fullName(tenant.first_name, tenant.last_name)},`,
      'Voici le décompte de régularisation des charges récupérables, par nature de charges (décret n° 87-713 du 26 août 1987) :',
      lines.join('\n'),
      `Total : charges ${money(view.total_charges)}, provisions versées ${money(view.total_provisions)}, solde ${money(view.balance)} ; ${part}.`,
      `La régularisation est exigible à compter du ${longDate(view.payable_from!)}. Les pièces justificatives sont tenues à votre disposition jusqu’au ${longDate(view.documents_available_until!)} (loi du 6 juillet 1989, art. 23). Le décompte détaillé est joint.`,
    ].join('\n\n'),
    data: {
      regularisation_id: view.id,
      lease_id: view.lease_id,
      balance_cents: toCents(view.balance),
      tenant_amount_cents: toCents(tenant.amount),
      payable_from: view.payable_from,
      documents_available_until: view.documents_available_until,
    },
    attachments: [
      { file_name: attachment.file_name, content_type: 'application/pdf', storage_key: attachment.storage_key },
    ],
    idempotencyKey: `charges-regularisation:${view.id}:${view.sent_on}:${tenant.lessee_id}`,
  };
}

/**
 * In the transaction that marks the regularisation SENT, its last step: the statement's PDF stored,
 * one e-mail queued per tenant, the event recorded. Only the commit can fail after it; a send
 * retried then queues nothing twice (the keys) and stores the same file again.
 */
export async function publishStatement(
  tx: Store,
  deps: Pick<ChargesDeps, 'renderer' | 'files' | 'notifier' | 'events'>,
  view: RegularisationView,
): Promise<void> {
  const pdf = await statementPdf(tx, deps.renderer, view);
  const storageKey = `${view.tenant_id}/${view.lease_id}/regularisations/${view.id}/statement-${view.sent_on}`;
  await deps.files.put(storageKey, pdf.bytes, 'application/pdf');
  await deps.events.record(tx, {
    tenantId: view.tenant_id,
    type: 'charges.regularisation_sent',
    key: view.id,
    subjectType: 'charge_regularisation',
    subjectId: view.id,
    payload: {
      lease_id: view.lease_id,
      regularisation_id: view.id,
      period_start: view.period_start,
      period_end: view.period_end,
      sent_on: view.sent_on,
      payable_from: view.payable_from,
      documents_available_until: view.documents_available_until,
      total_charges: view.total_charges,
      total_provisions: view.total_provisions,
      balance: view.balance,
      lines: view.lines.map((l) => ({
        category: l.category,
        share: l.share,
        provisions: l.provisions,
        balance: l.balance,
      })),
      tenants: view.tenants.map((t) => ({ lessee_id: t.lessee_id, amount: t.amount })),
    },
  });
  for (const tenant of view.tenants)
    await deps.notifier.enqueue(statementMessage(view, tenant, { file_name: pdf.file_name, storage_key: storageKey }));
}
