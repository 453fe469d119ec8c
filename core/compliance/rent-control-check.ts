// The rent-control tools: the reference rents of a quarter, and the check of a proposed rent at
// an address (outside every rent-controlled territory the answer is NOT_APPLICABLE).
import type { DpeLabel } from '../diagnostics/dpe-labels.js';
import { NotFoundError } from '../shared/errors.js';
import { toCents } from '../shared/money.js';
import type { Store } from '../ports/store.js';
import type { LegislativeZone } from '../zones/zone.js';
import { type FlatCategory, type ReferenceChoice, chooseReference, toReferenceCents } from './choose-reference.js';
import { type Location, locate } from './locate.js';
import {
  type ComplementExclusion,
  type ReferenceValues,
  type RentControlResult,
  type RentControlStatus,
  checkRentControl,
  toCentiSquareMeters,
} from './rent-control.js';
import { roomBucket, roomBucketLabel } from './room-count.js';
import type { Recommendation, Violation } from './violation.js';
import { officialIndex, resolveQuarter, resolveTerritory, territoryOf } from './zone-index.js';

export interface ReferenceRentQuery extends FlatCategory {
  quarter: string;
  territory?: string;
  year?: number;
}

export interface RentControlCheckInput extends FlatCategory {
  address?: string;
  postal_code?: string;
  quarter?: string;
  territory?: string;
  /** m2 of living area. */
  surface_area: number;
  /** EUR per month excluding charges. */
  proposed_rent: number;
  year?: number;
  rent_supplement?: number;
  rent_supplement_justification?: string;
  energy_label?: DpeLabel;
  complement_exclusions?: ComplementExclusion[];
}

export interface RentControlCheckOutcome {
  territory: LegislativeZone | null;
  address: string | null;
  postal_code: string | null;
  quarter: LegislativeZone | null;
  property: FlatCategory & { room_count_bucket: string; surface_area: number };
  reference: ReferenceChoice | null;
  reference_cents: ReferenceValues | null;
  proposed_rent_cents: number;
  result: RentControlResult | null;
  compliance_status: RentControlStatus;
  is_compliant: boolean;
  violations: Violation[];
  recommendations: Recommendation[];
}

/** GET /legislative-zones/rent-control/reference-rent: one quarter's values for a flat category. */
export async function referenceRent(
  store: Store,
  query: ReferenceRentQuery,
): Promise<ReferenceChoice & { quarter: LegislativeZone }> {
  const index = await officialIndex(store);
  const territory = query.territory ? resolveTerritory(query.territory, index) : null;
  const quarter = resolveQuarter(query.quarter, index, territory);
  const owner = territoryOf(quarter, index);
  if (!owner) throw new NotFoundError('rent-controlled territory of quarter', query.quarter);
  const choice = await chooseReference(store, owner, [quarter], query, query.year);
  return { ...choice, quarter };
}

function outsideRentControl(postalCode: string | null): Recommendation {
  return {
    code: 'OUTSIDE_RENT_CONTROL',
    message: `Postal code ${postalCode} is outside every rent-controlled territory (Paris, Plaine Commune, Est Ensemble, Lille, Lyon/Villeurbanne, Montpellier, Bordeaux, Pays Basque, Grenoble): no reference rent caps this rent. In a zone tendue the rent evolution decree still limits the rent of a new letting.`,
  };
}

/** POST /legislative-zones/rent-control/check. */
export async function checkRentAtAddress(store: Store, input: RentControlCheckInput): Promise<RentControlCheckOutcome> {
  const bucket = roomBucket(input.room_count);
  const proposedCents = toCents(input.proposed_rent);
  const base = {
    address: input.address ?? null,
    property: {
      room_count: input.room_count,
      room_count_bucket: roomBucketLabel(bucket),
      surface_area: input.surface_area,
      construction_period: input.construction_period,
      is_furnished: input.is_furnished,
    },
    proposed_rent_cents: proposedCents,
  };
  const location: Location = await locate(store, input);
  if (!location.territory) {
    return {
      ...base,
      territory: null,
      postal_code: location.postal_code,
      quarter: null,
      reference: null,
      reference_cents: null,
      result: null,
      compliance_status: 'NOT_APPLICABLE',
      is_compliant: true,
      violations: [],
      recommendations: [outsideRentControl(location.postal_code)],
    };
  }
  const choice = await chooseReference(store, location.territory, location.quarters, input, input.year);
  const referenceCents = toReferenceCents(choice.rent);
  const result = checkRentControl({
    proposed_rent_cents: proposedCents,
    surface_centi_m2: toCentiSquareMeters(input.surface_area),
    reference: referenceCents,
    rent_supplement:
      input.rent_supplement !== undefined
        ? { amount_cents: toCents(input.rent_supplement), justification: input.rent_supplement_justification ?? null }
        : null,
    energy_label: input.energy_label ?? null,
    exclusions: input.complement_exclusions ?? [],
  });
  const recommendations = [...result.recommendations];
  if (!choice.quarter && location.quarters.length > 1) {
    recommendations.push({
      code: 'SEVERAL_QUARTERS',
      message: `Postal code ${location.postal_code} covers several quarters (${location.quarters.map((q) => q.name).join(', ')}); they share these reference rents.`,
    });
  }
  return {
    ...base,
    territory: location.territory,
    postal_code: location.postal_code,
    quarter: choice.quarter,
    reference: choice,
    reference_cents: referenceCents,
    result,
    compliance_status: result.status,
    is_compliant: result.is_compliant,
    violations: result.violations,
    recommendations,
  };
}
