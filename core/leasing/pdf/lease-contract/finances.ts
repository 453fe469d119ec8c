// IV. Conditions financières: rent and its rent-control mentions, revision, charges and payment
// (loi 89-462 art. 3 6° to 8°, 17, 17-1, 23; loi ELAN art. 140; décret 2015-587, contrat type IV).
import type { DocumentBlock, DocumentField, DocumentSection } from '../../../ports/pdf-renderer.js';
import type { PaymentMethod, RentFrequency, RevisionIndexType } from '../../../../contract/vocabulary/leasing.js';
import type { LeaseContractFacts, LeaseContractVariables, MissingMention } from './facts.js';
import { toCents } from '../../../shared/money.js';
import { dayAndMonth, euros, longDate, yesNo } from './french.js';
import { rentControlBlocks } from './rent-control-mentions.js';
import type { LeaseRegime } from './regime.js';

const PERIOD: Record<RentFrequency, { label: string; months: number; each: string }> = {
  MONTHLY: { label: 'mensuelle', months: 1, each: 'de chaque mois' },
  QUARTERLY: { label: 'trimestrielle', months: 3, each: 'du premier mois de chaque trimestre' },
  ANNUALLY: { label: 'annuelle', months: 12, each: 'du premier mois de chaque année du contrat' },
};

const METHOD: Record<PaymentMethod, string> = {
  VIREMENT_BANCAIRE: 'virement bancaire',
  PRELEVEMENT_AUTOMATIQUE: 'prélèvement automatique',
  CHEQUE: 'chèque',
  ESPECES: 'espèces',
  CARTE_BANCAIRE: 'carte bancaire',
  MANDAT_CASH: 'mandat cash',
  AUTRE: 'moyen convenu entre les parties',
};

const INDEX: Record<Exclude<RevisionIndexType, 'NONE'>, string> = {
  IRL: "l'indice de référence des loyers (IRL) publié par l'INSEE",
  ICC: "l'indice du coût de la construction (ICC) publié par l'INSEE",
  ILAT: "l'indice des loyers des activités tertiaires (ILAT) publié par l'INSEE",
  ILC: "l'indice des loyers commerciaux (ILC) publié par l'INSEE",
};

function previousRentFields(facts: LeaseContractFacts, variables: LeaseContractVariables): DocumentField[] {
  const recorded = facts.lease.previous_rent;
  const cents = variables.previous_rent !== undefined ? toCents(variables.previous_rent) : recorded?.rent_cents;
  if (cents === undefined) return [];
  const revised = variables.previous_rent_revised_on ?? recorded?.last_revision_date ?? null;
  const fields = [{ label: 'Dernier loyer acquitté par le précédent locataire', value: `${euros(cents)} par mois` }];
  if (variables.previous_rent_paid_on)
    fields.push({ label: 'Date de versement', value: longDate(variables.previous_rent_paid_on) });
  if (revised) fields.push({ label: 'Date de la dernière révision', value: longDate(revised) });
  return fields;
}

function revisionBlocks(
  facts: LeaseContractFacts,
  variables: LeaseContractVariables,
  regime: LeaseRegime,
): DocumentBlock[] {
  const { lease, dwelling } = facts;
  // A bail mobilité (ten months at most) is not revised in the course of the lease (titre Ier ter).
  if (lease.revision_index_type === 'NONE' || regime.kind === 'mobility')
    return [{ kind: 'paragraph', text: "Le loyer n'est pas révisable en cours de contrat." }];
  const date = lease.next_revision_date
    ? `le ${dayAndMonth(lease.next_revision_date)} de chaque année`
    : `chaque année à la date anniversaire du contrat (${dayAndMonth(lease.start_date)})`;
  const blocks: DocumentBlock[] = [
    {
      kind: 'paragraph',
      text: `Le loyer est révisé ${date}, selon la variation annuelle de ${INDEX[lease.revision_index_type]}, sans pouvoir excéder cette variation (art. 17-1).`,
    },
    {
      kind: 'fields',
      fields: [
        {
          label: 'Trimestre de référence',
          value: variables.irl_reference_quarter ?? 'celui du dernier indice publié à la date de signature du contrat',
        },
      ],
    },
    {
      kind: 'note',
      text: "Le bailleur dispose d'un an à compter de la date de révision pour en faire la demande ; passé ce délai, la révision ne vaut que pour l'avenir (art. 17-1 I).",
    },
  ];
  // Loi 2021-1104 art. 159 (loi 89-462 art. 17-1 I): no revision of the rent of an F or G dwelling.
  if (dwelling.dpe && ['F', 'G'].includes(dwelling.dpe.energy_label))
    blocks.push({
      kind: 'paragraph',
      text: `Le logement étant classé ${dwelling.dpe.energy_label} au diagnostic de performance énergétique, son loyer ne peut faire l'objet d'aucune révision, majoration ou réévaluation (art. 17-1 I, issu de la loi n° 2021-1104 du 22 août 2021).`,
    });
  return blocks;
}

function chargeBlocks(facts: LeaseContractFacts, regime: LeaseRegime): DocumentBlock[] {
  const { lease } = facts;
  const amount = lease.charges_cents !== null ? `${euros(lease.charges_cents)} par mois` : '………… € par mois';
  if (regime.kind === 'mobility' || lease.charge_settlement_mode === 'FLAT_RATE') {
    // Bail mobilité (titre Ier ter) and furnished lease (art. 25-10): a flat rate, never regularised.
    return [
      { kind: 'fields', fields: [{ label: 'Forfait de charges', value: amount }] },
      {
        kind: 'paragraph',
        text: "Les charges récupérables sont payées sous la forme d'un forfait versé avec le loyer ; son montant, qui ne peut être manifestement disproportionné au regard du dernier décompte de charges, ne donne lieu à aucune régularisation et peut être révisé chaque année dans les mêmes conditions que le loyer.",
      },
    ];
  }
  if (lease.charge_settlement_mode === 'PERIODIC')
    return [
      {
        kind: 'paragraph',
        text: 'Les charges récupérables sont payées périodiquement, sans provision, sur justification des dépenses engagées (art. 23).',
      },
    ];
  return [
    { kind: 'fields', fields: [{ label: 'Provision sur charges', value: amount }] },
    {
      kind: 'paragraph',
      text: 'Les charges récupérables sont payées par provisions, régularisées au moins chaque année. Un mois avant la régularisation, le bailleur communique au locataire le décompte par nature de charges et, dans les immeubles collectifs, le mode de répartition entre les locataires ; les pièces justificatives sont tenues à sa disposition pendant six mois (art. 23).',
    },
  ];
}

function paymentBlocks(facts: LeaseContractFacts): DocumentBlock[] {
  const { lease } = facts;
  const period = PERIOD[lease.rent_frequency];
  const rent = lease.rent_cents * period.months;
  const charges = (lease.charges_cents ?? 0) * period.months;
  const fields: DocumentField[] = [
    { label: 'Périodicité du paiement', value: period.label },
    {
      label: 'Paiement',
      value: lease.payment_terms === 'TERME_A_ECHOIR' ? 'à échoir (d’avance)' : 'à terme échu',
    },
  ];
  if (lease.payment_day !== null)
    fields.push({ label: 'Date de paiement', value: `le ${lease.payment_day} ${period.each}` });
  if (lease.payment_method) fields.push({ label: 'Moyen de paiement', value: METHOD[lease.payment_method] });
  return [
    { kind: 'fields', fields },
    { kind: 'paragraph', text: 'Montant total dû à la première échéance, pour une période complète de location :' },
    {
      kind: 'table',
      columns: ['Poste', 'Montant'],
      widths: [3, 1],
      rows: [
        ['Loyer hors charges', euros(rent)],
        ['Charges récupérables', lease.charges_cents !== null ? euros(charges) : '—'],
        ['Total', euros(rent + charges)],
      ],
    },
  ];
}

export function financesSection(
  facts: LeaseContractFacts,
  variables: LeaseContractVariables,
  regime: LeaseRegime,
  missing: MissingMention[],
): DocumentSection {
  const { lease } = facts;
  const previous = previousRentFields(facts, variables);
  const blocks: DocumentBlock[] = [
    { kind: 'subheading', text: 'A. Loyer' },
    { kind: 'fields', fields: [{ label: 'Loyer mensuel hors charges', value: euros(lease.rent_cents) }] },
    {
      kind: 'fields',
      fields: [
        {
          label: "Loyer soumis au décret fixant annuellement le montant maximum d'évolution des loyers à la relocation",
          value: yesNo(lease.rent_control.evolution_decree),
        },
        {
          label: 'Loyer soumis au loyer de référence majoré fixé par arrêté préfectoral',
          value: yesNo(lease.rent_control.capped),
        },
      ],
    },
    ...rentControlBlocks(facts, variables, regime, missing),
    ...(previous.length ? [{ kind: 'fields' as const, fields: previous }] : []),
    { kind: 'subheading', text: 'B. Révision du loyer' },
    ...revisionBlocks(facts, variables, regime),
    { kind: 'subheading', text: 'C. Charges récupérables' },
    ...chargeBlocks(facts, regime),
    { kind: 'subheading', text: 'D. Modalités de paiement' },
    ...paymentBlocks(facts),
  ];
  return { heading: 'Conditions financières', blocks };
}
