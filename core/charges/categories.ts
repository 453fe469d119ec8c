import { type ChargeCategoryCode, type CaretakerTask, type DecreeChapter } from '../../contract/vocabulary/charges.js';
// Recoverable charges (charges récupérables): the list annexed to décret n° 87-713 du 26 août 1987,
// pris en application de l'article 18 de la loi n° 86-1290 (loi 89-462 art. 23 refers to it), and
// the share of a caretaker's pay its art. 2 c) and d) make recoverable. One code per numbered item of
// the annex (chapter I to VIII, item 1, 2, 3 ...), water split by what it is measured for;
// docs/legal.md lists what is left out and why.

export interface ChargeCategory {
  code: ChargeCategoryCode;
  /** Chapter of the annex (I ascenseurs ... VIII impositions), null for the caretaker (art. 2). */
  chapter: DecreeChapter | null;
  /** Numbered item of the chapter; null where the chapter lists items without numbers (VIII). */
  item: number | null;
  /** Where the décret says it. */
  reference: string;
  label_fr: string;
  label_en: string;
}

const annex = (chapter: DecreeChapter, item: number | null) =>
  `décret n° 87-713 du 26 août 1987, annexe, ${chapter}${item === null ? '' : `.${item}`}`;

function category(
  code: ChargeCategoryCode,
  chapter: DecreeChapter,
  item: number | null,
  label_fr: string,
  label_en: string,
): ChargeCategory {
  return { code, chapter, item, reference: annex(chapter, item), label_fr, label_en };
}

export const CHARGE_CATEGORIES: readonly ChargeCategory[] = [
  category('ELEVATOR_ELECTRICITY', 'I', 1, 'Ascenseurs et monte-charge : électricité', 'Elevators: electricity'),
  category(
    'ELEVATOR_MAINTENANCE',
    'I',
    2,
    'Ascenseurs et monte-charge : exploitation, entretien courant, menues réparations',
    'Elevators: operation, routine maintenance, minor repairs',
  ),
  category('COLD_WATER', 'II', 1, 'Eau froide', 'Cold water'),
  category('HOT_WATER', 'II', 1, 'Eau chaude', 'Hot water'),
  category(
    'HEATING_ENERGY',
    'II',
    1,
    'Chauffage collectif et production d’eau chaude : combustible, énergie, électricité, produits de traitement',
    'Collective heating and hot water production: fuel, energy, electricity, treatment products',
  ),
  category(
    'HEATING_MAINTENANCE',
    'II',
    2,
    'Chauffage collectif et eau : exploitation, entretien courant, menues réparations',
    'Collective heating and water: operation, routine maintenance, minor repairs',
  ),
  category(
    'INDIVIDUAL_INSTALLATIONS_FUEL',
    'III',
    1,
    'Installations individuelles : alimentation commune en combustible',
    'Individual installations: shared fuel supply',
  ),
  category(
    'INDIVIDUAL_INSTALLATIONS_MAINTENANCE',
    'III',
    2,
    'Installations individuelles : exploitation, entretien courant, menues réparations',
    'Individual installations: operation, routine maintenance, minor repairs',
  ),
  category(
    'COMMON_AREAS_SUPPLIES',
    'IV',
    1,
    'Parties communes intérieures : électricité, produits d’entretien et fournitures',
    'Common areas: electricity, cleaning products and supplies',
  ),
  category(
    'COMMON_AREAS_MAINTENANCE',
    'IV',
    2,
    'Parties communes intérieures : exploitation, entretien courant, menues réparations',
    'Common areas: operation, routine maintenance, minor repairs',
  ),
  category(
    'COMMON_AREAS_CLEANING',
    'IV',
    3,
    'Parties communes intérieures : entretien de propreté (frais de personnel)',
    'Common areas: cleaning (staff costs)',
  ),
  category(
    'OUTSIDE_SPACES_SUPPLIES',
    'V',
    1,
    'Espaces extérieurs et espaces verts : électricité, carburant, petit matériel',
    'Outside and green spaces: electricity, fuel, small equipment',
  ),
  category(
    'OUTSIDE_SPACES_MAINTENANCE',
    'V',
    2,
    'Espaces extérieurs et espaces verts : exploitation et entretien courant',
    'Outside and green spaces: operation and routine maintenance',
  ),
  category('HYGIENE_SUPPLIES', 'VI', 1, 'Hygiène : fournitures consommables', 'Hygiene: consumable supplies'),
  category(
    'HYGIENE_MAINTENANCE',
    'VI',
    2,
    'Hygiène : exploitation et entretien courant',
    'Hygiene: operation and routine maintenance',
  ),
  category(
    'WASTE_REMOVAL',
    'VI',
    3,
    'Hygiène : élimination des rejets (frais de personnel)',
    'Hygiene: waste removal (staff costs)',
  ),
  category(
    'VENTILATION_ENERGY',
    'VII',
    1,
    'Équipements divers : énergie de la ventilation mécanique',
    'Building equipment: energy for mechanical ventilation',
  ),
  category(
    'EQUIPMENT_MAINTENANCE',
    'VII',
    2,
    'Équipements divers : exploitation et entretien courant (ventilation, portes automatiques, interphones)',
    'Building equipment: operation and routine maintenance (ventilation, automatic doors, intercoms)',
  ),
  category(
    'TENANT_TELEPHONE',
    'VII',
    3,
    'Équipements divers : abonnement des postes de téléphone à la disposition des locataires',
    'Building equipment: telephone lines for the tenants',
  ),
  category(
    'HOUSEHOLD_WASTE_TAX',
    'VIII',
    null,
    'Taxe ou redevance d’enlèvement des ordures ménagères',
    'Household waste collection tax or fee (TEOM)',
  ),
  category('SWEEPING_TAX', 'VIII', null, 'Taxe de balayage', 'Sweeping tax'),
  {
    code: 'CARETAKER',
    chapter: null,
    item: null,
    reference: 'décret n° 87-713 du 26 août 1987, art. 2 c) et d)',
    label_fr: 'Gardien ou concierge : rémunération et charges (part récupérable)',
    label_en: 'Caretaker: pay and social charges (recoverable share)',
  },
];

export function chargeCategory(code: ChargeCategoryCode): ChargeCategory {
  return CHARGE_CATEGORIES.find((c) => c.code === code)!;
}

/**
 * Décret 87-713 art. 2 c) and d): a caretaker who does both tasks makes 75% of the pay recoverable,
 * one of them 40%, neither nothing. Other categories are recoverable in full.
 */
export function recoverablePercent(code: ChargeCategoryCode, caretakerTasks: readonly CaretakerTask[]): number {
  if (code !== 'CARETAKER') return 100;
  const tasks = new Set(caretakerTasks).size;
  return tasks === 2 ? 75 : tasks === 1 ? 40 : 0;
}
