// The rent-control mentions of a capped lease: reference rent, increased reference rent, the
// dwelling's cap, base rent and complément de loyer with its justification (loi 89-462 art. 3 7°;
// loi ELAN n° 2018-1021 art. 140 III; décret 2015-587, contrat type IV A 1° b).
import { toCentiSquareMeters, totalForArea } from '../../../compliance/rent-control/rent-control.js';
import type { DocumentBlock, DocumentField } from '../../../ports/pdf-renderer.js';
import type { LeaseContractFacts, LeaseContractVariables, MissingMention } from './facts.js';
import { euros, eurosPerSquareMeter } from './french.js';
import type { LeaseRegime } from './regime.js';

/** The complément: the part of the rent above the recorded base rent (0 when none is recorded). */
export function complementCents(rentCents: number, baseRentCents: number | null): number {
  return baseRentCents !== null && baseRentCents < rentCents ? rentCents - baseRentCents : 0;
}

export function rentControlBlocks(
  facts: LeaseContractFacts,
  variables: LeaseContractVariables,
  regime: LeaseRegime,
  missing: MissingMention[],
): DocumentBlock[] {
  const { lease, dwelling } = facts;
  const control = lease.rent_control;
  if (!control.capped) return [];
  const fields: DocumentField[] = [];
  if (control.reference_cents_per_m2 === null || control.increased_cents_per_m2 === null)
    missing.push({ mention: 'loyer de référence et loyer de référence majoré', source: 'loi 89-462, art. 3 7°' });
  const perMonth = (cents: number | null) =>
    cents !== null ? `${eurosPerSquareMeter(cents)} de surface habitable par mois` : '………… €/m² par mois';
  fields.push({ label: 'Loyer de référence', value: perMonth(control.reference_cents_per_m2) });
  fields.push({ label: 'Loyer de référence majoré', value: perMonth(control.increased_cents_per_m2) });
  if (control.increased_cents_per_m2 !== null && dwelling.area !== null)
    fields.push({
      label: 'Loyer de référence majoré du logement',
      value: `${euros(totalForArea(control.increased_cents_per_m2, toCentiSquareMeters(dwelling.area)))} par mois`,
    });
  const complement = complementCents(lease.rent_cents, control.base_rent_cents);
  const blocks: DocumentBlock[] = [{ kind: 'fields', fields }];
  if (complement === 0) {
    blocks.push({
      kind: 'paragraph',
      text: 'Le loyer de base ne peut excéder le loyer de référence majoré ; aucun complément de loyer n’est appliqué.',
    });
    return blocks;
  }
  const justification = variables.rent_supplement_justification ?? control.complement_justification;
  if (!justification)
    missing.push({ mention: 'justification du complément de loyer', source: 'loi n° 2018-1021, art. 140 III' });
  blocks.push({
    kind: 'fields',
    fields: [
      { label: 'Loyer de base', value: euros(control.base_rent_cents!) },
      { label: 'Complément de loyer', value: euros(complement) },
      {
        label: 'Caractéristiques du logement justifiant le complément de loyer',
        value: justification ?? '……………………………………',
      },
    ],
  });
  // The commission départementale de conciliation hears no dispute of a bail mobilité (art. 25-12).
  const contest =
    regime.kind === 'mobility'
      ? ''
      : ' Le locataire peut le contester devant la commission départementale de conciliation dans les trois mois suivant la signature du contrat.';
  blocks.push({
    kind: 'note',
    text: `Le complément de loyer n'est possible que pour des caractéristiques de localisation ou de confort déterminantes, exceptionnelles par rapport aux logements de la même catégorie du même secteur, et jamais pour un logement classé F ou G.${contest} (loi n° 2018-1021, art. 140 III ; loi n° 2022-1158, art. 13)`,
  });
  return blocks;
}
