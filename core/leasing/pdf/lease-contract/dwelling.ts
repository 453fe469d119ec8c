// II. Objet du contrat: the dwelling, its surface, rooms, equipment, common parts and energy
// performance (loi 89-462 art. 3 4° and 5°; décret 2015-587, contrat type II).
import type { DocumentBlock, DocumentField, DocumentSection } from '../../../ports/pdf-renderer.js';
import type { DwellingFacts, LeaseContractFacts, LeaseContractVariables, MissingMention } from './facts.js';
import { decimal, longDate, squareMeters } from './french.js';
import type { LeaseRegime } from './regime.js';

/** Décret 2015-587, contrat type II A: the construction periods the contract names. */
export function constructionPeriod(date: string | null): string | null {
  if (!date) return null;
  const year = Number(date.slice(0, 4));
  if (year < 1949) return 'avant 1949';
  if (year < 1975) return 'de 1949 à 1974';
  if (year < 1989) return 'de 1975 à 1989';
  if (year < 2005) return 'de 1989 à 2005';
  return 'depuis 2005';
}

/** Recorded spellings of the building's category and legal regime, in the contract's words. */
const HOUSING_KIND: Record<string, string> = {
  collective: 'immeuble collectif',
  collectif: 'immeuble collectif',
  individual: 'habitat individuel',
  individuel: 'habitat individuel',
};
const LEGAL_REGIME: Record<string, string> = {
  copropriete: 'copropriété',
  monopropriete: 'monopropriété',
};
const plain = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

const PRODUCTION = { INDIVIDUAL: 'individuelle', COLLECTIVE: 'collective' } as const;

function locationFields(dwelling: DwellingFacts, missing: MissingMention[]): DocumentField[] {
  if (!dwelling.address) missing.push({ mention: 'adresse du logement', source: 'loi 89-462, art. 3 4°' });
  const fields: DocumentField[] = [{ label: 'Adresse du logement', value: dwelling.address ?? '……………………………………' }];
  const where = [
    dwelling.building ? `bâtiment ${dwelling.building}` : null,
    dwelling.floor !== null ? (dwelling.floor === 0 ? 'rez-de-chaussée' : `étage ${dwelling.floor}`) : null,
    dwelling.lot_number ? `lot n° ${dwelling.lot_number}` : null,
  ].filter(Boolean);
  if (where.length) fields.push({ label: 'Situation', value: where.join(', ') });
  fields.push({ label: 'Identifiant fiscal du logement', value: dwelling.fiscal_identifier });
  if (dwelling.estate_type) fields.push({ label: 'Type de logement', value: dwelling.estate_type });
  if (dwelling.place_category)
    fields.push({
      label: "Type d'habitat",
      value: HOUSING_KIND[plain(dwelling.place_category)] ?? dwelling.place_category,
    });
  if (dwelling.legal_regime)
    fields.push({
      label: "Régime juridique de l'immeuble",
      value: LEGAL_REGIME[plain(dwelling.legal_regime)] ?? dwelling.legal_regime,
    });
  const period = constructionPeriod(dwelling.construction_date);
  if (period) fields.push({ label: 'Période de construction', value: period });
  if (dwelling.area === null) missing.push({ mention: 'surface habitable', source: 'loi 89-462, art. 3 4°' });
  fields.push({
    label: 'Surface habitable',
    value: dwelling.area !== null ? squareMeters(dwelling.area) : '………… m²',
  });
  if (dwelling.main_rooms !== null)
    fields.push({ label: 'Nombre de pièces principales', value: String(dwelling.main_rooms) });
  return fields;
}

function roomsTable(dwelling: DwellingFacts): DocumentBlock[] {
  if (dwelling.rooms.length === 0) return [];
  return [
    {
      kind: 'table',
      columns: ['Pièce', 'Nature', 'Surface habitable'],
      widths: [3, 2, 2],
      rows: dwelling.rooms.map((room, i) => [
        room.designation ?? `Pièce ${i + 1}`,
        room.type ?? '—',
        room.habitable_surface !== null ? squareMeters(room.habitable_surface) : '—',
      ]),
    },
  ];
}

function energyBlocks(dwelling: DwellingFacts, missing: MissingMention[]): DocumentBlock[] {
  const dpe = dwelling.dpe;
  if (!dpe) {
    missing.push({ mention: 'diagnostic de performance énergétique', source: 'loi 89-462, art. 3-3' });
    return [];
  }
  const consumption = dpe.energy_consumption !== null ? ` (${decimal(dpe.energy_consumption)} kWh/m²/an)` : '';
  const emission = dpe.ges_emission !== null ? ` (${decimal(dpe.ges_emission)} kg CO2/m²/an)` : '';
  return [
    {
      kind: 'fields',
      fields: [
        { label: 'Performance énergétique', value: `classe ${dpe.energy_label}${consumption}` },
        { label: 'Émissions de gaz à effet de serre', value: `classe ${dpe.ges_label}${emission}` },
        {
          label: 'Diagnostic',
          value: `DPE n° ${dpe.reference_number} du ${longDate(dpe.diagnosis_date)}, valable jusqu'au ${longDate(dpe.valid_until)}`,
        },
      ],
    },
  ];
}

function equipmentBlocks(facts: LeaseContractFacts, variables: LeaseContractVariables, regime: LeaseRegime) {
  const blocks: DocumentBlock[] = [];
  const equipment = [...facts.dwelling.equipment, ...(variables.equipment ?? [])];
  if (equipment.length > 0) {
    blocks.push({ kind: 'paragraph', text: "Éléments d'équipement du logement :" });
    blocks.push({ kind: 'list', items: equipment });
  }
  const production: DocumentField[] = [];
  if (variables.heating) production.push({ label: 'Production de chauffage', value: PRODUCTION[variables.heating] });
  if (variables.hot_water)
    production.push({ label: "Production d'eau chaude sanitaire", value: PRODUCTION[variables.hot_water] });
  if (production.length) blocks.push({ kind: 'fields', fields: production });
  if (regime.kind !== 'unfurnished')
    blocks.push({
      kind: 'paragraph',
      text: "Le logement est loué meublé : il est garni des éléments de mobilier que fixe le décret n° 2015-981 du 31 juillet 2015, dont l'inventaire et l'état détaillé sont annexés au contrat (art. 25-4 et 25-5).",
    });
  return blocks;
}

/** Parts of the section, lettered in order; parts with nothing to say are left out. */
function lettered(parts: [string, DocumentBlock[]][]): DocumentBlock[] {
  return parts
    .filter(([, blocks]) => blocks.length > 0)
    .flatMap(([title, blocks], i) => [
      { kind: 'subheading' as const, text: `${String.fromCharCode(65 + i)}. ${title}` },
      ...blocks,
    ]);
}

export function dwellingSection(
  facts: LeaseContractFacts,
  variables: LeaseContractVariables,
  regime: LeaseRegime,
  missing: MissingMention[],
): DocumentSection {
  const { dwelling } = facts;
  const ancillary = variables.ancillary_premises ?? [];
  const common = [...dwelling.common_equipment, ...(variables.common_parts ?? [])];
  const blocks = lettered([
    [
      'Consistance du logement',
      [
        { kind: 'fields', fields: locationFields(dwelling, missing) },
        ...roomsTable(dwelling),
        ...equipmentBlocks(facts, variables, regime),
        ...energyBlocks(dwelling, missing),
      ],
    ],
    [
      'Destination des locaux',
      [
        {
          kind: 'paragraph',
          text:
            facts.lease.usage_type === 'MIXED_PROFESSIONAL'
              ? 'Usage mixte professionnel et d’habitation, le logement constituant la résidence principale du locataire.'
              : 'Usage d’habitation exclusivement, le logement constituant la résidence principale du locataire.',
        },
      ],
    ],
    [
      "Locaux et équipements accessoires à l'usage privatif du locataire",
      ancillary.length ? [{ kind: 'list', items: ancillary }] : [],
    ],
    [
      "Parties, équipements et accessoires de l'immeuble à usage commun",
      common.length ? [{ kind: 'list', items: common }] : [],
    ],
    [
      "Équipements d'accès aux technologies de l'information et de la communication",
      variables.telecom ? [{ kind: 'paragraph', text: variables.telecom }] : [],
    ],
  ]);
  return { heading: 'Objet du contrat', blocks };
}
