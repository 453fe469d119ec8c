// The statement of a regularisation (décompte de régularisation des charges), as the PdfRenderer's
// document model. Loi 89-462 art. 23: the charges by nature, the way they are shared among the
// tenants, and for collective heating and hot water a note on how they are computed; with the dates
// art. 23 and 7-1 attach to it. Figures the French way, as the lease contract prints them.
import { euros, fullName, longDate } from '../../leasing/pdf/lease-contract/french.js';
import type { DocumentBlock, DocumentSection, PrintableDocument } from '../../ports/pdf-renderer.js';
import { toCents } from '../../shared/money.js';
import { type ChargeCategoryCode, type DistributionKey } from '../../../contract/vocabulary/charges.js';
import { chargeCategory } from '../categories.js';
import type { RegularisationView } from './regularisation-view.js';

export interface StatementParties {
  lease_reference: string;
  estate: string;
  address: string | null;
  lessor: string | null;
}

export const KEY_LABELS: Readonly<Record<DistributionKey, string>> = {
  TANTIEMES: 'tantièmes',
  SURFACE: 'surface des lots',
  METER_CONSUMPTION: 'consommation relevée aux compteurs',
  EQUAL_SHARES: 'parts égales par lot',
};

const HEATING: readonly ChargeCategoryCode[] = ['HEATING_ENERGY', 'HEATING_MAINTENANCE', 'HOT_WATER'];
const money = (value: number) => euros(toCents(value));

/** "Eau froide (II.1)": the category and where the annex lists it. */
function nature(code: ChargeCategoryCode): string {
  const c = chargeCategory(code);
  const where = c.chapter ? `${c.chapter}${c.item === null ? '' : `.${c.item}`}` : 'art. 2';
  return `${c.label_fr} (${where})`;
}

function balanceLine(r: RegularisationView): string {
  if (r.balance > 0) return `Solde dû par le(s) locataire(s) : ${money(r.balance)}`;
  if (r.balance < 0) return `Trop-perçu à restituer au(x) locataire(s) : ${money(-r.balance)}`;
  return `Solde : ${money(0)} (les provisions couvrent exactement les charges)`;
}

function chargesSection(r: RegularisationView): DocumentSection {
  return {
    heading: 'Décompte par nature de charges',
    blocks: [
      {
        kind: 'table',
        columns: ['Nature des charges', 'Dépenses de l’immeuble', 'Quote-part', 'Provisions', 'Solde'],
        widths: [4, 2, 2, 2, 2],
        rows: [
          ...r.lines.map((l) => [
            nature(l.category),
            money(l.building_total),
            money(l.share),
            money(l.provisions),
            money(l.balance),
          ]),
          ['Total', '', money(r.total_charges), money(r.total_provisions), money(r.balance)],
        ],
      },
      {
        kind: 'note',
        text: 'Charges récupérables selon le décret n° 87-713 du 26 août 1987 (annexe, chapitre et rubrique entre parenthèses).',
      },
    ],
  };
}

function legalSection(r: RegularisationView): DocumentSection {
  const notes: string[] =
    r.sent_on && r.payable_from && r.documents_available_until
      ? [
          `Décompte envoyé le ${longDate(r.sent_on)}. Conformément à l’article 23 de la loi n° 89-462 du 6 juillet 1989, il est communiqué un mois avant la régularisation : celle-ci est exigible à compter du ${longDate(r.payable_from)}.`,
          `Les pièces justificatives sont tenues à la disposition des locataires pendant six mois à compter de l’envoi du décompte, soit jusqu’au ${longDate(r.documents_available_until)}.`,
        ]
      : [
          'Projet : ce décompte n’a pas encore été envoyé. La régularisation sera exigible un mois après son envoi ; les pièces justificatives resteront à la disposition des locataires pendant six mois à compter de cet envoi (loi n° 89-462, article 23).',
        ];
  if (r.is_late)
    notes.push(
      'La régularisation intervient après le terme de l’année civile suivant l’année d’exigibilité des charges : à sa demande, le locataire la paie par douzièmes (article 23).',
    );
  notes.push(
    `Prescription : l’action en paiement des charges se prescrit par trois ans (article 7-1) ; pour cette période, à compter du ${longDate(r.limitation_date)}.`,
  );
  const blocks: DocumentBlock[] = notes.map((text) => ({ kind: 'note', text }));
  if (r.instalments.length > 0)
    blocks.push({
      kind: 'table',
      columns: ['Échéance', 'Montant'],
      widths: [3, 2],
      rows: r.instalments.map((i) => [longDate(i.due_date), money(i.amount)]),
    });
  return { heading: 'Informations légales', blocks };
}

export function statementDocument(r: RegularisationView, parties: StatementParties): PrintableDocument {
  const tenants = r.tenants.map((t) => fullName(t.first_name, t.last_name));
  const sections: DocumentSection[] = [
    {
      heading: 'Bail et logement',
      blocks: [
        {
          kind: 'fields',
          fields: [
            { label: 'Logement', value: [parties.estate, parties.address].filter(Boolean).join(', ') },
            ...(parties.lessor ? [{ label: 'Bailleur', value: parties.lessor }] : []),
            { label: 'Locataire(s)', value: tenants.length ? tenants.join(', ') : 'non renseigné' },
            {
              label: 'Occupation sur la période',
              value: `du ${longDate(r.occupancy_start)} au ${longDate(r.occupancy_end)} (${r.occupancy_days} jours)`,
            },
          ],
        },
      ],
    },
    chargesSection(r),
    {
      heading: 'Mode de répartition entre les locataires',
      blocks: [
        {
          kind: 'list',
          items: r.lines.map((l) => `${nature(l.category)} : ${KEY_LABELS[l.distribution_key]} (${l.basis})`),
        },
      ],
    },
    {
      heading: 'Solde',
      paragraphs: [balanceLine(r)],
      blocks: tenants.length
        ? [{ kind: 'list', items: r.tenants.map((t, i) => `${tenants[i]} : ${money(t.amount)} (${t.days} jours)`) }]
        : [],
    },
  ];
  const heating = r.lines.filter((l) => HEATING.includes(l.category));
  if (heating.length > 0)
    sections.push({
      heading: 'Note d’information : chauffage et eau chaude sanitaire collectifs',
      paragraphs: heating.map(
        (l) =>
          `${chargeCategory(l.category).label_fr} : les frais de l’immeuble (${money(l.building_total)}) sont répartis selon : ${KEY_LABELS[l.distribution_key]} ; pour ce logement : ${l.basis}.`,
      ),
    });
  sections.push(legalSection(r));
  return {
    title: 'Décompte de régularisation des charges locatives',
    subtitle: `Période du ${longDate(r.period_start)} au ${longDate(r.period_end)} — bail ${parties.lease_reference}`,
    language: 'fr',
    sections,
    footer: { text: `Décompte des charges — bail ${parties.lease_reference}`, pageNumbers: true },
  };
}
