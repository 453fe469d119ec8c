// V. Travaux, VI. Garanties, VII. Clause de solidarité, VIII. Clause résolutoire and
// X. Autres conditions particulières (loi 89-462 art. 3 9° and 10°, 4, 8-1, 22, 22-1, 24, 25-6,
// titre Ier ter; décret 2015-587, contrat type V to X).
import type { DocumentBlock, DocumentSection } from '../../../ports/pdf-renderer.js';
import type { LeaseContractFacts, LeaseContractVariables } from './facts.js';
import { decimal, euros } from './french.js';
import type { LeaseRegime } from './regime.js';

export function worksSection(variables: LeaseContractVariables): DocumentSection | null {
  if (!variables.works) return null;
  return {
    heading: 'Travaux',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Nature et montant des travaux effectués dans le logement depuis la fin du dernier contrat de location ou depuis le dernier renouvellement :',
      },
      { kind: 'paragraph', text: variables.works },
    ],
  };
}

function depositBlocks(facts: LeaseContractFacts, regime: LeaseRegime): DocumentBlock[] {
  const { lease } = facts;
  if (regime.depositCapMonths === 0)
    return [
      {
        kind: 'paragraph',
        text: 'Le bailleur ne peut exiger du locataire d’un bail mobilité le versement d’aucun dépôt de garantie (loi 89-462, art. 25-13).',
      },
    ];
  if (!lease.deposit_cents)
    return [{ kind: 'paragraph', text: "Aucun dépôt de garantie n'est prévu par le présent contrat." }];
  const ratio = decimal(lease.deposit_cents / lease.rent_cents, 2);
  const cap = regime.depositCapMonths === 1 ? 'un mois' : `${regime.depositCapMonths} mois`;
  const article = regime.kind === 'unfurnished' ? 'art. 22' : 'art. 25-6';
  return [
    {
      kind: 'fields',
      fields: [
        {
          label: 'Dépôt de garantie',
          value: `${euros(lease.deposit_cents)}, soit ${ratio} mois de loyer hors charges`,
        },
      ],
    },
    {
      kind: 'paragraph',
      text: `Le dépôt de garantie ne peut excéder ${cap} de loyer hors charges (${article}). Il est restitué dans un délai d'un mois à compter de la remise des clés lorsque l'état des lieux de sortie est conforme à l'état des lieux d'entrée, de deux mois dans le cas contraire, déduction faite des sommes restant dues et dûment justifiées. À défaut de restitution dans ces délais, le montant dû est majoré de 10 % du loyer mensuel hors charges pour chaque mois de retard commencé (art. 22).`,
    },
  ];
}

export function guaranteesSection(facts: LeaseContractFacts, regime: LeaseRegime): DocumentSection {
  const blocks = depositBlocks(facts, regime);
  if (facts.guarantors.length > 0)
    blocks.push({
      kind: 'paragraph',
      text: `Cautionnement : ${facts.guarantors.map((g) => g.name).join(', ')}, par acte de cautionnement séparé annexé au présent contrat (art. 22-1).`,
    });
  return { heading: 'Garanties', blocks };
}

export function solidaritySection(facts: LeaseContractFacts, regime: LeaseRegime): DocumentSection | null {
  if (facts.tenants.length < 2) return null;
  if (regime.kind === 'mobility')
    return {
      heading: 'Colocation',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Aucune solidarité ne peut être stipulée entre les colocataires d’un bail mobilité ou leurs cautions : chaque colocataire ne répond que de sa part (loi 89-462, titre Ier ter).',
        },
      ],
    };
  return {
    heading: 'Clause de solidarité',
    blocks: [
      {
        kind: 'paragraph',
        text: "Les colocataires sont tenus solidairement et indivisiblement de l'ensemble des obligations du présent contrat, notamment du paiement du loyer et des charges. La solidarité d'un colocataire qui donne congé, et celle de sa caution, prennent fin à la date d'effet du congé lorsqu'un nouveau colocataire figure au bail, et au plus tard six mois après cette date (art. 8-1 VI).",
      },
    ],
  };
}

/** Art. 24's clause; art. 25-12 does not make art. 24 applicable to the bail mobilité, which gets none. */
export function terminationClauseSection(regime: LeaseRegime): DocumentSection | null {
  if (regime.kind === 'mobility') return null;
  return {
    heading: 'Clause résolutoire',
    blocks: [
      { kind: 'paragraph', text: 'Le présent contrat sera résilié de plein droit :' },
      {
        kind: 'list',
        items: [
          'à défaut de paiement du loyer, des charges dûment justifiées ou du dépôt de garantie, six semaines après un commandement de payer demeuré infructueux ;',
          "à défaut d'assurance contre les risques locatifs, un mois après un commandement demeuré infructueux ;",
          'en cas de troubles de voisinage constatés par une décision de justice passée en force de chose jugée.',
        ],
      },
      {
        kind: 'note',
        text: 'Loi 89-462, art. 24 (délai de six semaines issu de la loi n° 2023-668 du 27 juillet 2023) et art. 4 g ; art. 7 g pour l’obligation d’assurance du locataire.',
      },
    ],
  };
}

export function otherConditionsSection(
  facts: LeaseContractFacts,
  variables: LeaseContractVariables,
): DocumentSection | null {
  const clauses = [
    ...(facts.lease.special_conditions ? [facts.lease.special_conditions] : []),
    ...(variables.special_clauses ?? []),
  ];
  if (clauses.length === 0) return null;
  return {
    heading: 'Autres conditions particulières',
    blocks: clauses.map((text) => ({ kind: 'paragraph' as const, text })),
  };
}
