// Reads the facts of a lease's compliance: its type, estate and building, where the estate lies,
// its DPE, the previous lease of the estate and the lease's rent changes. No legal decision here:
// assessLease decides (assess-lease.ts).
import { EnergyDiagnosis, legalValidUntil } from '../diagnostics/energy-diagnosis.js';
import {
  irlSeriesForPostalCode,
  lastPublishedQuarterOn,
  shiftYears,
  storedSeries,
} from '../indexation/index-series.js';
import { IndexValue } from '../indexation/index-value.js';
import { Lease, LeaseRentRevision } from '../leasing/lease.js';
import { LeaseType } from '../leasing/lease-type.js';
import { type LessorKind, lessorKindOf } from '../leasing/lessor.js';
import { Estate } from '../property/estate.js';
import { Owner } from '../property/owner.js';
import { Place } from '../property/place.js';
import { compareDates } from '../shared/dates.js';
import { DomainError } from '../shared/errors.js';
import { toCents } from '../shared/money.js';
import { isOverseasDepartment } from '../shared/territories.js';
import type { Store } from '../ports/store.js';
import type { LegislativeZone } from '../zones/zone.js';
import { zoneTendueOf } from '../zones/zone-tendue-list.js';
import type { ConstructionPeriod } from '../../contract/vocabulary/compliance.js';
import { constructionPeriodOfYear } from './rent-control/construction-period.js';
import type { LeaseComplianceInputs } from './lease-compliance-inputs.js';
import type { DpeFact, LeaseFacts } from './lease-facts.js';
import { locate, postalCodeInAddress } from './rent-control/locate.js';
import type { IrlVariation } from './zone-tendue/rent-evolution-decree.js';
import { toCentiSquareMeters } from './rent-control/rent-control.js';

export interface EstateContext {
  type: LeaseType;
  estate: Estate;
  place: Place | null;
  postal_code: string | null;
  surface_centi_m2: number | null;
  period: ConstructionPeriod | null;
  is_overseas: boolean;
  lessor: LessorKind;
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

/** The dwelling's postal code: its building's, else the one in its address. */
export function postalCodeOf(place: Place | null, estate: Estate): string | null {
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
  const ownerId = estate.owner_id ?? place?.owner_id ?? null;
  const owner = ownerId ? await store.repo(Owner).find(ownerId) : null;
  return {
    type,
    estate,
    place,
    postal_code: postalCode,
    surface_centi_m2: estate.area !== null && estate.area > 0 ? toCentiSquareMeters(estate.area) : null,
    period: constructionYear !== null ? constructionPeriodOfYear(constructionYear) : null,
    is_overseas: postalCode !== null && isOverseasDepartment(postalCode),
    lessor: lessorKindOf(owner?.owner_category ?? null),
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

/** The estate's own diagnoses and its building's, each with its legal end of validity. */
export async function diagnosesOf(store: Store, estate: Estate): Promise<LeaseFacts['dpe']> {
  const facts = async (criteria: Record<string, unknown>): Promise<DpeFact[]> =>
    (await store.repo(EnergyDiagnosis).findAll(criteria, [{ field: 'diagnosis_date', direction: 'desc' }])).map(
      (d) => ({
        diagnosis_date: d.diagnosis_date,
        legal_valid_until: legalValidUntil(d),
        energy_label: d.energy_label,
        final_energy_consumption: d.final_energy_consumption,
      }),
    );
  return { own: await facts({ estate_id: estate.id }), building: await facts({ place_id: estate.place_id }) };
}

/**
 * One year's IRL variation for a lease signed on `start` (loi 89-462 art. 17-1, décret 2017-1198
 * art. 3): the last index published on that day over the same quarter a year earlier, in the
 * series of the dwelling's region; null when either is not loaded.
 */
export async function irlAt(store: Store, start: string, postalCode: string | null): Promise<IrlVariation | null> {
  const latestQuarter = lastPublishedQuarterOn(start);
  const baseQuarter = shiftYears(latestQuarter, -1);
  const series = irlSeriesForPostalCode(postalCode);
  const [latest, base] = await Promise.all(
    [latestQuarter, baseQuarter].map((quarter) =>
      store.repo(IndexValue).findOne({ series: storedSeries(series, quarter), quarter }),
    ),
  );
  if (!latest || !base) return null;
  return {
    base_index: toCents(base.value),
    latest_index: toCents(latest.value),
    base_quarter: baseQuarter,
    latest_quarter: latestQuarter,
  };
}

/** The estate's commune in the zone tendue list in force on a day (a new letting: its start). */
export async function zoneTendueFacts(
  store: Store,
  context: EstateContext,
  day: string,
): Promise<LeaseFacts['zone_tendue']> {
  const city = context.place?.city ?? null;
  const answer = await zoneTendueOf(store, { postal_code: context.postal_code, city }, day);
  return { status: answer.status, commune: answer.commune?.name ?? null, source: answer.list?.title ?? null };
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
