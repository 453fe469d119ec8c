// The rent documents in French, as the PdfRenderer's document model: the quittance or reçu of one
// tenant (loi 89-462 art. 21) and the notice of rent due (avis d'échéance) of a period.
import type { PrintableDocument } from '../../ports/pdf-renderer.js';
import { frenchDate, frenchEuros } from '../french.js';
import { CHARGE_LABELS } from './rent.js';
import type { ChargeCategory } from '../../../contract/vocabulary/billing.js';

export interface Party {
  name: string;
  address: string | null;
}

export interface RentDocumentParties {
  landlord: Party;
  property: Party;
  lease_reference: string | null;
}

const ART_21 =
  "Loi n° 89-462 du 6 juillet 1989, art. 21 : le bailleur est tenu de transmettre gratuitement une quittance au locataire qui en fait la demande. La quittance porte le détail des sommes versées par le locataire en distinguant le loyer et les charges. Aucuns frais liés à la gestion de l'avis d'échéance ou de la quittance ne peuvent être facturés au locataire.";

function partyLines(party: Party): string[] {
  return party.address ? [party.name, party.address] : [party.name];
}

function propertyLines(parties: RentDocumentParties): string[] {
  return [...partyLines(parties.property), ...(parties.lease_reference ? [`Bail n° ${parties.lease_reference}`] : [])];
}

function chargeLines(charges: readonly { category: ChargeCategory; cents: number }[]): string[] {
  return charges
    .filter((c) => c.cents !== 0)
    .map((c) => `  dont ${CHARGE_LABELS[c.category]} : ${frenchEuros(c.cents)}`);
}

/** A tenant's part of a period: rent and charges (by category) apart, and what was paid of each. */
export interface ReceiptAmounts {
  rent_cents: number;
  charges: { category: ChargeCategory; cents: number }[];
  charges_cents: number;
  total_cents: number;
  paid_cents: number;
  paid_rent_cents: number;
  paid_charges_cents: number;
}

export interface ReceiptContent extends ReceiptAmounts {
  kind: 'QUITTANCE' | 'RECU';
  tenant: Party;
  /** The tenant's share of the rent, percent (100 for a sole tenant). */
  rent_share: number;
  period_start: string;
  period_end: string;
  /** The day the payment was received, printed when known. */
  paid_on?: string | null;
  issued_on: string;
}

/** Art. 21: the period paid in full gives a quittance; a partial payment a reçu. */
export function receiptKind(totalCents: number, paidCents: number): 'QUITTANCE' | 'RECU' {
  return paidCents >= totalCents ? 'QUITTANCE' : 'RECU';
}

/** Art. 21: a quittance for a fully paid period, a reçu for a partial payment, rent and charges apart. */
export function receiptDocument(parties: RentDocumentParties, r: ReceiptContent): PrintableDocument {
  const period = `du ${frenchDate(r.period_start)} au ${frenchDate(r.period_end)}`;
  const quittance = r.kind === 'QUITTANCE';
  const declaration = quittance
    ? `Je soussigné(e) ${parties.landlord.name}, bailleur du logement désigné ci-dessus, déclare avoir reçu de ${r.tenant.name} la somme de ${frenchEuros(r.paid_cents)} au titre du loyer et des charges de la période ${period}, et lui en donne quittance, sous réserve de tous mes droits.`
    : `Je soussigné(e) ${parties.landlord.name}, bailleur du logement désigné ci-dessus, déclare avoir reçu de ${r.tenant.name} la somme de ${frenchEuros(r.paid_cents)} en paiement partiel du loyer et des charges de la période ${period}. Ce reçu ne vaut pas quittance : il reste dû ${frenchEuros(r.total_cents - r.paid_cents)}.`;
  return {
    title: quittance ? 'Quittance de loyer' : 'Reçu de paiement partiel de loyer',
    subtitle: `Période ${period}`,
    language: 'fr',
    sections: [
      { heading: 'Bailleur', paragraphs: partyLines(parties.landlord) },
      {
        heading: 'Locataire',
        paragraphs: [
          ...partyLines(r.tenant),
          ...(r.rent_share < 100 ? [`Part du loyer et des charges : ${String(r.rent_share).replace('.', ',')} %`] : []),
        ],
      },
      { heading: 'Logement', paragraphs: propertyLines(parties) },
      {
        heading: 'Détail des sommes',
        paragraphs: [
          `Loyer hors charges : ${frenchEuros(r.rent_cents)}`,
          `Charges : ${frenchEuros(r.charges_cents)}`,
          ...chargeLines(r.charges),
          `Total de la période : ${frenchEuros(r.total_cents)}`,
          `Somme reçue : ${frenchEuros(r.paid_cents)}, soit loyer ${frenchEuros(r.paid_rent_cents)} et charges ${frenchEuros(r.paid_charges_cents)}`,
          ...(r.paid_on ? [`Paiement reçu le ${frenchDate(r.paid_on)}`] : []),
          ...(quittance ? [] : [`Reste dû : ${frenchEuros(r.total_cents - r.paid_cents)}`]),
        ],
      },
      { heading: quittance ? 'Quittance' : 'Reçu', paragraphs: [declaration, `Fait le ${frenchDate(r.issued_on)}.`] },
      {
        heading: 'Mentions légales',
        paragraphs: [
          ART_21,
          quittance
            ? 'La présente quittance annule tous les reçus qui auraient pu être délivrés pour des paiements partiels de la même période.'
            : 'Art. 21 : en cas de paiement partiel, le bailleur est tenu de délivrer un reçu ; la quittance est délivrée une fois la période entièrement payée.',
        ],
      },
    ],
  };
}

export interface NoticeContent {
  tenants: { name: string; rent_share: number }[];
  period_start: string;
  period_end: string;
  due_date: string;
  rent_cents: number;
  charges: { category: ChargeCategory; cents: number }[];
  charges_cents: number;
  total_cents: number;
  paid_cents: number;
}

/** The notice of rent due of one period: what is called, by category, and what is left to pay. */
export function noticeDocument(parties: RentDocumentParties, n: NoticeContent): PrintableDocument {
  return {
    title: "Avis d'échéance",
    subtitle: `Loyer du ${frenchDate(n.period_start)} au ${frenchDate(n.period_end)}, à payer le ${frenchDate(n.due_date)}`,
    language: 'fr',
    sections: [
      { heading: 'Bailleur', paragraphs: partyLines(parties.landlord) },
      {
        heading: n.tenants.length > 1 ? 'Locataires' : 'Locataire',
        paragraphs: n.tenants.map((t) =>
          n.tenants.length > 1 ? `${t.name} (${String(t.rent_share).replace('.', ',')} %)` : t.name,
        ),
      },
      { heading: 'Logement', paragraphs: propertyLines(parties) },
      {
        heading: 'Montant appelé',
        paragraphs: [
          `Loyer hors charges : ${frenchEuros(n.rent_cents)}`,
          `Charges : ${frenchEuros(n.charges_cents)}`,
          ...chargeLines(n.charges),
          `Total : ${frenchEuros(n.total_cents)}`,
          `Déjà réglé : ${frenchEuros(n.paid_cents)}`,
          `Reste à payer au ${frenchDate(n.due_date)} : ${frenchEuros(n.total_cents - n.paid_cents)}`,
        ],
      },
      {
        heading: 'Mentions légales',
        paragraphs: ["Le présent avis d'échéance ne vaut pas quittance.", ART_21],
      },
    ],
  };
}
