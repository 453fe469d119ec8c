// The reference values a lease's rent is capped by: the imported reference rents of its quarter
// in force at its start, else the values stored on the lease; 422 when the lease is under rent
// control and neither can be had (decision record "Lease compliance").
import type { Lease } from '../../leasing/lease.js';
import type { Estate } from '../../property/estate.js';
import { BusinessRuleError, DomainError, type FieldError, NotFoundError } from '../../shared/errors.js';
import { toCents } from '../../shared/money.js';
import type { Store } from '../../ports/store.js';
import type { LegislativeZone } from '../../zones/zone.js';
import { type ReferenceChoice, chooseReference, toReferenceCents } from './choose-reference.js';
import type { ConstructionPeriod } from '../../../contract/vocabulary/compliance.js';
import { type ReferenceValues, derivedReferences } from './rent-control.js';

/** The year of the arrêté in force on a date: arrêtés are renewed on the anniversary of the territory's first one. */
export function arreteYear(date: string, rentControlStart: string | null): number {
  const year = Number(date.slice(0, 4));
  if (!rentControlStart) return year;
  return date.slice(5) >= rentControlStart.slice(5) ? year : year - 1;
}

/** The reference values stored on the lease (the reference derived from the increased one when absent). */
export function storedReference(
  lease: Pick<Lease, 'reference_rent_per_m2' | 'reference_rent_increased_per_m2'>,
): ReferenceValues | null {
  if (lease.reference_rent_increased_per_m2 === null) return null;
  const increased = toCents(lease.reference_rent_increased_per_m2);
  const reference =
    lease.reference_rent_per_m2 !== null ? toCents(lease.reference_rent_per_m2) : Math.round((increased * 100) / 120);
  return { ...derivedReferences(reference), increased_cents: increased };
}

export interface ReferenceQuery {
  lease: Lease;
  estate: Estate;
  furnished: boolean;
  surface_centi_m2: number | null;
  period: ConstructionPeriod | null;
  territory: LegislativeZone | null;
  quarters: LegislativeZone[];
  /** Why the estate's location could not be told (a partial postal code ...), if so. */
  location_problem: DomainError | null;
}

export interface ResolvedReference {
  reference: ReferenceValues | null;
  source: 'reference_rents' | 'lease' | null;
  choice: ReferenceChoice | null;
  year: number | null;
}

const NONE: ResolvedReference = { reference: null, source: null, choice: null, year: null };

/** The estate data the cap needs and lacks: its area, and without stored values its room count and period. */
function missingEstateData(query: ReferenceQuery, stored: ReferenceValues | null): FieldError[] {
  const missing: FieldError[] = [];
  if (query.surface_centi_m2 === null)
    missing.push({
      path: 'estate.area',
      message: 'the living area of the estate is needed for the rent cap',
      code: 'required',
    });
  if (query.territory && !stored) {
    if (query.estate.number_of_room === null || query.estate.number_of_room < 1) {
      missing.push({
        path: 'estate.number_of_room',
        message: 'the number of main rooms is needed to find the reference rent',
        code: 'required',
      });
    }
    if (query.period === null)
      missing.push({
        path: 'estate.construction_date',
        message: 'the construction year is needed to find the reference rent',
        code: 'required',
      });
  }
  return missing;
}

/** The imported reference rents of the lease's category in force at its start; null when none and stored values exist. */
async function importedReference(
  store: Store,
  query: ReferenceQuery & { territory: LegislativeZone; period: ConstructionPeriod },
  roomCount: number,
  stored: ReferenceValues | null,
): Promise<ResolvedReference | null> {
  try {
    const choice = await chooseReference(
      store,
      query.territory,
      query.quarters,
      { room_count: roomCount, construction_period: query.period, is_furnished: query.furnished },
      arreteYear(query.lease.start_date, query.territory.rent_control_start_date),
      { upToYear: true },
    );
    return { reference: toReferenceCents(choice.rent), source: 'reference_rents', choice, year: choice.rent.year };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (stored) return null;
    if (!(error instanceof NotFoundError)) throw error;
    // The lease exists: missing reference data is a compliance error of the lease, not a 404.
    throw new BusinessRuleError(
      `${error.message}: the rent cap of this lease cannot be checked; import the reference rents of that year or store reference_rent_per_m2 and reference_rent_increased_per_m2 on the lease`,
      [
        {
          path: 'reference_rents',
          message: "no reference rent for the estate's category in force at the lease start",
          code: 'reference_rent_missing',
        },
      ],
    );
  }
}

/** The reference values of a lease under rent control (`applies`); nothing when it is not. */
export async function resolveReference(
  store: Store,
  query: ReferenceQuery,
  applies: boolean,
): Promise<ResolvedReference> {
  const stored = storedReference(query.lease);
  const fromLease: ResolvedReference = stored ? { ...NONE, reference: stored, source: 'lease' } : NONE;
  if (!applies) return NONE;
  if (!query.territory && !query.location_problem) return fromLease;
  const missing = missingEstateData(query, stored);
  if (missing.length > 0)
    throw new BusinessRuleError('The lease is under rent control but its estate lacks data the check needs', missing);
  const { territory, period } = query;
  // A room count under 1 says nothing of the flat's category: the lease's stored values stand.
  const roomCount = query.estate.number_of_room;
  if (territory && roomCount !== null && roomCount >= 1 && period !== null) {
    return (await importedReference(store, { ...query, territory, period }, roomCount, stored)) ?? fromLease;
  }
  if (query.location_problem && !stored) throw query.location_problem;
  return fromLease;
}
