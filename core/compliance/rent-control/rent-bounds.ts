// The rent a letting may ask at an address under rent control (loi ELAN art. 140; loi 89-462 art.
// 17): the ceiling is the increased reference times the living area, rounded down to the cent; the
// floor the decreased reference times the area. For a letting signed on a day rent control binds
// (record "The end of rent control is data"); outside every territory there are none.
import type { Store } from '../../ports/store.js';
import { type AddressReference, referenceAtAddress } from './address-reference.js';
import { rentControlApplies } from '../assess-lease.js';
import type { FlatCategory } from './choose-reference.js';
import type { LocationQuery } from './locate.js';
import { toCentiSquareMeters, totalForArea } from './rent-control.js';
import type { Recommendation } from '../violation.js';

export interface RentBoundsQuery extends LocationQuery, FlatCategory {
  /** m2 of living area. */
  surface_area: number;
  year?: number;
  /** The day the lease is signed. */
  signed_on: string;
}

export interface RentBounds extends AddressReference {
  /** A residential letting signed that day is capped. */
  applies: boolean;
  ceiling_cents: number | null;
  reference_total_cents: number | null;
  floor_cents: number | null;
}

export async function rentBoundsAtAddress(store: Store, query: RentBoundsQuery): Promise<RentBounds> {
  const at = await referenceAtAddress(store, query);
  const applies =
    at.territory !== null &&
    rentControlApplies({
      lease: { start_date: query.signed_on, is_subject_to_reference_rent_cap: false },
      lease_type: { category: 'residential' },
      territory: at.territory,
    });
  const recommendations: Recommendation[] = [...at.recommendations];
  if (at.territory && !applies) {
    recommendations.push({
      code: 'RENT_CONTROL_NOT_IN_FORCE',
      message: `Rent control in ${at.territory.name} binds leases signed from ${at.territory.rent_control_start_date ?? 'its start'} to ${at.territory.rent_control_end_date ?? 'its end'} (loi n° 2018-1021, art. 140 I): a lease signed on ${query.signed_on} is not capped; the figures are given for reference.`,
    });
  }
  const area = toCentiSquareMeters(query.surface_area);
  const total = (perSqm: number | undefined) => (perSqm === undefined ? null : totalForArea(perSqm, area));
  return {
    ...at,
    recommendations,
    applies,
    ceiling_cents: total(at.reference_cents?.increased_cents),
    reference_total_cents: total(at.reference_cents?.reference_cents),
    floor_cents: total(at.reference_cents?.decreased_cents),
  };
}
