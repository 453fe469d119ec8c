// A lease's regularisation, per tenant (spec, Charges: regularisation "per lease and tenant"): each
// paying tenant bears the balance for the days it was on the lease, in its rent share of each day
// (the shares rent receipts apply, core/leasing/tenants/rent-shares.ts). Guarantors bear none.
import { addDays, compareDates } from '../../shared/dates.js';
import { type TenancyTerm, effectiveRentShares } from '../../leasing/tenants/rent-shares.js';
import { largestRemainder } from './distribution.js';
import type { Period } from './distribution.js';

export interface TenantShare {
  term_id: string;
  /** Days of the occupancy the tenant held a share. */
  days: number;
  amount_cents: number;
}

export function tenantShares(balanceCents: number, terms: readonly TenancyTerm[], occupancy: Period): TenantShare[] {
  const weights = new Map(terms.map((t) => [t.id, { days: 0, weight: 0n }]));
  for (let day = occupancy.start; compareDates(day, occupancy.end) <= 0; day = addDays(day, 1)) {
    const started = terms.filter((t) => compareDates(t.start_date, day) <= 0);
    for (const [termId, percent] of effectiveRentShares(started, day)) {
      const entry = weights.get(termId)!;
      entry.days += 1;
      entry.weight += BigInt(Math.round(percent * 100));
    }
  }
  const holders = [...weights].filter(([, w]) => w.days > 0);
  const amounts = largestRemainder(
    balanceCents,
    holders.map(([, w]) => w.weight),
  );
  return holders.map(([term_id, w], i) => ({ term_id, days: w.days, amount_cents: amounts[i] }));
}
