// XI. Annexes and the signatures (loi 89-462 art. 3, 3-2, 3-3, 22-1, 25-5; décret 2015-587,
// contrat type XI; arrêté du 29 mai 2015 for the notice d'information).
import type { DocumentBlock, DocumentSection, DocumentSigner } from '../../../ports/pdf-renderer.js';
import { compareDates } from '../../../shared/dates.js';
import type { LeaseContractFacts, LeaseContractVariables } from './facts.js';
import { longDate } from './french.js';
import type { LeaseRegime } from './regime.js';

/** The diagnostics of the dossier de diagnostic technique (art. 3-3), those the facts make due first. */
function diagnosticItems(facts: LeaseContractFacts): string[] {
  const { dpe, construction_date: built } = facts.dwelling;
  const items = [
    dpe
      ? `Diagnostic de performance énergétique n° ${dpe.reference_number} du ${longDate(dpe.diagnosis_date)} (classe énergie ${dpe.energy_label}, classe climat ${dpe.ges_label})`
      : 'Diagnostic de performance énergétique',
  ];
  // Code de la santé publique L1334-5 and L1334-7: lead (CREP) for buildings from before 1949.
  if (!built || compareDates(built, '1949-01-01') < 0)
    items.push(
      built
        ? "Constat de risque d'exposition au plomb (immeuble construit avant le 1er janvier 1949)"
        : "Le cas échéant, constat de risque d'exposition au plomb (immeuble construit avant le 1er janvier 1949)",
    );
  // Art. 3-3 and CSP R1334-29-5: asbestos for a building permit issued before 1 July 1997.
  if (!built || compareDates(built, '1997-07-01') < 0)
    items.push(
      "Copie de l'état mentionnant la présence ou l'absence de matériaux ou produits contenant de l'amiante (permis de construire antérieur au 1er juillet 1997)",
    );
  items.push(
    "État de l'installation intérieure d'électricité et de gaz, lorsque l'installation a plus de quinze ans",
    "État des risques (naturels, miniers, technologiques, sismiques, radon et pollution des sols) et, le cas échéant, diagnostic bruit des zones d'exposition au bruit des aérodromes",
  );
  return items;
}

export function annexesSection(
  facts: LeaseContractFacts,
  variables: LeaseContractVariables,
  regime: LeaseRegime,
): DocumentSection {
  const items: string[] = [];
  const legalRegime = facts.dwelling.legal_regime?.toLowerCase() ?? '';
  if (legalRegime.startsWith('copropri'))
    items.push(
      "Extrait du règlement de copropriété : destination de l'immeuble, jouissance et usage des parties privatives et communes, quote-part afférente au lot loué dans chaque catégorie de charges",
    );
  items.push(...diagnosticItems(facts));
  items.push(
    "Notice d'information relative aux droits et obligations des locataires et des bailleurs (arrêté du 29 mai 2015)",
    "État des lieux d'entrée, établi lors de la remise des clés (art. 3-2)",
  );
  if (regime.kind !== 'unfurnished') items.push('Inventaire et état détaillé du mobilier (art. 25-5)');
  if (facts.guarantors.length > 0)
    items.push(`Acte${facts.guarantors.length > 1 ? 's' : ''} de cautionnement (art. 22-1)`);
  if (variables.include_amendments)
    for (const amendment of facts.amendments)
      items.push(
        `Avenant : ${amendment.description ?? amendment.file_name} (${amendment.file_name}, du ${longDate(amendment.date)})`,
      );
  const blocks: DocumentBlock[] = [
    { kind: 'paragraph', text: 'Sont annexés au présent contrat :' },
    { kind: 'list', items },
  ];
  return { heading: 'Annexes', blocks };
}

export function signatureSection(facts: LeaseContractFacts, variables: LeaseContractVariables): DocumentSection {
  const signers: DocumentSigner[] = [
    {
      role: 'Le bailleur',
      name: facts.lessor?.name ?? '……………………',
      note: variables.lessor_agent ? 'ou son mandataire' : undefined,
    },
    ...facts.tenants.map((tenant) => ({ role: 'Le locataire', name: tenant.name })),
    ...facts.guarantors.map((guarantor) => ({
      role: 'La caution',
      name: guarantor.name,
      note: "signataire de l'acte de cautionnement annexé",
    })),
  ];
  // One original per party with a distinct interest: the lessor and each tenant.
  const originals = 1 + Math.max(1, facts.tenants.length);
  const place = variables.signature_place ?? '……………………';
  const date = variables.signature_date ? longDate(variables.signature_date) : '……………………';
  return {
    heading: 'Signatures',
    keepTogether: true,
    blocks: [
      { kind: 'paragraph', text: `Fait à ${place}, le ${date}, en ${originals} exemplaires originaux.` },
      { kind: 'signatures', signers },
    ],
  };
}
