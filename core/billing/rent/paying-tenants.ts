// The tenants who pay a period's rent (spec, lease-lessee association: rent_share), in a stable
// order: the primary tenant first, then by start date and id, so that splits of odd cents and the
// names on documents never change between two reads.
import type { LeaseLessee } from '../../leasing/lease.js';
import { effectiveRentShares } from '../../leasing/tenants/rent-shares.js';
import { compareDates } from '../../shared/dates.js';

export function payingTenants(terms: readonly LeaseLessee[], day: string): { term: LeaseLessee; share: number }[] {
  const shares = effectiveRentShares(terms, day);
  return terms
    .filter((term) => shares.has(term.id))
    .sort(
      (a, b) =>
        Number(b.role === 'PrimaryTenant') - Number(a.role === 'PrimaryTenant') ||
        compareDates(a.start_date, b.start_date) ||
        a.id.localeCompare(b.id),
    )
    .map((term) => ({ term, share: shares.get(term.id)! }));
}
