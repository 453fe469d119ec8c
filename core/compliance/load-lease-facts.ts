// Reads the facts of a lease's compliance: its type, estate and building, where the estate lies,
// its DPE, the previous lease of the estate and the lease's rent changes. No legal decision here:
// assessLease decides (assess-lease.ts).
import { EnergyDiagnosis } from '../diagnostics/energy-diagnosis.js';
import { Lease, LeaseRentRevision } from '../leasing/lease.js';
import { LeaseType } from '../leasing/lease-type.js';
import { Estate } from '../property/estate.js';
import { Place } from '../property/place.js';
import { compareDates } from '../shared/dates.js';
import { DomainError } from '../shared/errors.js';
import { toCents } from '../shared/money.js';
import type { Store } from '../ports/store.js';
import type { LegislativeZone } from '../zones/zone.js';
import { type ConstructionPeriod, constructionPeriodOfYear } from './construction-period.js';
import type { LeaseComplianceInputs } from './lease-compliance-inputs.js';
import type { LeaseFacts } from './lease-facts.js';
import { locate, postalCodeInAddress } from './locate.js';
import { toCentiSquareMeters } from './rent-control.js';

const OVERSEAS = /^97[1-6]/;

export interface EstateContext {
  type: LeaseType;
  estate: Estate;
  place: Place | null;
  postal_code: string | null;
  surface_centi_m2: number | null;
  period: ConstructionPeriod | null;
  is_overseas: boolean;
}

export interface EstateLocation {
  territory: LegislativeZone | null;
  quarters: LegislativeZone[];
  /** Why the location could not be told, when it could not. */
  problem: DomainError | null;
}

function yearOf(date: string | null): number | null {
  const match = date ? /^(\d{4})/.exec(date) : null;
  return match ? Number(match[1]) : null;
}

function postalCodeOf(place: Place | null, estate: Estate): string | null {
  const fromPlace = place?.postal_code?.trim().match(/^\d{5}/)?.[0];
  if (fromPlace) return fromPlace;
  return estate.address
    ? postalCodeInAddress(estate.address)
    : place?.address_line1
      ? postalCodeInAddress(place.address_line1)
      : null;
}

/** The lease type, estate and building, and what the estate's records say of it. */
export async function loadEstateContext(store: Store, lease: Lease): Promise<EstateContext> {
  const type = await store.repo(LeaseType).get(lease.lease_type_id);
  const estate = await store.repo(Estate).get(lease.estate_id);
  const place = await store.repo(Place).find(estate.place_id);
  const postalCode = postalCodeOf(place, estate);
  const constructionYear = yearOf(estate.construction_date) ?? yearOf(place?.construction_date ?? null);
  return {
    type,
    estate,
    place,
    postal_code: postalCode,
    surface_centi_m2: estate.area !== null && estate.area > 0 ? toCentiSquareMeters(estate.area) : null,
    period: constructionYear !== null ? constructionPeriodOfYear(constructionYear) : null,
    is_overseas: postalCode !== null && OVERSEAS.test(postalCode),
  };
}

/** The rent-controlled territory and quarters of the estate; a location that cannot be told is kept as a problem. */
export async function locateEstate(
  store: Store,
  postalCode: string | null,
  quarter: string | null,
): Promise<EstateLocation> {
  const none: EstateLocation = { territory: null, quarters: [], problem: null };
  if (!postalCode && !quarter) return none;
  try {
    const location = await locate(store, { postal_code: postalCode, quarter });
    return location.territory ? { territory: location.territory, quarters: location.quarters, problem: null } : none;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { ...none, problem: error };
  }
}

/** The estate's latest diagnosis, else its building's. */
export async function energyLabelOf(store: Store, estate: Estate) {
  const latest = (criteria: Record<string, unknown>) =>
    store.repo(EnergyDiagnosis).findAll(criteria, [
      { field: 'diagnosis_date', direction: 'desc' },
      { field: 'created_at', direction: 'desc' },
    ]);
  const own = await latest({ estate_id: estate.id });
  if (own.length > 0) return own[0].energy_label;
  const building = await latest({ place_id: estate.place_id });
  return building.length > 0 ? building[0].energy_label : null;
}

/** The previous tenant's rent: recorded, else the estate's latest non-draft lease that started before. */
export async function previousOf(
  store: Store,
  lease: Lease,
  inputs: LeaseComplianceInputs,
): Promise<LeaseFacts['previous']> {
  if (inputs.previous_rent !== null) {
    return {
      rent_cents: toCents(inputs.previous_rent),
      last_revision_date: inputs.previous_rent_last_revision_date,
      ended_on: null,
    };
  }
  const earlier = (
    await store
      .repo(Lease)
      .findAll({ estate_id: lease.estate_id, id: { $ne: lease.id }, status: { $ne: 'DRAFT' } }, [
        { field: 'start_date', direction: 'desc' },
      ])
  ).filter((other) => compareDates(other.start_date, lease.start_date) < 0);
  if (earlier.length === 0) return null;
  const previous = earlier[0];
  const revisions = await store
    .repo(LeaseRentRevision)
    .findAll({ lease_id: previous.id }, [{ field: 'effective_date', direction: 'desc' }]);
  return {
    rent_cents: toCents(previous.rent_amount),
    last_revision_date: revisions[0]?.effective_date ?? null,
    ended_on: previous.end_date,
  };
}

/** The rent changes of the lease, oldest first. */
export async function revisionsOf(store: Store, leaseId: string): Promise<LeaseFacts['revisions']> {
  const revisions = await store
    .repo(LeaseRentRevision)
    .findAll({ lease_id: leaseId }, [{ field: 'effective_date', direction: 'asc' }]);
  return revisions.map((r) => ({
    old_rent_cents: toCents(r.old_rent_amount),
    new_rent_cents: toCents(r.new_rent_amount),
    effective_date: r.effective_date,
  }));
}
