// The furniture a furnished dwelling must have (décret n° 2015-981 du 31 juillet 2015, art. 2, taken
// under loi 89-462 art. 25-4): checked against the inventory of the entry report.
import type { InventoryItem } from './condition-report.js';

export const FURNISHED_MINIMUM = [
  { code: 'BEDDING', label: 'Literie comprenant couette ou couverture' },
  {
    code: 'LIGHT_BLOCKING',
    label: "Dispositif d'occultation de la lumière dans les pièces destinées à être utilisées comme chambre à coucher",
  },
  { code: 'HOB', label: 'Plaques de cuisson' },
  { code: 'OVEN_OR_MICROWAVE', label: 'Four ou four à micro-ondes' },
  {
    code: 'FRIDGE_FREEZER',
    label: 'Réfrigérateur et congélateur ou, au minimum, un réfrigérateur doté d’un compartiment à -6 °C au plus',
  },
  { code: 'TABLEWARE', label: 'Vaisselle nécessaire à la prise des repas' },
  { code: 'KITCHEN_UTENSILS', label: 'Ustensiles de cuisine' },
  { code: 'TABLE_AND_SEATS', label: 'Table et sièges' },
  { code: 'STORAGE_SHELVES', label: 'Étagères de rangement' },
  { code: 'LIGHTING', label: 'Luminaires' },
  { code: 'CLEANING_EQUIPMENT', label: "Matériel d'entretien ménager adapté aux caractéristiques du logement" },
] as const;

export const INVENTORY_ITEM_CODES = [...FURNISHED_MINIMUM.map((item) => item.code), 'OTHER'] as const;
export type FurnishedItemCode = (typeof FURNISHED_MINIMUM)[number]['code'];
export type InventoryItemCode = (typeof INVENTORY_ITEM_CODES)[number];

/**
 * The items of the legal list the inventory lacks: absent, counted zero, or recorded missing or
 * broken (an unusable item does not furnish the dwelling).
 */
export function missingFurnishedItems(
  inventory: readonly Pick<InventoryItem, 'item_code' | 'quantity' | 'condition'>[],
): FurnishedItemCode[] {
  const present = new Set(
    inventory
      .filter((item) => item.quantity > 0 && item.condition !== 'MISSING' && item.condition !== 'BROKEN')
      .map((item) => item.item_code),
  );
  return FURNISHED_MINIMUM.map((item) => item.code).filter((code) => !present.has(code));
}
