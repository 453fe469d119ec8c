// The amendment PDF (avenant au contrat de location; docs/decisions.md 147): the parties of the
// lease, the lease amended, what the amendment changes and from when, the rent (loi 89-462 art.
// 17-1 II for an increase after improvement works) or term figures before and after, and the
// signature boxes. A pure function of plain facts, in French as the lease contract is.
import { euros, longDate, months } from '../leasing/pdf/lease-contract/french.js';
import type { BuiltDocument } from '../leasing/pdf/pdf-generation.js';
import type { DocumentBlock, DocumentSection } from '../ports/pdf-renderer.js';
import type { AmendmentType, RentIncreaseBasis } from '../../contract/vocabulary/amendments.js';

export interface AmendmentPdfFacts {
  lease: {
    id: string;
    reference_number: string | null;
    type_name: string;
    start_date: string;
    end_date: string | null;
  };
  dwelling: { name: string; address: string | null };
  lessor: { name: string; address: string | null } | null;
  /** Primary tenant first, then co-tenants. */
  tenants: string[];
  amendment: {
    number: number;
    type: AmendmentType;
    title: string;
    description: string | null;
    effective_date: string;
  };
  rent: {
    old_rent_cents: number;
    new_rent_cents: number;
    old_charges_cents: number | null;
    new_charges_cents: number | null;
    effective_date: string;
    increase_basis: RentIncreaseBasis | null;
    works_description: string | null;
    works_cost_cents: number | null;
  } | null;
  duration: { old_end_date: string; new_end_date: string; extension_months: number } | null;
}

const TYPE_LABELS: Record<AmendmentType, string> = {
  RENT_CHANGE: 'Modification du loyer',
  DURATION_CHANGE: 'Modification de la durée du bail',
  TENANT_CHANGE: 'Changement de locataire',
  CLAUSE_CHANGE: 'Modification de clauses du bail',
  OTHER: 'Autre modification',
};

const BLANK = '……………………………………';

const leaseReference = (facts: AmendmentPdfFacts) => facts.lease.reference_number ?? facts.lease.id;

function partiesSection(facts: AmendmentPdfFacts): DocumentSection {
  const lessor = facts.lessor;
  const tenants = facts.tenants.length > 0 ? facts.tenants : [BLANK];
  return {
    heading: 'Les parties',
    blocks: [
      { kind: 'subheading', text: 'Le bailleur' },
      {
        kind: 'fields',
        fields: [
          { label: 'Bailleur', value: lessor?.name ?? BLANK },
          { label: 'Domicile ou siège', value: lessor?.address ?? BLANK },
        ],
      },
      { kind: 'subheading', text: tenants.length > 1 ? 'Les locataires' : 'Le locataire' },
      {
        kind: 'fields',
        fields: tenants.map((name, i) => ({ label: `Locataire${tenants.length > 1 ? ` ${i + 1}` : ''}`, value: name })),
      },
      {
        kind: 'paragraph',
        text: 'Les parties au contrat de location désigné ci-dessous conviennent de le modifier par le présent avenant.',
      },
    ],
  };
}

function leaseSection(facts: AmendmentPdfFacts): DocumentSection {
  const { lease, dwelling } = facts;
  return {
    heading: 'Le contrat de location modifié',
    blocks: [
      {
        kind: 'fields',
        fields: [
          { label: 'Référence du bail', value: leaseReference(facts) },
          { label: 'Type de bail', value: lease.type_name },
          { label: 'Logement', value: dwelling.address ? `${dwelling.name}, ${dwelling.address}` : dwelling.name },
          { label: 'Prise d’effet du bail', value: longDate(lease.start_date) },
          { label: 'Fin du bail', value: lease.end_date ? longDate(lease.end_date) : 'non fixée' },
        ],
      },
    ],
  };
}

function objectSection(facts: AmendmentPdfFacts): DocumentSection {
  const { amendment } = facts;
  const blocks: DocumentBlock[] = [
    {
      kind: 'fields',
      fields: [
        { label: 'Avenant n°', value: String(amendment.number) },
        { label: 'Nature', value: TYPE_LABELS[amendment.type] },
        { label: 'Intitulé', value: amendment.title },
        { label: 'Date d’effet', value: longDate(amendment.effective_date) },
      ],
    },
  ];
  if (amendment.description) blocks.push({ kind: 'paragraph', text: amendment.description });
  return { heading: 'Objet de l’avenant', blocks };
}

const amount = (cents: number | null) => (cents === null ? 'néant' : euros(cents));

function rentSection(rent: NonNullable<AmendmentPdfFacts['rent']>): DocumentSection {
  const total = (rentCents: number, charges: number | null) => euros(rentCents + (charges ?? 0));
  const blocks: DocumentBlock[] = [
    {
      kind: 'table',
      columns: ['', 'Avant l’avenant', 'Après l’avenant'],
      widths: [2, 1, 1],
      rows: [
        ['Loyer mensuel hors charges', euros(rent.old_rent_cents), euros(rent.new_rent_cents)],
        ['Charges mensuelles', amount(rent.old_charges_cents), amount(rent.new_charges_cents)],
        [
          'Total mensuel',
          total(rent.old_rent_cents, rent.old_charges_cents),
          total(rent.new_rent_cents, rent.new_charges_cents),
        ],
      ],
    },
    { kind: 'paragraph', text: `Le nouveau loyer est dû à compter du ${longDate(rent.effective_date)}.` },
  ];
  if (rent.increase_basis === 'IMPROVEMENT_WORKS')
    blocks.push({
      kind: 'note',
      text: `Majoration du loyer consécutive à des travaux d’amélioration (loi n° 89-462 du 6 juillet 1989, art. 17-1 II) : ${rent.works_description ?? BLANK}${rent.works_cost_cents === null ? '' : ` ; coût réel des travaux : ${euros(rent.works_cost_cents)} TTC`}`,
    });
  return { heading: 'Loyer et charges', blocks };
}

function durationSection(duration: NonNullable<AmendmentPdfFacts['duration']>): DocumentSection {
  return {
    heading: 'Durée du bail',
    blocks: [
      {
        kind: 'fields',
        fields: [
          { label: 'Fin du bail avant l’avenant', value: longDate(duration.old_end_date) },
          { label: 'Nouvelle fin du bail', value: longDate(duration.new_end_date) },
          { label: 'Prolongation', value: months(duration.extension_months) },
        ],
      },
    ],
  };
}

/** The mandatory mentions of the parties (loi 89-462 art. 3 1° and 2°) the facts cannot fill. */
function missingParties(facts: AmendmentPdfFacts): BuiltDocument['missing'] {
  return [
    ...(facts.lessor ? [] : [{ mention: 'bailleur (propriétaire du logement)', source: 'loi 89-462, art. 3 1°' }]),
    ...(facts.tenants.length > 0 ? [] : [{ mention: 'nom du locataire', source: 'loi 89-462, art. 3 2°' }]),
  ];
}

export function buildAmendmentDocument(facts: AmendmentPdfFacts): BuiltDocument {
  const title = `Avenant n° ${facts.amendment.number} au contrat de location`;
  const sections: DocumentSection[] = [partiesSection(facts), leaseSection(facts), objectSection(facts)];
  if (facts.rent) sections.push(rentSection(facts.rent));
  if (facts.duration) sections.push(durationSection(facts.duration));
  sections.push({
    heading: 'Autres clauses',
    paragraphs: ['Toutes les autres clauses et conditions du contrat de location demeurent inchangées.'],
  });
  sections.push({
    heading: 'Signatures',
    keepTogether: true,
    blocks: [
      { kind: 'paragraph', text: 'Fait en autant d’exemplaires originaux que de parties.' },
      {
        kind: 'signatures',
        signers: [
          { role: 'Le bailleur', name: facts.lessor?.name ?? BLANK },
          ...(facts.tenants.length > 0 ? facts.tenants : [BLANK]).map((name) => ({ role: 'Le locataire', name })),
        ],
      },
    ],
  });
  const document = {
    title,
    subtitle: `Bail ${leaseReference(facts)} · ${facts.amendment.title}`,
    language: 'fr',
    sections,
    footer: { text: `Avenant n° ${facts.amendment.number} au bail ${leaseReference(facts)}`, pageNumbers: true },
  };
  return { document, missing: missingParties(facts) };
}
