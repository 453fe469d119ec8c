// The management mandate as a document (docs/decisions.md 300): what décret 72-678 asks a mandate to
// state (art. 64: the parties, the powers given and the express power to receive sums, the agent's
// pay; art. 65: the register number on the mandant's copy; art. 66: how account is rendered, at least
// yearly; art. 78: a limited duration, the tacit renewal and how either party ends it), the lots and
// the letting fees. Pure: the PdfRenderer document model, filled from the records.
import { decimal, euros, longDate, months } from '../leasing/pdf/lease-contract/french.js';
import type { DocumentBlock, PrintableDocument } from '../ports/pdf-renderer.js';
import type { ManagementMandate } from './mandate.js';

export interface MandateDocumentFacts {
  mandate: ManagementMandate;
  /** The owner (mandant): name, address, contact, and for a company its registration. */
  mandant: { name: string; address: string | null; email: string | null; registration: string | null };
  /** The account's agency (mandataire). */
  agency: { name: string };
  /** Each lot as printed: what it is, and where. */
  lots: { label: string; address: string | null }[];
}

const FEE_BASES: Record<ManagementMandate['fee_base'], string> = {
  RENT: 'des loyers encaissés',
  CHARGES: 'des provisions et régularisations de charges encaissées',
  RENT_AND_CHARGES: 'des loyers et des charges encaissés',
};

const FREQUENCIES: Record<ManagementMandate['statement_frequency'], string> = {
  MONTHLY: 'chaque mois',
  QUARTERLY: 'chaque trimestre',
  YEARLY: 'chaque année',
};

const percent = (bps: number) => `${decimal(bps / 100)} %`;

function powers(mandate: ManagementMandate): string[] {
  const { powers: p } = mandate;
  return [
    ...(p.collect_rents
      ? [
          'Encaisser les loyers, charges, dépôts de garantie et toutes sommes dues au titre des lots, en donner quittance et reçu.',
        ]
      : []),
    ...(p.sign_leases ? ['Rechercher des locataires, signer les baux et leurs avenants au nom du mandant.'] : []),
    p.order_works_up_to_cents === null
      ? 'Aucuns travaux sans l’accord préalable du mandant, hors urgence.'
      : `Commander les travaux d’entretien et de réparation jusqu’à ${euros(p.order_works_up_to_cents)} TTC par intervention sans accord préalable du mandant.`,
    ...(p.represent_owner
      ? ['Représenter le mandant auprès des locataires, des administrations et en justice pour les lots gérés.']
      : []),
  ];
}

function termBlocks(mandate: ManagementMandate): DocumentBlock[] {
  const renewal = mandate.tacit_renewal
    ? `Il se renouvelle par tacite reconduction par périodes de ${months(mandate.duration_months)}, sauf dénonciation par l’une des parties.`
    : 'Il n’est pas renouvelé par tacite reconduction.';
  return [
    {
      kind: 'fields',
      fields: [
        { label: 'Prise d’effet', value: longDate(mandate.starts_on) },
        { label: 'Durée', value: months(mandate.duration_months) },
      ],
    },
    { kind: 'paragraph', text: `Le mandat est donné pour une durée limitée. ${renewal}` },
  ];
}

function feeBlocks(mandate: ManagementMandate): DocumentBlock[] {
  const letting = [
    ['Visites, constitution du dossier et rédaction du bail', mandate.letting_fee_visits_file_lease_per_m2],
    ['État des lieux d’entrée', mandate.letting_fee_entry_report_per_m2],
  ] as const;
  return [
    {
      kind: 'paragraph',
      text: `Honoraires de gestion : ${percent(mandate.fee_rate_bps)} hors taxes ${FEE_BASES[mandate.fee_base]}, TVA au taux de ${percent(mandate.vat_rate_bps)} en sus, prélevés sur chaque encaissement. Le mandataire ne perçoit aucune autre rémunération que celle fixée au présent mandat.`,
    },
    {
      kind: 'table',
      columns: ['Honoraires de location (part du bailleur)', 'Prix TTC par m² de surface habitable'],
      rows: letting.map(([label, price]) => [label, price === null ? 'non convenu' : `${decimal(price)} €/m²`]),
      widths: [3, 2],
    },
    {
      kind: 'note',
      text: 'La part de ces honoraires mise à la charge du locataire n’excède ni celle du bailleur ni les plafonds de la loi n° 89-462 du 6 juillet 1989, art. 5 I, et du décret n° 2014-890 du 1er août 2014.',
    },
  ];
}

function partiesBlocks(facts: MandateDocumentFacts): DocumentBlock[] {
  const { mandant, agency } = facts;
  return [
    { kind: 'subheading', text: 'Le mandant' },
    {
      kind: 'fields',
      fields: [
        { label: 'Nom', value: mandant.name },
        ...(mandant.registration ? [{ label: 'Immatriculation', value: mandant.registration }] : []),
        ...(mandant.address ? [{ label: 'Adresse', value: mandant.address }] : []),
        ...(mandant.email ? [{ label: 'Courriel', value: mandant.email }] : []),
      ],
    },
    { kind: 'subheading', text: 'Le mandataire' },
    { kind: 'fields', fields: [{ label: 'Agence', value: agency.name }] },
  ];
}

/** The mandate as the PdfRenderer's document model. */
export function mandateDocument(facts: MandateDocumentFacts): PrintableDocument {
  const { mandate } = facts;
  const account = FREQUENCIES[mandate.statement_frequency];
  return {
    title: 'Mandat de gestion immobilière',
    subtitle: `Mandat n° ${mandate.number} du registre des mandats`,
    sections: [
      { heading: '1. Les parties', blocks: partiesBlocks(facts) },
      {
        heading: '2. Les biens confiés en gestion',
        blocks: [
          { kind: 'table', columns: ['Lot', 'Adresse'], rows: facts.lots.map((l) => [l.label, l.address ?? '']) },
        ],
      },
      { heading: '3. Durée et renouvellement', blocks: termBlocks(mandate) },
      {
        heading: '4. Pouvoirs du mandataire',
        paragraphs: ['Le mandant donne au mandataire, qui l’accepte, le pouvoir de gérer les biens désignés et de :'],
        blocks: [{ kind: 'list', items: powers(mandate) }],
      },
      {
        heading: '5. Reddition des comptes',
        paragraphs: [
          `Le mandataire rend compte de sa gestion ${account} par un compte rendu de gestion, et au moins une fois par an.`,
          mandate.allows_advances
            ? 'Le mandataire peut faire l’avance de dépenses pour le compte du mandant.'
            : 'Le mandataire ne fait aucune avance pour le compte du mandant.',
        ],
      },
      { heading: '6. Rémunération', blocks: feeBlocks(mandate) },
      {
        heading: '7. Résiliation',
        paragraphs: [
          `Chaque partie peut mettre fin au mandat à tout moment, par écrit, moyennant un préavis de ${months(mandate.notice_months)}. Les sommes détenues pour le compte du mandant lui sont reversées avec un dernier compte rendu de gestion.`,
        ],
      },
      {
        heading: 'Signatures',
        keepTogether: true,
        paragraphs: ['Signé électroniquement par chacune des parties (Code civil, art. 1366 et 1367).'],
        blocks: [
          {
            kind: 'signatures',
            signers: [
              { role: 'Le mandant', name: facts.mandant.name },
              { role: 'Le mandataire', name: facts.agency.name },
            ],
          },
        ],
      },
    ],
    footer: { text: `Mandat de gestion n° ${mandate.number}`, pageNumbers: true },
  };
}
