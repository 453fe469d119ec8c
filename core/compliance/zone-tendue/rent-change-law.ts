// PUT /leases/{id}/rent held to the law of a contract in force: the rent of a dwelling labelled F or
// G may not increase under a contract concluded or renewed since the freeze (loi 2021-1104 art. 159,
// loi 89-462 art. 17-1). Rent control and the rent evolution decree bound the rent set at a new
// letting, which the lease compliance report checks; an amendment's rent goes through
// core/amendments/legal.ts.
import { assertRentChangeable, changeRent } from '../../leasing/change-rent.js';
import { Lease } from '../../leasing/lease.js';
import type { RentChange } from '../../leasing/types.js';
import type { Clock } from '../../ports/clock.js';
import type { Store } from '../../ports/store.js';
import { toDateOnly } from '../../shared/dates.js';
import { BusinessRuleError } from '../../shared/errors.js';
import { toCents } from '../../shared/money.js';
import { leaseRenewals } from '../energy/assess-energy.js';
import { checkDpeRentFreeze } from '../energy/dpe-rent-freeze.js';
import { dpeValidOn } from '../lease-facts.js';
import { diagnosesOf, loadEstateContext } from '../load-lease-facts.js';
import { contractDateOn } from '../renewals.js';
import type { Violation } from '../violation.js';

/** The F/G freeze on a raise of a lease in force, on the DPE valid on the effective date. */
async function frozenRaiseViolations(
  store: Store,
  lease: Lease,
  change: { new_rent_amount: number; effective_date: string },
): Promise<Violation[]> {
  const inForce = lease.status === 'ACTIVE' || lease.status === 'NOTICE';
  if (!inForce || toCents(change.new_rent_amount) <= toCents(lease.rent_amount)) return [];
  const context = await loadEstateContext(store, lease);
  // The renewals up to the effective date: the contract in force then may be a tacit renewal.
  const { past } = leaseRenewals({
    today: change.effective_date,
    lease: { start_date: lease.start_date, end_date: lease.end_date, in_force: inForce },
    lease_type: { code: context.type.code, category: context.type.category, furnished: context.type.furnished },
    lessor: context.lessor,
  });
  return checkDpeRentFreeze({
    energy_label: dpeValidOn(await diagnosesOf(store, context.estate), change.effective_date)?.energy_label ?? null,
    previous_rent_cents: toCents(lease.rent_amount),
    new_rent_cents: toCents(change.new_rent_amount),
    effective_date: change.effective_date,
    contract_date: contractDateOn(lease.start_date, past, change.effective_date),
    is_overseas: context.is_overseas,
  }).violations;
}

/** PUT /leases/{id}/rent: refused (422) when the raise breaks the F/G freeze, made otherwise. */
export async function changeRentLawfully(store: Store, clock: Clock, id: string, change: RentChange): Promise<Lease> {
  const today = toDateOnly(clock.now());
  return store.transaction(async (tx) => {
    const lease = await tx.repo(Lease).getLocked(id);
    assertRentChangeable(lease, change, today);
    const effective = change.effective_date ?? today;
    const violations = await frozenRaiseViolations(tx, lease, {
      new_rent_amount: change.rent_amount,
      effective_date: effective,
    });
    if (violations.length > 0)
      throw new BusinessRuleError(
        `The new rent breaks the law: ${violations.map((v) => `${v.message} (${v.article})`).join('; ')}`,
        violations.map((v) => ({ path: 'rent_amount', message: v.message, code: v.rule })),
        { violations: violations.map((v) => ({ rule: v.rule, article: v.article, message: v.message })) },
      );
    return changeRent(tx, today, id, change);
  });
}
