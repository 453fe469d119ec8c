// The reference rents of a flat category at an address: the territory and quarter of the address
// (locate.ts), then the values of its category (choose-reference.ts); outside every rent-controlled
// territory, none (decision record "Address to quarter"). Shared by the rent-control check and the
// public ceiling tool.
import type { Store } from '../../ports/store.js';
import type { LegislativeZone } from '../../zones/zone.js';
import { type FlatCategory, type ReferenceChoice, chooseReference, toReferenceCents } from './choose-reference.js';
import { type Location, type LocationQuery, locate } from './locate.js';
import type { ReferenceValues } from './rent-control.js';
import type { Recommendation } from '../violation.js';

function outsideRentControl(postalCode: string | null): Recommendation {
  return {
    code: 'OUTSIDE_RENT_CONTROL',
    message: `Postal code ${postalCode} is outside every rent-controlled territory (Paris, Plaine Commune, Est Ensemble, Lille, Lyon/Villeurbanne, Montpellier, Bordeaux, Pays Basque, Grenoble): no reference rent caps this rent. In a zone tendue the rent evolution decree still limits the rent of a new letting.`,
  };
}

export interface AddressReference {
  territory: LegislativeZone | null;
  postal_code: string | null;
  /** The quarter the rents are for; null outside rent control or when candidate quarters share them. */
  quarter: LegislativeZone | null;
  reference: ReferenceChoice | null;
  reference_cents: ReferenceValues | null;
  recommendations: Recommendation[];
}

/** The reference rents of a flat category at an address; none outside every rent-controlled territory. */
export async function referenceAtAddress(
  store: Store,
  input: LocationQuery & FlatCategory & { year?: number },
): Promise<AddressReference> {
  const location: Location = await locate(store, input);
  if (!location.territory) {
    return {
      territory: null,
      postal_code: location.postal_code,
      quarter: null,
      reference: null,
      reference_cents: null,
      recommendations: [outsideRentControl(location.postal_code)],
    };
  }
  const choice = await chooseReference(store, location.territory, location.quarters, input, input.year);
  const recommendations: Recommendation[] = [];
  if (!choice.quarter && location.quarters.length > 1) {
    recommendations.push({
      code: 'SEVERAL_QUARTERS',
      message: `Postal code ${location.postal_code} covers several quarters (${location.quarters.map((q) => q.name).join(', ')}); they share these reference rents.`,
    });
  }
  return {
    territory: location.territory,
    postal_code: location.postal_code,
    quarter: choice.quarter,
    reference: choice,
    reference_cents: toReferenceCents(choice.rent),
    recommendations,
  };
}
