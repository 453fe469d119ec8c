// Rent evolution in "zone tendue" at a new letting (décret n° 2017-1198 du 27 juillet 2017, renewed
// every year; loi n° 89-462 art. 18): the rent of a new lease of a vacant dwelling may not exceed
// the last rent of the previous tenant, revised by the IRL when no revision happened in the twelve
// months before the new lease (art. 3), unless an exception is recorded: first letting or dwelling
// vacant over 18 months (art. 2, out of scope), improvement works of at least half a year of rent
// (art. 4 1°, increase up to 15% of their cost a year) or a manifestly undervalued rent (art. 4 2°,
// increase up to half the gap to comparable rents of the neighbourhood).
import { addMonths, compareDates } from '../shared/dates.js';
import { type Recommendation, type Violation, euros } from './violation.js';

export const DECREE_EXCEPTIONS = [
  'FIRST_LETTING',
  'VACANT_OVER_18_MONTHS',
  'IMPROVEMENT_WORKS',
  'UNDERVALUED_RENT',
] as const;
export type DecreeExceptionType = (typeof DECREE_EXCEPTIONS)[number];

export type DecreeException =
  | { type: 'FIRST_LETTING' }
  | { type: 'VACANT_OVER_18_MONTHS' }
  | { type: 'IMPROVEMENT_WORKS'; works_cost_cents: number }
  | { type: 'UNDERVALUED_RENT'; neighbourhood_rent_cents: number };

const DECREE = 'Décret n° 2017-1198 du 27 juillet 2017';

export interface RentEvolutionInput {
  is_zone_tendue: boolean;
  lease_start_date: string;
  /** Monthly rent excluding charges of the new lease. */
  new_rent_cents: number;
  /** The last rent of the previous tenant and the date of its last revision (null: never revised). */
  previous_rent: { rent_cents: number; last_revision_date: string | null } | null;
  /** IRL of the previous tenant's last revision (or lease start) and the latest published one, in hundredths of a point. */
  irl: { base_index: number; latest_index: number } | null;
  exception: DecreeException | null;
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
  irl: { base_index: number; latest_index: number } | null,
): { rent_cents: number; irl_applied: boolean; irl_needed: boolean } {
  const revisedRecently =
    previous.last_revision_date !== null && compareDates(previous.last_revision_date, addMonths(leaseStart, -12)) > 0;
  if (revisedRecently) return { rent_cents: previous.rent_cents, irl_applied: false, irl_needed: false };
  if (!irl) return { rent_cents: previous.rent_cents, irl_applied: false, irl_needed: true };
  if (irl.base_index <= 0 || irl.latest_index <= 0) throw new RangeError('IRL indices must be > 0');
  const revised = Math.floor((previous.rent_cents * irl.latest_index) / irl.base_index);
  return { rent_cents: Math.max(previous.rent_cents, revised), irl_applied: true, irl_needed: true };
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
      message: `The dwelling is in zone tendue: record the previous tenant's last rent, or an exception (first letting, vacant over 18 months), to check the rent evolution decree (${DECREE}).`,
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
        'No IRL indices were available: the previous rent is compared without its IRL revision (the cap may be slightly higher).',
    });
  }
  result.revised_previous_rent_cents = revised.rent_cents;
  let cap = revised.rent_cents;
  let capArticle = `${DECREE}, art. 3`;

  if (exception?.type === 'IMPROVEMENT_WORKS') {
    const halfYearOfRent = previous.rent_cents * 6;
    if (exception.works_cost_cents >= halfYearOfRent) {
      cap = revised.rent_cents + Math.floor((exception.works_cost_cents * 15) / 100 / 12);
      capArticle = `${DECREE}, art. 4 1°`;
    } else {
      result.violations.push({
        rule: 'DECREE_EXCEPTION_NOT_MET',
        article: `${DECREE}, art. 4 1°`,
        message: `Improvement works of ${euros(exception.works_cost_cents)} are below half of the last year of rent (${euros(halfYearOfRent)}); they do not allow a rent increase.`,
        figures: { works_cost_cents: exception.works_cost_cents, half_year_of_rent_cents: halfYearOfRent },
      });
    }
  } else if (exception?.type === 'UNDERVALUED_RENT') {
    const gap = exception.neighbourhood_rent_cents - revised.rent_cents;
    if (gap > 0) {
      cap = revised.rent_cents + Math.floor(gap / 2);
      capArticle = `${DECREE}, art. 4 2°`;
    } else {
      result.violations.push({
        rule: 'DECREE_EXCEPTION_NOT_MET',
        article: `${DECREE}, art. 4 2°`,
        message: `The neighbourhood rent of ${euros(exception.neighbourhood_rent_cents)} is not above the previous rent (${euros(revised.rent_cents)}): the rent is not undervalued.`,
        figures: {
          neighbourhood_rent_cents: exception.neighbourhood_rent_cents,
          revised_previous_rent_cents: revised.rent_cents,
        },
      });
    }
  }
  result.cap_cents = cap;

  if (input.new_rent_cents > cap) {
    result.violations.push({
      rule: 'RENT_EVOLUTION_DECREE',
      article: `${capArticle}; loi n° 89-462 du 6 juillet 1989, art. 18`,
      message: `In zone tendue the new rent of ${euros(input.new_rent_cents)} may not exceed ${euros(cap)} (previous tenant's rent of ${euros(previous.rent_cents)}${revised.irl_applied ? ', revised by the IRL' : ''}${cap > revised.rent_cents ? ', plus the increase the recorded exception allows' : ''}).`,
      figures: {
        new_rent_cents: input.new_rent_cents,
        previous_rent_cents: previous.rent_cents,
        revised_previous_rent_cents: revised.rent_cents,
        cap_cents: cap,
        excess_cents: input.new_rent_cents - cap,
        irl_base_index: input.irl ? input.irl.base_index / 100 : null,
        irl_latest_index: input.irl ? input.irl.latest_index / 100 : null,
        exception: exception?.type ?? null,
      },
    });
    result.recommendations.push({
      code: 'LOWER_RENT_TO_DECREE_CAP',
      message: `Lower the rent to at most ${euros(cap)}, or record an exception of the decree with its proof.`,
    });
  }
  return result;
}
