// Restitution of the security deposit, loi n° 89-462 du 6 juillet 1989, art. 22 (as amended by loi
// ALUR n° 2014-366): pure rules on dates and cents.
import { addDays, addMonths, compareDates, daysBetween } from '../../shared/dates.js';
import type { FieldError } from '../../shared/errors.js';
import { toCents } from '../../shared/money.js';
import { euros } from '../../compliance/violation.js';

/** Art. 22 al. 3: one month from the handing back of the keys when the exit inspection matches the entry one, two otherwise. */
export function restitutionDeadline(keysReturnedOn: string, exitMatchesEntry: boolean): string {
  return addMonths(keysReturnedOn, exitMatchesEntry ? 1 : 2);
}

/**
 * Art. 22 al. 7: monthly periods started after the deadline by `on`. Period k runs from the day
 * after (deadline + k-1 months) to (deadline + k months), months counted from the deadline itself
 * (same day of the month, or the month's last day when it lacks it).
 */
export function lateMonthlyPeriods(deadline: string, on: string): number {
  if (compareDates(on, deadline) <= 0) return 0;
  let periods = 1;
  while (compareDates(addMonths(deadline, periods), on) < 0) periods += 1;
  return periods;
}

/** The first day of the k-th monthly period of lateness. */
export function latePeriodStart(deadline: string, period: number): string {
  return addDays(addMonths(deadline, period - 1), 1);
}

/** Art. 22 al. 7: 10 % of the monthly rent excluding charges per period started, rounded to the cent. */
export function penaltyPerPeriodCents(monthlyRentCents: number): number {
  return Math.round(monthlyRentCents / 10);
}

/**
 * Art. 22 al. 7: the balance still owed is increased by 10 % of the monthly rent excluding charges
 * for each monthly period started late; not when the tenant gave no forwarding address.
 */
export function latePenalty(input: {
  deadline: string;
  on: string;
  monthlyRentCents: number;
  hasForwardingAddress: boolean;
}): { periods: number; cents: number } {
  const periods = lateMonthlyPeriods(input.deadline, input.on);
  if (!input.hasForwardingAddress) return { periods, cents: 0 };
  return { periods, cents: periods * penaltyPerPeriodCents(input.monthlyRentCents) };
}

/** Art. 22 al. 5: in a collective building the landlord may keep a charges provision of at most 20 % of the deposit. */
export const CHARGES_PROVISION_MAX_PERCENT = 20;

export function chargesProvisionCapCents(depositCents: number): number {
  return Math.floor((depositCents * CHARGES_PROVISION_MAX_PERCENT) / 100);
}

/**
 * Art. 22 al. 1 and 5: what is kept never exceeds the deposit held, nor the charges provision 20 %
 * of it. `path` names the field whose change is refused (a retention's amount, a deposit's).
 */
export function heldDepositErrors(
  heldCents: number,
  retentions: readonly { category: string; amount: number }[],
  path: string,
): FieldError[] {
  const total = retentions.reduce((sum, r) => sum + toCents(r.amount), 0);
  const provision = retentions
    .filter((r) => r.category === 'CHARGES_PROVISION')
    .reduce((sum, r) => sum + toCents(r.amount), 0);
  const errors: FieldError[] = [];
  if (total > heldCents)
    errors.push({
      path,
      message: `retentions would total ${euros(total)}, more than the ${euros(heldCents)} deposit held`,
      code: 'retentions_exceed_deposit',
    });
  if (provision > chargesProvisionCapCents(heldCents))
    errors.push({
      path,
      message: `the charges provision of ${euros(provision)} exceeds ${CHARGES_PROVISION_MAX_PERCENT} % of the deposit (${euros(chargesProvisionCapCents(heldCents))})`,
      code: 'provision_over_20_percent',
    });
  return errors;
}

/** Art. 22 al. 5: the provision is settled, and the rest returned, within the month after the annual accounts are approved. */
export function provisionSettlementDue(accountsApprovedOn: string): string {
  return addMonths(accountsApprovedOn, 1);
}

const plain = (text: string | null) =>
  (text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** A building in co-ownership or of collective housing (spec, Place: place_category Collective, legal_regime Copropriete). */
export function isCollectiveBuilding(place: { place_category: string | null; legal_regime: string | null }): boolean {
  return plain(place.place_category).includes('collecti') || plain(place.legal_regime).includes('copropri');
}

export interface LateRestitution {
  deadline: string;
  deadline_months: 1 | 2;
  days_late: number;
  late_periods: number;
  penalty_per_period_cents: number;
  penalty_cents: number;
}

/** Art. 22 al. 3 and 7: the deadline from the keys and the penalty owed for a restitution on `returnedOn`. */
export function lateRestitution(input: {
  keysReturnedOn: string;
  exitMatchesEntry: boolean;
  returnedOn: string;
  monthlyRentCents: number;
  hasForwardingAddress: boolean;
}): LateRestitution {
  const deadline = restitutionDeadline(input.keysReturnedOn, input.exitMatchesEntry);
  const penalty = latePenalty({
    deadline,
    on: input.returnedOn,
    monthlyRentCents: input.monthlyRentCents,
    hasForwardingAddress: input.hasForwardingAddress,
  });
  return {
    deadline,
    deadline_months: input.exitMatchesEntry ? 1 : 2,
    days_late: Math.max(0, daysBetween(deadline, input.returnedOn)),
    late_periods: penalty.periods,
    penalty_per_period_cents: penaltyPerPeriodCents(input.monthlyRentCents),
    penalty_cents: penalty.cents,
  };
}

export interface HandoverFacts {
  keys_returned_on: string;
  exit_matches_entry: boolean;
}

/** What the caller of a handover says; each fact may be left to the signed exit report. */
export interface HandoverClaim {
  keys_returned_on?: string;
  exit_matches_entry?: boolean;
}

/** The signed exit report's reading, as core/inspections/exit-result.ts gives it. */
export interface SignedExit {
  inspection_date: string;
  keys_returned: boolean;
  restitution_months: 1 | 2;
}

/**
 * Art. 22 al. 3: the deadline follows the exit report's conformity to the entry report. A signed exit
 * report settles it (a claim against it is refused) and dates the keys' return when every key is back;
 * without one, the caller states both facts.
 */
export function handoverFacts(
  claim: HandoverClaim,
  exit: SignedExit | null,
): { facts: HandoverFacts | null; errors: FieldError[] } {
  const errors: FieldError[] = [];
  let matches = claim.exit_matches_entry;
  if (exit) {
    const conforms = exit.restitution_months === 1;
    if (matches !== undefined && matches !== conforms)
      errors.push({
        path: 'exit_matches_entry',
        message: `the exit report signed for ${exit.inspection_date} ${conforms ? 'conforms to' : 'does not conform to'} the entry report`,
        code: 'contradicts_exit_report',
      });
    matches = conforms;
  } else if (matches === undefined)
    errors.push({
      path: 'exit_matches_entry',
      message: 'exit_matches_entry is required while the lease has no signed exit report',
      code: 'required',
    });
  const keys = claim.keys_returned_on ?? (exit?.keys_returned ? exit.inspection_date : undefined);
  if (keys === undefined)
    errors.push({
      path: 'keys_returned_on',
      message: exit
        ? 'keys_returned_on is required: the signed exit report does not show every key back'
        : 'keys_returned_on is required while the lease has no signed exit report',
      code: 'required',
    });
  if (keys === undefined || matches === undefined || errors.length > 0) return { facts: null, errors };
  return { facts: { keys_returned_on: keys, exit_matches_entry: matches }, errors };
}
