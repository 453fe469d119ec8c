// The rent-control tools: the reference rents of a quarter, and the check of a proposed rent at
// an address (outside every rent-controlled territory the answer is NOT_APPLICABLE).
import type { DpeLabel } from '../../../contract/vocabulary/diagnostics.js';
import { NotFoundError } from '../../shared/errors.js';
import { toCents } from '../../shared/money.js';
import type { Store } from '../../ports/store.js';
import type { LegislativeZone } from '../../zones/zone.js';
import { type FlatCategory, type ReferenceChoice, chooseReference } from './choose-reference.js';
import { referenceAtAddress } from './address-reference.js';
import type { ComplementExclusion, RentControlStatus } from '../../../contract/vocabulary/compliance.js';
import { type ReferenceValues, type RentControlResult, checkRentControl, toCentiSquareMeters } from './rent-control.js';
import { roomBucket, roomBucketLabel } from './room-count.js';
import type { Recommendation, Violation } from '../violation.js';
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
  const at = await referenceAtAddress(store, input);
  if (!at.territory || !at.reference_cents) {
    return {
      ...base,
      territory: null,
      postal_code: at.postal_code,
      quarter: null,
      reference: null,
      reference_cents: null,
      result: null,
      compliance_status: 'NOT_APPLICABLE',
      is_compliant: true,
      violations: [],
      recommendations: at.recommendations,
    };
  }
  const result = checkRentControl({
    proposed_rent_cents: proposedCents,
    surface_centi_m2: toCentiSquareMeters(input.surface_area),
    reference: at.reference_cents,
    rent_supplement:
      input.rent_supplement !== undefined
        ? { amount_cents: toCents(input.rent_supplement), justification: input.rent_supplement_justification ?? null }
        : null,
    energy_label: input.energy_label ?? null,
    exclusions: input.complement_exclusions ?? [],
  });
  return {
    ...base,
    territory: at.territory,
    postal_code: at.postal_code,
    quarter: at.quarter,
    reference: at.reference,
    reference_cents: at.reference_cents,
    result,
    compliance_status: result.status,
    is_compliant: result.is_compliant,
    violations: result.violations,
    recommendations: [...result.recommendations, ...at.recommendations],
  };
}
