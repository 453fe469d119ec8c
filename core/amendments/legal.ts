// The rules of law applied to an amendment's terms, by calling the rules that apply to a lease:
// the lease compliance assessment (rent control, deposit cap, rent evolution decree, F/G freeze;
// core/compliance) on the amended rent, and the lease type's durations (core/leasing/rules.ts) on
// the amended end date (docs/decisions.md and docs/legal.md, amendments).
import { inputsOf } from '../compliance/lease-compliance-inputs.js';
import { reportLeaseCompliance } from '../compliance/lease-compliance-report.js';
import type { Violation } from '../compliance/violation.js';
import type { Lease } from '../leasing/lease.js';
import { LeaseType } from '../leasing/lease-type.js';
import { lessorCategoryOf, lessorKindOf } from '../leasing/lessor.js';
import { depositErrors, durationErrors } from '../leasing/rules.js';
import type { Clock } from '../ports/clock.js';
import type { Store } from '../ports/store.js';
import { BusinessRuleError, type FieldError } from '../shared/errors.js';
import { fromCents, toCents } from '../shared/money.js';
import { Amendment } from './amendment.js';
import { assertRules, mobilityAmendmentErrors } from './rules.js';

/** Breaches of rules the lease did not break before the amended rent (the assessment of the lease as amended). */
export async function amendedRentViolations(
  store: Store,
  clock: Clock,
  lease: Lease,
  change: { new_rent_amount: number; effective_date: string },
): Promise<Violation[]> {
  const inputs = await inputsOf(store, lease.id);
  const before = await reportLeaseCompliance(store, clock, lease, inputs);
  const amended: Lease = { ...lease, rent_amount: fromCents(toCents(change.new_rent_amount)) };
  const after = await reportLeaseCompliance(store, clock, amended, inputs, [
    {
      old_rent_cents: toCents(lease.rent_amount),
      new_rent_cents: toCents(change.new_rent_amount),
      effective_date: change.effective_date,
    },
  ]);
  const broken = new Set(before.assessment.violations.map((v) => v.rule));
  return after.assessment.violations.filter((v) => !broken.has(v.rule));
}

/**
 * When the lease's compliance cannot be assessed (a rent-controlled lease lacking its reference
 * rents or living area), a decrease is still held to the deposit cap, the one rule a lower rent can
 * break (core/leasing/rules.ts); an increase stays refused with what is missing.
 */
async function unassessableDecrease(
  store: Store,
  lease: Lease,
  change: { new_rent_amount: number },
  error: unknown,
): Promise<Violation[]> {
  if (!(error instanceof BusinessRuleError) || toCents(change.new_rent_amount) > toCents(lease.rent_amount))
    throw error;
  const type = await store.repo(LeaseType).get(lease.lease_type_id);
  return depositErrors(type, { ...lease, rent_amount: change.new_rent_amount }).map((e) => ({
    rule: 'DEPOSIT_CAP_EXCEEDED',
    article: 'Loi n° 89-462, art. 22, 25-6, 25-13',
    message: e.message,
    figures: {},
  }));
}

/** 422 naming each rule the amended rent breaks, with its article. */
export async function assertAmendedRentLawful(
  store: Store,
  clock: Clock,
  lease: Lease,
  change: { new_rent_amount: number; effective_date: string },
): Promise<void> {
  const violations = await amendedRentViolations(store, clock, lease, change).catch((error: unknown) =>
    unassessableDecrease(store, lease, change, error),
  );
  if (violations.length === 0) return;
  throw new BusinessRuleError(
    `The amended rent breaks the law: ${violations.map((v) => `${v.message} (${v.article})`).join('; ')}`,
    violations.map((v) => ({ path: 'new_rent_amount', message: v.message, code: v.rule })),
    { violations: violations.map((v) => ({ rule: v.rule, article: v.article, message: v.message })) },
  );
}

/**
 * 422 when the amended end date gives the lease a duration its type does not allow (loi 89-462
 * art. 10, 25-7, 25-14), or amends a bail mobilité a second time (art. 25-14).
 */
export async function assertAmendedDurationLawful(store: Store, lease: Lease, newEndDate: string): Promise<void> {
  const type = await store.repo(LeaseType).get(lease.lease_type_id);
  const lessor = lessorKindOf(await lessorCategoryOf(store, lease.estate_id));
  const inForce = await store.repo(Amendment).count({ lease_id: lease.id, type: 'DURATION_CHANGE', status: 'ACTIVE' });
  const errors: FieldError[] = [
    ...durationErrors(type, lease.start_date, newEndDate, lessor).map((e) => ({ ...e, path: 'new_end_date' })),
    ...mobilityAmendmentErrors(type.code, inForce),
  ];
  if (newEndDate <= lease.start_date) {
    errors.push({
      path: 'new_end_date',
      message: `the lease starts on ${lease.start_date}`,
      code: 'before_lease_start',
    });
  }
  assertRules(errors);
}
