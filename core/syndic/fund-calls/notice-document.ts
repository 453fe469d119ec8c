// The notice of a fund call (avis d'appel de fonds) as a printable document, and the message that
// carries it to the co-owner: the amount per key with the lot's shares, the due date, and the
// balance brought forward (what the co-owner still owed, or had paid ahead, before this call).
import { frenchDate, frenchEuros } from '../../billing/french.js';
import { longDate } from '../../leasing/pdf/lease-contract/french.js';
import type { Notification } from '../../ports/notifier.js';
import type { PrintableDocument } from '../../ports/pdf-renderer.js';
import type { CoOwnerAccount } from '../co-owner-accounts/account.js';
import type { SyndicLot, Syndicate } from '../management/syndicate.js';
import type { FundCall, FundCallNotice } from './fund-call.js';

const NATURE = {
  BUDGET_PROVISION: 'Provision sur le budget prévisionnel (loi du 10 juillet 1965, art. 14-1)',
  WORKS_FUND: 'Cotisation au fonds de travaux (loi du 10 juillet 1965, art. 14-2-1)',
  WORKS: 'Travaux votés hors budget prévisionnel (loi du 10 juillet 1965, art. 14-2)',
} as const;

export const natureOf = (call: Pick<FundCall, 'kind'>) => NATURE[call.kind];

export function noticeDocument(
  syndicate: Syndicate,
  call: FundCall,
  notice: FundCallNotice,
  lot: SyndicLot,
  account: CoOwnerAccount,
): PrintableDocument {
  const total = notice.balance_brought_forward_cents + notice.amount_cents;
  return {
    title: 'Avis d’appel de fonds',
    subtitle: `${syndicate.name} — ${call.label}`,
    sections: [
      {
        heading: 'Copropriétaire',
        blocks: [
          {
            kind: 'fields',
            fields: [
              { label: 'Copropriétaire', value: account.name },
              { label: 'Compte', value: account.number },
              { label: 'Lot', value: lot.number },
              { label: 'Nature', value: natureOf(call) },
              { label: 'Échéance', value: frenchDate(notice.due_date) },
            ],
          },
        ],
      },
      {
        heading: 'Montant appelé par clé de répartition',
        blocks: [
          {
            kind: 'table',
            columns: ['Clé', 'Tantièmes du lot', 'Montant'],
            rows: notice.lines.map((l) => [
              `${l.code} — ${l.name}`,
              `${l.shares} / ${l.total_shares}`,
              frenchEuros(l.amount_cents),
            ]),
            widths: [3, 2, 2],
          },
          {
            kind: 'fields',
            fields: [
              { label: 'Montant de l’appel', value: frenchEuros(notice.amount_cents) },
              { label: 'Solde antérieur reporté', value: frenchEuros(notice.balance_brought_forward_cents) },
              { label: 'Total à régler', value: frenchEuros(total) },
            ],
          },
        ],
      },
    ],
    footer: {
      text: `${syndicate.name}${syndicate.registry_number ? ` — immatriculation ${syndicate.registry_number}` : ''}`,
      pageNumbers: true,
    },
  };
}

/** The notice as the SyndicFundCall template's variables (core/templates/variables.ts): the built-in document's facts. */
export function noticeValues(
  syndicate: Syndicate,
  call: FundCall,
  notice: FundCallNotice,
  lot: SyndicLot,
  account: CoOwnerAccount,
): Record<string, unknown> {
  return {
    'call.period': call.label,
    'call.syndicate': syndicate.name,
    'call.co_owner': account.name,
    'call.account': account.number,
    'call.lot': lot.number,
    'call.nature': natureOf(call),
    'call.lines': notice.lines.map((l) => ({
      label: `${l.code} — ${l.name} (${l.shares} / ${l.total_shares})`,
      amount: frenchEuros(l.amount_cents),
    })),
    'call.total': frenchEuros(notice.amount_cents),
    'call.balance_brought_forward': frenchEuros(notice.balance_brought_forward_cents),
    'call.total_due': frenchEuros(notice.balance_brought_forward_cents + notice.amount_cents),
    'call.due_date': longDate(notice.due_date),
  };
}

export function noticeMessage(
  call: FundCall,
  notice: FundCallNotice,
  lot: SyndicLot,
  account: CoOwnerAccount,
): Notification {
  const recipient = account.owner_id ?? account.contact_id!;
  return {
    tenantId: notice.tenant_id,
    kind: 'syndic_fund_call',
    channel: 'email',
    recipient,
    recipientId: recipient,
    subject: `Appel de fonds : ${call.label}, lot ${lot.number}`,
    body:
      `Bonjour ${account.name},\n\n${natureOf(call)} : ${frenchEuros(notice.amount_cents)} pour le lot ${lot.number}, ` +
      `à régler au plus tard le ${frenchDate(notice.due_date)}. Solde antérieur reporté : ` +
      `${frenchEuros(notice.balance_brought_forward_cents)}. L’avis détaillé par clé de répartition est joint.`,
    data: {
      syndicate_id: notice.syndicate_id,
      fund_call_id: call.id,
      notice_id: notice.id,
      lot_id: lot.id,
      amount_cents: notice.amount_cents,
      due_date: notice.due_date,
    },
    attachments: notice.storage_key
      ? [{ file_name: notice.file_name!, content_type: 'application/pdf', storage_key: notice.storage_key }]
      : [],
    idempotencyKey: `syndic-notice:${notice.id}`,
  };
}
