// What an amendment may say, as pure rules (loi 89-462 art. 17-1, 25-9; spec, Amendment;
// docs/decisions.md and docs/legal.md, amendments).
import { addDays, addMonths, compareDates } from '../shared/dates.js';
import { BusinessRuleError, type FieldError } from '../shared/errors.js';
import { fromCents } from '../shared/money.js';
import type { AmendmentType, RentIncreaseBasis } from '../../contract/vocabulary/amendments.js';

const error = (path: string, message: string, code: string): FieldError => ({ path, message, code });

/** Spec, Amendments (bad input): an amendment takes effect within the lease it amends. */
export function effectiveDateErrors(
  effective: string,
  lease: { start_date: string; end_date: string },
  path = 'effective_date',
): FieldError[] {
  if (compareDates(effective, lease.start_date) < 0 || compareDates(effective, lease.end_date) > 0) {
    return [error(path, `${path} must lie within the lease, ${lease.start_date} to ${lease.end_date}`, 'out_of_lease')];
  }
  return [];
}

/**
 * Loi 89-462 art. 17-1 (art. 25-9 for furnished leases): during the lease the rent changes by the
 * yearly revision clause (rent revisions, not amendments) or, after improvement works the lessor
 * has carried out, by an increase an amendment fixes (art. 17-1 II). A decrease is always open.
 */
export function rentChangeErrors(change: {
  old_rent_cents: number;
  new_rent_cents: number;
  increase_basis: RentIncreaseBasis | null;
}): FieldError[] {
  if (change.new_rent_cents === change.old_rent_cents) {
    return [error('new_rent_amount', 'the new rent is the rent already in force', 'rent_unchanged')];
  }
  if (change.new_rent_cents > change.old_rent_cents && change.increase_basis !== 'IMPROVEMENT_WORKS') {
    return [
      error(
        'increase_basis',
        'an amendment may raise the rent only after improvement works by the lessor (loi 89-462 art. 17-1 II, art. 25-9); the yearly indexation goes through rent revisions',
        'rent_increase_not_allowed',
      ),
    ];
  }
  return [];
}

/**
 * Décret n° 2017-1198 art. 6 (zone tendue, renewed yearly): after improvement works agreed under
 * art. 17-1 II, the rent may rise by at most 15 % of the real cost of the works, all taxes included,
 * a year. Without that cost the increase cannot be judged, so it is asked for.
 */
export function worksIncreaseCapErrors(change: {
  old_rent_cents: number;
  new_rent_cents: number;
  increase_basis: RentIncreaseBasis | null;
  works_cost_cents: number | null;
  zone_tendue: boolean;
}): FieldError[] {
  const monthly = change.new_rent_cents - change.old_rent_cents;
  if (!change.zone_tendue || change.increase_basis !== 'IMPROVEMENT_WORKS' || monthly <= 0) return [];
  if (change.works_cost_cents === null)
    return [
      error(
        'works_cost',
        'in zone tendue a works increase is at most 15 % of the cost of the works a year (décret n° 2017-1198 art. 6): give the cost, all taxes included',
        'required',
      ),
    ];
  const maxMonthlyCents = Math.floor(change.works_cost_cents / 80); // 15 % a year is 1/80 of the cost a month
  if (monthly <= maxMonthlyCents) return [];
  return [
    error(
      'new_rent_amount',
      `in zone tendue a works increase is at most 15 % of the cost of the works a year (décret n° 2017-1198 art. 6): ${fromCents(maxMonthlyCents)} euros a month for works of ${fromCents(change.works_cost_cents)} euros, not ${fromCents(monthly)}`,
      'works_increase_cap',
    ),
  ];
}

/** The end date `months` later: terms run to the eve of a date, so 30 June + 2 months is 31 August. */
export function extendedEnd(end: string, months: number): string {
  return addDays(addMonths(addDays(end, 1), months), -1);
}

/** Whole months from one end date to another (an extension); negative when it moves earlier. */
export function monthsBetween(fromEnd: string, toEnd: string): number {
  const [from, to] = [addDays(fromEnd, 1), addDays(toEnd, 1)];
  const forward = compareDates(to, from) >= 0;
  let months = 0;
  while (compareDates(addMonths(from, forward ? months + 1 : -(months + 1)), to) * (forward ? 1 : -1) <= 0) months++;
  return forward ? months : -months;
}

/** A duration amendment moves the end date: an unchanged one says nothing. */
export function durationChangeErrors(oldEnd: string, newEnd: string): FieldError[] {
  return newEnd === oldEnd ? [error('new_end_date', 'the new end date is the one in force', 'end_date_unchanged')] : [];
}

/** Which details each type carries: rent details for RENT_CHANGE, duration details for DURATION_CHANGE. */
export const DETAIL_OF_TYPE: Readonly<Partial<Record<AmendmentType, 'rent' | 'duration'>>> = {
  RENT_CHANGE: 'rent',
  DURATION_CHANGE: 'duration',
};

/** Details of a kind the amendment's type does not carry. */
export function detailKindErrors(type: AmendmentType, kind: 'rent' | 'duration'): FieldError[] {
  return DETAIL_OF_TYPE[type] === kind
    ? []
    : [
        error(
          'type',
          `${kind} details belong to a ${kind === 'rent' ? 'RENT_CHANGE' : 'DURATION_CHANGE'} amendment, not a ${type} one`,
          'detail_not_for_type',
        ),
      ];
}

/** An amendment goes to validation complete: a RENT_CHANGE with its rent details, a DURATION_CHANGE with its duration details. */
export function completenessErrors(type: AmendmentType, has: { rent: boolean; duration: boolean }): FieldError[] {
  const kind = DETAIL_OF_TYPE[type];
  if (kind && !has[kind]) {
    return [error(`${kind}_details`, `a ${type} amendment needs its ${kind} details first`, 'details_missing')];
  }
  return [];
}

/** Validation succeeds on at least one decision, all APPROVED. */
export function validationErrors(decisions: readonly string[]): FieldError[] {
  if (decisions.length === 0) return [error('validations', 'no validation recorded yet', 'validation_missing')];
  if (decisions.some((d) => d !== 'APPROVED'))
    return [error('validations', 'a validator rejected the amendment', 'validation_rejected')];
  return [];
}

/** Loi 89-462 art. 25-14: a bail mobilité may be modified once by amendment (its total term stays within ten months). */
export function mobilityAmendmentErrors(leaseTypeCode: string, durationAmendmentsInForce: number): FieldError[] {
  if (leaseTypeCode !== 'MobiliteEtudiante' || durationAmendmentsInForce === 0) return [];
  return [
    error(
      'new_end_date',
      'a bail mobilité may be modified only once by amendment (loi 89-462 art. 25-14)',
      'mobility_amended_once',
    ),
  ];
}

/** 422 naming every rule broken, when any is. */
export function assertRules(errors: FieldError[]): void {
  if (errors.length > 0) throw new BusinessRuleError(errors.map((e) => e.message).join('; '), errors);
}
