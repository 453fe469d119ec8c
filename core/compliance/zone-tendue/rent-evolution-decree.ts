// Rent evolution in "zone tendue" at a new letting (décret n° 2017-1198 du 27 juillet 2017, renewed
// every year; loi n° 89-462 art. 18): the rent of a new lease of a vacant dwelling may not exceed
// the last rent of the previous tenant, revised by one year's variation of the IRL (the last index
// published at the new signature over the same quarter a year earlier, art. 17-1) when no revision
// happened in the twelve months before the new lease (art. 3), unless an exception is recorded:
// first letting or dwelling vacant for more than 18 months (art. 2, out of scope), improvement works
// of at least half a year of rent (art. 4 1°, increase up to 15% of their cost a year) or a
// manifestly undervalued rent (art. 4 2°, up to half the gap to comparable rents) — these two only
// for dwellings of class A to E in leases signed from 1 January 2021 (décret n° 2020-1818).
import type { DpeLabel } from '../../../contract/vocabulary/diagnostics.js';
import { addDays, addMonths, compareDates } from '../../shared/dates.js';
import { type Recommendation, type Violation, euros } from '../violation.js';

export type DecreeException =
  | { type: 'FIRST_LETTING' }
  | { type: 'VACANT_OVER_18_MONTHS' }
  | { type: 'IMPROVEMENT_WORKS'; works_cost_cents: number }
  | { type: 'UNDERVALUED_RENT'; neighbourhood_rent_cents: number };

const DECREE = 'Décret n° 2017-1198 du 27 juillet 2017';
/** Décret 2020-1818: the art. 4 exceptions are closed to F and G dwellings for leases signed from this day. */
export const EXCEPTIONS_CLOSED_TO_FG_FROM = '2021-01-01';
/** Art. 2: a dwelling vacant for more than this many months is out of the decree. */
export const VACANCY_MONTHS = 18;

/** Art. 2: vacant for more than 18 months between the end of the previous lease (its last day) and the new start. */
export function vacantOverEighteenMonths(previousEnd: string, newStart: string): boolean {
  return compareDates(newStart, addMonths(addDays(previousEnd, 1), VACANCY_MONTHS)) > 0;
}

/** One year's IRL variation: the latest index published at the signature and the same quarter a year earlier. */
export interface IrlVariation {
  /** In hundredths of a point. */
  base_index: number;
  latest_index: number;
  base_quarter?: string;
  latest_quarter?: string;
}

export interface RentEvolutionInput {
  is_zone_tendue: boolean;
  lease_start_date: string;
  /** Monthly rent excluding charges of the new lease. */
  new_rent_cents: number;
  /** The last rent of the previous tenant and the date of its last revision (null: never revised). */
  previous_rent: { rent_cents: number; last_revision_date: string | null } | null;
  irl: IrlVariation | null;
  exception: DecreeException | null;
  /** The class of the DPE valid at the signature; null when none is known. */
  energy_label?: DpeLabel | null;
}

export interface RentEvolutionResult {
  applicable: boolean;
  /** The previous rent revised by the IRL when allowed (art. 3). */
  revised_previous_rent_cents: number | null;
  /** The most the new rent may be, exceptions included; null when it cannot be computed. */
  cap_cents: number | null;
  /** Data the check needed and did not get. */
  missing: string[];
  violations: Violation[];
  recommendations: Recommendation[];
}

/** Art. 3: previous rent revised by the IRL ratio, rounded down to the cent; unrevised when revised in the last 12 months. */
export function revisePreviousRent(
  previous: { rent_cents: number; last_revision_date: string | null },
  leaseStart: string,
  irl: IrlVariation | null,
): { rent_cents: number; irl_applied: boolean; irl_needed: boolean } {
  const revisedRecently =
    previous.last_revision_date !== null && compareDates(previous.last_revision_date, addMonths(leaseStart, -12)) > 0;
  if (revisedRecently) return { rent_cents: previous.rent_cents, irl_applied: false, irl_needed: false };
  if (!irl) return { rent_cents: previous.rent_cents, irl_applied: false, irl_needed: true };
  if (irl.base_index <= 0 || irl.latest_index <= 0) throw new RangeError('IRL indices must be > 0');
  const revised = Math.floor((previous.rent_cents * irl.latest_index) / irl.base_index);
  return { rent_cents: Math.max(previous.rent_cents, revised), irl_applied: true, irl_needed: true };
}

type RaiseException = Extract<DecreeException, { type: 'IMPROVEMENT_WORKS' | 'UNDERVALUED_RENT' }>;

/** Décret 2020-1818: whether an art. 4 exception is closed to the dwelling (F or G, lease signed from 2021). */
function exceptionClosed(input: RentEvolutionInput, exception: RaiseException, result: RentEvolutionResult): boolean {
  if (compareDates(input.lease_start_date, EXCEPTIONS_CLOSED_TO_FG_FROM) < 0) return false;
  const label = input.energy_label ?? null;
  if (label === 'F' || label === 'G') {
    result.violations.push({
      rule: 'DECREE_EXCEPTION_EXCLUDED',
      article: `${DECREE}, art. 4, as amended by décret n° 2020-1818 du 29 décembre 2020`,
      message: `The dwelling is labelled ${label} on its DPE: since 1 January 2021 neither works nor an undervalued rent allow a higher rent at a new letting.`,
      figures: { energy_label: label, exception: exception.type },
    });
    return true;
  }
  if (label === null) {
    result.recommendations.push({
      code: 'EXCEPTION_NEEDS_DPE',
      message: `The ${exception.type} exception holds only for a dwelling of class A to E (décret n° 2020-1818): keep its DPE with the lease.`,
    });
  }
  return false;
}

/** Art. 4: the cap an exception raises the revised previous rent to, or a violation when its condition fails. */
function exceptionCap(
  exception: RaiseException,
  previousRentCents: number,
  revisedCents: number,
  result: RentEvolutionResult,
): { cap: number; article: string } | null {
  if (exception.type === 'IMPROVEMENT_WORKS') {
    const halfYearOfRent = previousRentCents * 6;
    if (exception.works_cost_cents >= halfYearOfRent) {
      return {
        cap: revisedCents + Math.floor((exception.works_cost_cents * 15) / 100 / 12),
        article: `${DECREE}, art. 4 1°`,
      };
    }
    result.violations.push({
      rule: 'DECREE_EXCEPTION_NOT_MET',
      article: `${DECREE}, art. 4 1°`,
      message: `Improvement works of ${euros(exception.works_cost_cents)} are below half of the last year of rent (${euros(halfYearOfRent)}); they do not allow a rent increase.`,
      figures: { works_cost_cents: exception.works_cost_cents, half_year_of_rent_cents: halfYearOfRent },
    });
    return null;
  }
  const gap = exception.neighbourhood_rent_cents - revisedCents;
  if (gap > 0) return { cap: revisedCents + Math.floor(gap / 2), article: `${DECREE}, art. 4 2°` };
  result.violations.push({
    rule: 'DECREE_EXCEPTION_NOT_MET',
    article: `${DECREE}, art. 4 2°`,
    message: `The neighbourhood rent of ${euros(exception.neighbourhood_rent_cents)} is not above the previous rent (${euros(revisedCents)}): the rent is not undervalued.`,
    figures: {
      neighbourhood_rent_cents: exception.neighbourhood_rent_cents,
      revised_previous_rent_cents: revisedCents,
    },
  });
  return null;
}

/** Art. 3 (and 4): the new rent above its cap. */
function capViolation(
  input: RentEvolutionInput,
  previousRentCents: number,
  revised: ReturnType<typeof revisePreviousRent>,
  cap: { cap: number; article: string },
  result: RentEvolutionResult,
): void {
  const irl = input.irl;
  result.violations.push({
    rule: 'RENT_EVOLUTION_DECREE',
    article: `${cap.article}; loi n° 89-462 du 6 juillet 1989, art. 18`,
    message: `In zone tendue the new rent of ${euros(input.new_rent_cents)} may not exceed ${euros(cap.cap)} (previous tenant's rent of ${euros(previousRentCents)}${revised.irl_applied && irl ? `, revised by the IRL of ${irl.latest_quarter ?? 'the latest quarter'} over ${irl.base_quarter ?? 'a year earlier'}` : ''}${cap.cap > revised.rent_cents ? ', plus the increase the recorded exception allows' : ''}).`,
    figures: {
      new_rent_cents: input.new_rent_cents,
      previous_rent_cents: previousRentCents,
      revised_previous_rent_cents: revised.rent_cents,
      cap_cents: cap.cap,
      excess_cents: input.new_rent_cents - cap.cap,
      irl_base_index: revised.irl_applied && irl ? irl.base_index / 100 : null,
      irl_latest_index: revised.irl_applied && irl ? irl.latest_index / 100 : null,
      irl_base_quarter: revised.irl_applied && irl ? (irl.base_quarter ?? null) : null,
      irl_latest_quarter: revised.irl_applied && irl ? (irl.latest_quarter ?? null) : null,
      exception: input.exception?.type ?? null,
    },
  });
  result.recommendations.push({
    code: 'LOWER_RENT_TO_DECREE_CAP',
    message: `Lower the rent to at most ${euros(cap.cap)}, or record an exception of the decree with its proof.`,
  });
}

/** Décret 2017-1198 art. 2 to 4: the cap on the rent of a new lease in zone tendue. */
export function checkRentEvolutionDecree(input: RentEvolutionInput): RentEvolutionResult {
  const result: RentEvolutionResult = {
    applicable: false,
    revised_previous_rent_cents: null,
    cap_cents: null,
    missing: [],
    violations: [],
    recommendations: [],
  };
  if (!input.is_zone_tendue) return result;
  const exception = input.exception;
  if (exception?.type === 'FIRST_LETTING' || exception?.type === 'VACANT_OVER_18_MONTHS') {
    result.recommendations.push({
      code: 'DECREE_OUT_OF_SCOPE',
      message: `${exception.type === 'FIRST_LETTING' ? 'A first letting' : 'A dwelling vacant for more than 18 months'} is outside the rent evolution decree (${DECREE}, art. 2); keep the proof with the lease.`,
    });
    return result;
  }
  result.applicable = true;
  if (!input.previous_rent) {
    result.missing.push('previous_rent');
    result.recommendations.push({
      code: 'RECORD_PREVIOUS_RENT',
      message: `The dwelling is in zone tendue: record the previous tenant's last rent, or an exception (first letting, vacant for more than 18 months), to check the rent evolution decree (${DECREE}).`,
    });
    return result;
  }
  const previous = input.previous_rent;
  const revised = revisePreviousRent(previous, input.lease_start_date, input.irl);
  if (revised.irl_needed && !revised.irl_applied) {
    result.missing.push('irl');
    result.recommendations.push({
      code: 'IRL_NOT_APPLIED',
      message:
        'The IRL of the quarter published at the signature, or of the same quarter a year earlier, is not loaded (npm run admin -- indices set or indices import): the previous rent is compared without its IRL revision.',
    });
  }
  result.revised_previous_rent_cents = revised.rent_cents;
  let cap = { cap: revised.rent_cents, article: `${DECREE}, art. 3` };
  if (exception && !exceptionClosed(input, exception, result)) {
    cap = exceptionCap(exception, previous.rent_cents, revised.rent_cents, result) ?? cap;
  }
  result.cap_cents = cap.cap;
  if (input.new_rent_cents > cap.cap) capViolation(input, previous.rent_cents, revised, cap, result);
  return result;
}
