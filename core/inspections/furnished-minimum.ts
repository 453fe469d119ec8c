// The furniture a furnished dwelling must have (décret n° 2015-981 du 31 juillet 2015, art. 2, taken
// under loi 89-462 art. 25-4): checked against the inventory of the entry report.
import { FURNISHED_ITEM_CODES, type FurnishedItemCode } from '../../contract/vocabulary/inspections.js';
import type { InventoryItem } from './inventory/inventory-item.js';

/** The décret's wording of each item. */
const FURNISHED_ITEM_LABELS: Record<FurnishedItemCode, string> = {
  BEDDING: 'Literie comprenant couette ou couverture',
  LIGHT_BLOCKING:
    "Dispositif d'occultation de la lumière dans les pièces destinées à être utilisées comme chambre à coucher",
  HOB: 'Plaques de cuisson',
  OVEN_OR_MICROWAVE: 'Four ou four à micro-ondes',
  FRIDGE_FREEZER:
    'Réfrigérateur et congélateur ou, au minimum, un réfrigérateur doté d’un compartiment à -6 °C au plus',
  TABLEWARE: 'Vaisselle nécessaire à la prise des repas',
  KITCHEN_UTENSILS: 'Ustensiles de cuisine',
  TABLE_AND_SEATS: 'Table et sièges',
  STORAGE_SHELVES: 'Étagères de rangement',
  LIGHTING: 'Luminaires',
  CLEANING_EQUIPMENT: "Matériel d'entretien ménager adapté aux caractéristiques du logement",
};

/** The list in the décret's order, with its wording (the inventory annex names the items so). */
export const FURNISHED_MINIMUM = FURNISHED_ITEM_CODES.map((code) => ({ code, label: FURNISHED_ITEM_LABELS[code] }));

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
  return FURNISHED_ITEM_CODES.filter((code) => !present.has(code));
}
