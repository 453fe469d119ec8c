// What the landlord keeps from the deposit, each amount justified (loi 89-462 art. 22 al. 1: sums
// still owed and sums owed in the tenant's place, "dûment justifiées"; al. 5: a charges provision of
// at most 20 % in a collective building, settled within a month of the annual accounts). Assembled:
// reads here, the changes in change-retentions.
import type { Store } from '../../ports/store.js';
import { type ListInput, pageRequest } from '../../shared/crud.js';
import { definedCriteria } from '../../shared/criteria.js';
import {
  type RetentionFields,
  type RetentionPatch,
  addRetention,
  removeRetention,
  retentionOf,
  updateRetention,
} from './change-retentions.js';
import type { RetentionCategory } from '../../../contract/vocabulary/billing.js';
import { DepositRetention } from './deposit.js';
import { depositOf } from './load-deposit.js';

export function depositRetentionUseCases(store: Store) {
  return {
    async list(leaseId: string, input: ListInput & { category?: RetentionCategory }) {
      const deposit = await depositOf(store, leaseId);
      return store
        .repo(DepositRetention)
        .list(
          { deposit_id: deposit.id, ...definedCriteria({ category: input.category }) },
          pageRequest(input, [{ field: 'created_at', direction: 'asc' }]),
        );
    },
    get: async (leaseId: string, id: string) => retentionOf(store, await depositOf(store, leaseId), id),
    add: (leaseId: string, fields: RetentionFields) => addRetention(store, leaseId, fields),
    update: (leaseId: string, id: string, patch: RetentionPatch) => updateRetention(store, leaseId, id, patch),
    remove: (leaseId: string, id: string) => removeRetention(store, leaseId, id),
  };
}
