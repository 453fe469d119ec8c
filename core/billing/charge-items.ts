// GET/PUT /leases/{id}/charge-items: the lease's monthly charges by category (décret n° 87-713
// annex headings); they must total the lease's charges_amount (docs/decisions.md, "Rent schedule").
import { Lease } from '../leasing/lease.js';
import type { Store } from '../ports/store.js';
import { BusinessRuleError, ConflictError, assertNoFieldErrors } from '../shared/errors.js';
import { euros } from '../compliance/violation.js';
import { toCents } from '../shared/money.js';
import { LeaseChargeItem } from './rent/rent.js';
import type { ChargeCategory } from '../../contract/vocabulary/billing.js';

export interface ChargeItemInput {
  category: ChargeCategory;
  monthly_amount: number;
}

const ORDER = [{ field: 'category', direction: 'asc' as const }];

export function chargeItemUseCases(store: Store) {
  return {
    async list(leaseId: string): Promise<LeaseChargeItem[]> {
      await store.repo(Lease).get(leaseId);
      return store.repo(LeaseChargeItem).findAll({ lease_id: leaseId }, ORDER);
    },

    /** Replaces the breakdown; an empty list goes back to one undistributed provision. */
    replace: (leaseId: string, items: ChargeItemInput[]) =>
      store.transaction(async (tx) => {
        const lease = await tx.repo(Lease).getLocked(leaseId);
        if (lease.status === 'TERMINATED')
          throw new ConflictError(`Lease ${leaseId} is TERMINATED; its charges can no longer change`, [], {
            lease_status: lease.status,
          });
        assertNoFieldErrors(
          items
            .map((item, i) => ({ item, i }))
            .filter(({ item, i }) => items.findIndex((other) => other.category === item.category) !== i)
            .map(({ item, i }) => ({
              path: `items.${i}.category`,
              message: `${item.category} is listed twice`,
              code: 'duplicate',
            })),
        );
        const total = items.reduce((sum, item) => sum + toCents(item.monthly_amount), 0);
        const expected = toCents(lease.charges_amount ?? 0);
        if (items.length > 0 && total !== expected)
          throw new BusinessRuleError(
            `The charge items total ${euros(total)} a month but the lease's charges_amount is ${euros(expected)}; change charges_amount first (PUT /leases/${leaseId})`,
            [{ path: 'items', message: 'items must total the lease charges_amount', code: 'charges_total_mismatch' }],
          );
        const repo = tx.repo(LeaseChargeItem);
        for (const existing of await repo.findAll({ lease_id: leaseId })) repo.remove(existing);
        await tx.flush();
        const created = items.map((item) =>
          Object.assign(new LeaseChargeItem(), {
            lease_id: leaseId,
            category: item.category,
            monthly_amount: item.monthly_amount,
          }),
        );
        for (const item of created) repo.persist(item);
        await tx.flush();
        return repo.findAll({ lease_id: leaseId }, ORDER);
      }),
  };
}
