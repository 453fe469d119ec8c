// The statement of a regularisation (décompte de régularisation des charges), as the PdfRenderer's
// document model. Loi 89-462 art. 23: the charges by nature, the way they are shared among the
// tenants, and for collective heating and hot water a note on how they are computed; with the dates
// art. 23 and 7-1 attach to it.
import { chargeCategory, type DistributionKey } from './categories.js';
import type { RegularisationView } from './regularisation-view.js';
import type { DocumentSection, PrintableDocument } from '../ports/pdf-renderer.js';
import { toCents } from '../shared/money.js';

export interface StatementParties {
  lease_reference: string;
  estate: string;
  address: string;
  lessor: string | null;
}

/** 1234.5 -> "1 234,50 €" (plain spaces, so every renderer prints it alike). */
export function formatEuros(euros: number): string {
  const cents = Math.abs(toCents(euros));
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${euros < 0 ? '-' : ''}${whole},${String(cents % 100).padStart(2, '0')} €`;
}

/** 2024-07-01 -> "01/07/2024". */
export const formatDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

export const KEY_LABELS: Readonly<Record<DistributionKey, string>> = {
  TANTIEMES: 'tantièmes',
  SURFACE: 'surface des lots',
  METER_CONSUMPTION: 'consommation relevée aux compteurs',
  EQUAL_SHARES: 'parts égales par lot',
};

const HEATING = new Set(['HEATING_ENERGY', 'HEATING_MAINTENANCE', 'HOT_WATER']);

function balanceLine(r: RegularisationView): string {
  if (r.balance > 0) return `Solde dû par le(s) locataire(s) : ${formatEuros(r.balance)}`;
  if (r.balance < 0) return `Trop-perçu à restituer au(x) locataire(s) : ${formatEuros(-r.balance)}`;
  return 'Solde : 0,00 € (les provisions couvrent exactement les charges)';
}

function legalSection(r: RegularisationView): DocumentSection {
  const paragraphs =
    r.sent_on && r.payable_from && r.documents_available_until
      ? [
          `Décompte envoyé le ${formatDate(r.sent_on)}. Conformément à l’article 23 de la loi n° 89-462 du 6 juillet 1989, il est communiqué un mois avant la régularisation : celle-ci est exigible à compter du ${formatDate(r.payable_from)}.`,
          `Les pièces justificatives sont tenues à la disposition des locataires pendant six mois à compter de l’envoi du décompte, soit jusqu’au ${formatDate(r.documents_available_until)}.`,
        ]
      : [
          'Projet : ce décompte n’a pas encore été envoyé. La régularisation sera exigible un mois après son envoi ; les pièces justificatives resteront à la disposition des locataires pendant six mois à compter de cet envoi (loi n° 89-462, article 23).',
        ];
  if (r.is_late)
    paragraphs.push(
      'La régularisation intervient après le terme de l’année civile suivant l’année d’exigibilité des charges : à sa demande, le locataire la paie par douzièmes (article 23).',
    );
  for (const instalment of r.instalments)
    paragraphs.push(`Échéance du ${formatDate(instalment.due_date)} : ${formatEuros(instalment.amount)}`);
  paragraphs.push(
    `Prescription : l’action en paiement des charges se prescrit par trois ans (article 7-1) ; pour cette période, à compter du ${formatDate(r.limitation_date)}.`,
  );
  return { heading: 'Informations légales', paragraphs };
}

export function statementDocument(r: RegularisationView, parties: StatementParties): PrintableDocument {
  const label = (code: string) => chargeCategory(code as never);
  const tenants = r.tenants.map((t) => [t.first_name, t.last_name].filter(Boolean).join(' '));
  const sections: DocumentSection[] = [
    {
      heading: 'Bail et logement',
      paragraphs: [
        `Logement : ${parties.estate}, ${parties.address}`,
        ...(parties.lessor ? [`Bailleur : ${parties.lessor}`] : []),
        `Locataire(s) : ${tenants.length ? tenants.join(', ') : 'non renseigné'}`,
        `Occupation sur la période : du ${formatDate(r.occupancy_start)} au ${formatDate(r.occupancy_end)} (${r.occupancy_days} jours)`,
      ],
    },
    {
      heading: 'Décompte par nature de charges',
      paragraphs: r.lines.map(
        (l) =>
          `${label(l.category).label_fr} (${label(l.category).reference}) : dépenses récupérables de l’immeuble ${formatEuros(l.building_total)} ; quote-part ${formatEuros(l.share)} ; provisions ${formatEuros(l.provisions)} ; solde ${formatEuros(l.balance)}`,
      ),
    },
    {
      heading: 'Mode de répartition entre les locataires',
      paragraphs: r.lines.map((l) => `${label(l.category).label_fr} : ${KEY_LABELS[l.distribution_key]} (${l.basis})`),
    },
    {
      heading: 'Solde',
      paragraphs: [
        `Total des charges : ${formatEuros(r.total_charges)}`,
        `Total des provisions : ${formatEuros(r.total_provisions)}`,
        balanceLine(r),
        ...r.tenants.map((t, i) => `${tenants[i]} : ${formatEuros(t.amount)} (${t.days} jours)`),
      ],
    },
  ];
  const heating = r.lines.filter((l) => HEATING.has(l.category));
  if (heating.length > 0)
    sections.push({
      heading: 'Note d’information : chauffage et eau chaude sanitaire collectifs',
      paragraphs: heating.map(
        (l) =>
          `${label(l.category).label_fr} : les frais de l’immeuble (${formatEuros(l.building_total)}) sont répartis selon : ${KEY_LABELS[l.distribution_key]} ; pour ce logement : ${l.basis}.`,
      ),
    });
  sections.push(legalSection(r));
  return {
    title: 'Décompte de régularisation des charges locatives',
    subtitle: `Période du ${formatDate(r.period_start)} au ${formatDate(r.period_end)} ; bail ${parties.lease_reference}`,
    language: 'fr',
    sections,
  };
}
