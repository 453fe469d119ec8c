// Tenants of a lease and their rent shares (spec, Lease-lessee association).
import type { FieldError } from '../../shared/errors.js';
import { compareDates } from '../../shared/dates.js';
import type { TenantRole } from '../../../contract/vocabulary/leasing.js';

/** Roles that pay rent; a guarantor (caution) answers for the debt but holds no share. */
export const PAYING_ROLES: readonly TenantRole[] = ['PrimaryTenant', 'CoTenant'];

export interface TenancyTerm {
  id: string;
  role: TenantRole;
  start_date: string;
  /** The day the tenant leaves: from that day on the term is no longer active; null while open-ended. */
  end_date: string | null;
  /** Explicit percentage, or null for an equal split of what the explicit shares leave. */
  rent_share: number | null;
}

const fieldError = (path: string, message: string, code: string): FieldError => ({ path, message, code });
const BASIS = 10_000; // 100 % in hundredths of a percent: shares are summed as integers.
const toBasis = (percent: number) => Math.round(percent * 100);

/** A term is active on `day` until its end_date (exclusive). */
export function isActiveOn(term: Pick<TenancyTerm, 'end_date'>, day: string): boolean {
  return term.end_date === null || compareDates(term.end_date, day) > 0;
}

export function activeTerms<T extends TenancyTerm>(terms: readonly T[], day: string): T[] {
  return terms.filter((term) => isActiveOn(term, day));
}

/**
 * Effective rent share (percent, two decimals) of each active paying tenant: explicit shares as
 * given, the rest split equally among the tenants without one (the cent-like remainder goes to the
 * first ones, primary tenant first). Guarantors and ended terms get no entry.
 */
export function effectiveRentShares(terms: readonly TenancyTerm[], day: string): Map<string, number> {
  const paying = activeTerms(terms, day)
    .filter((term) => PAYING_ROLES.includes(term.role))
    .sort(
      (a, b) =>
        Number(b.role === 'PrimaryTenant') - Number(a.role === 'PrimaryTenant') ||
        compareDates(a.start_date, b.start_date),
    );
  const shares = new Map<string, number>();
  const implicit = paying.filter((term) => term.rent_share === null);
  const explicitTotal = paying.reduce(
    (sum, term) => sum + (term.rent_share === null ? 0 : toBasis(term.rent_share)),
    0,
  );
  const remaining = Math.max(0, BASIS - explicitTotal);
  const each = implicit.length > 0 ? Math.floor(remaining / implicit.length) : 0;
  let leftover = implicit.length > 0 ? remaining - each * implicit.length : 0;
  for (const term of paying) {
    if (term.rent_share !== null) {
      shares.set(term.id, toBasis(term.rent_share) / 100);
    } else {
      const extra = leftover > 0 ? 1 : 0;
      leftover -= extra;
      shares.set(term.id, (each + extra) / 100);
    }
  }
  return shares;
}

/** The share of one term, ended or not: none for a guarantor, else a percentage with two decimals. */
export function termShareErrors(term: TenancyTerm): FieldError[] {
  if (term.rent_share === null) return [];
  if (!PAYING_ROLES.includes(term.role))
    return [fieldError('rent_share', 'A guarantor holds no rent share', 'rent_share_not_allowed')];
  const inRange = term.rent_share >= 0 && term.rent_share <= 100;
  if (inRange && Math.abs(toBasis(term.rent_share) - term.rent_share * 100) <= 1e-6) return [];
  return [
    fieldError('rent_share', 'rent_share is a percentage between 0 and 100 with at most two decimals', 'out_of_range'),
  ];
}

/** Explicit shares lie in 0..100, belong to paying tenants only, and never total more than 100. */
export function rentShareErrors(terms: readonly TenancyTerm[], day: string): FieldError[] {
  const active = activeTerms(terms, day);
  const errors = active.flatMap(termShareErrors);
  if (errors.length > 0) return errors;
  const total = active
    .filter((term) => term.rent_share !== null)
    .reduce((sum, term) => sum + toBasis(term.rent_share!), 0);
  if (total > BASIS)
    errors.push(
      fieldError('rent_share', `Explicit rent shares total ${total / 100}%, more than 100%`, 'rent_share_over_100'),
    );
  return errors;
}

/** A lease has at most one active primary tenant. */
export function primaryTenantConflict(terms: readonly TenancyTerm[], day: string): boolean {
  return activeTerms(terms, day).filter((term) => term.role === 'PrimaryTenant').length > 1;
}

/**
 * Before a lease becomes ACTIVE: it has an active primary tenant (spec, Lease: "a primary tenant is
 * required for every lease") and the active tenants' shares sum to exactly 100.
 */
export function activationTenantErrors(terms: readonly TenancyTerm[], day: string): FieldError[] {
  const active = activeTerms(terms, day);
  if (!active.some((term) => term.role === 'PrimaryTenant')) {
    return [
      fieldError(
        'lessees',
        'A lease needs an active primary tenant (role PrimaryTenant) before it becomes ACTIVE',
        'primary_tenant_required',
      ),
    ];
  }
  const errors = rentShareErrors(terms, day);
  if (errors.length > 0) return errors;
  const total = [...effectiveRentShares(terms, day).values()].reduce((sum, share) => sum + toBasis(share), 0);
  if (total !== BASIS) {
    return [
      fieldError(
        'rent_share',
        `The active tenants' rent shares total ${total / 100}%; they must total 100% before the lease becomes ACTIVE`,
        'rent_share_sum',
      ),
    ];
  }
  return [];
}
