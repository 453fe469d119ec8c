// I. Désignation des parties (loi 89-462 art. 3 1° and 2°; décret 2015-587, contrat type I).
import type { DocumentBlock, DocumentField, DocumentSection } from '../../../ports/pdf-renderer.js';
import type { LeaseContractFacts, LeaseContractVariables, LessorFacts, MissingMention, PersonFacts } from './facts.js';
import { longDate } from './french.js';

const LESSOR_QUALITY: Record<LessorFacts['category'], string> = {
  individual: 'personne physique',
  company: 'personne morale',
  'sc/sci': 'société civile immobilière',
};

function lessorFields(lessor: LessorFacts | null, missing: MissingMention[]): DocumentField[] {
  if (!lessor) {
    missing.push({ mention: 'bailleur (propriétaire du logement)', source: 'loi 89-462, art. 3 1°' });
    return [{ label: 'Bailleur', value: '……………………………………' }];
  }
  if (!lessor.address) missing.push({ mention: 'domicile ou siège du bailleur', source: 'loi 89-462, art. 3 1°' });
  const fields: DocumentField[] = [
    { label: 'Bailleur', value: lessor.name },
    { label: 'Qualité', value: LESSOR_QUALITY[lessor.category] },
  ];
  if (lessor.registration_number)
    fields.push({
      label: 'Immatriculation',
      value: `${lessor.registration_number}${lessor.rcs_city ? ` (RCS ${lessor.rcs_city})` : ''}`,
    });
  fields.push({
    label: lessor.category === 'individual' ? 'Domicile' : 'Siège social',
    value: lessor.address ?? '……………………………………',
  });
  if (lessor.email) fields.push({ label: 'Courriel', value: lessor.email });
  return fields;
}

function personFields(label: string, person: PersonFacts, detailed: boolean): DocumentField[] {
  const fields: DocumentField[] = [{ label, value: person.name }];
  if (!detailed) return fields;
  if (person.birth_date || person.birth_place) {
    const born = [
      person.birth_date ? `le ${longDate(person.birth_date)}` : null,
      person.birth_place ? `à ${person.birth_place}` : null,
    ];
    fields.push({ label: 'Né(e)', value: born.filter(Boolean).join(' ') });
  }
  if (person.address) fields.push({ label: 'Adresse', value: person.address });
  if (person.email) fields.push({ label: 'Courriel', value: person.email });
  if (person.phone) fields.push({ label: 'Téléphone', value: person.phone });
  return fields;
}

export function partiesSection(
  facts: LeaseContractFacts,
  variables: LeaseContractVariables,
  missing: MissingMention[],
): DocumentSection {
  const detailed = variables.include_tenant_info ?? true;
  const blocks: DocumentBlock[] = [
    { kind: 'paragraph', text: 'Le présent contrat est conclu entre les soussignés :' },
    { kind: 'subheading', text: 'Le bailleur' },
    { kind: 'fields', fields: lessorFields(facts.lessor, missing) },
  ];
  if (variables.lessor_agent)
    blocks.push({
      kind: 'fields',
      fields: [{ label: 'Représenté par son mandataire', value: variables.lessor_agent }],
    });
  blocks.push({ kind: 'paragraph', text: 'désigné ci-après « le bailleur » ;' });
  blocks.push({ kind: 'subheading', text: facts.tenants.length > 1 ? 'Les locataires' : 'Le locataire' });
  if (facts.tenants.length === 0) {
    missing.push({ mention: 'nom du locataire', source: 'loi 89-462, art. 3 2°' });
    blocks.push({ kind: 'fields', fields: [{ label: 'Locataire', value: '……………………………………' }] });
  }
  facts.tenants.forEach((tenant, i) =>
    blocks.push({
      kind: 'fields',
      fields: personFields(facts.tenants.length > 1 ? `Locataire ${i + 1}` : 'Locataire', tenant, detailed),
    }),
  );
  blocks.push({
    kind: 'paragraph',
    text: `désigné${facts.tenants.length > 1 ? 's' : ''} ci-après « le locataire ».`,
  });
  if (facts.guarantors.length > 0) {
    blocks.push({ kind: 'subheading', text: facts.guarantors.length > 1 ? 'Les cautions' : 'La caution' });
    facts.guarantors.forEach((guarantor) =>
      blocks.push({ kind: 'fields', fields: personFields('Caution', guarantor, detailed) }),
    );
    blocks.push({
      kind: 'note',
      text: "L'engagement de la caution fait l'objet d'un acte de cautionnement séparé, dont un exemplaire lui est remis (loi 89-462, art. 22-1).",
    });
  }
  blocks.push({ kind: 'paragraph', text: 'Il a été convenu ce qui suit.' });
  return { heading: 'Désignation des parties', blocks };
}
