// GET/POST/PUT /leases/{id}/deposit: one security deposit per lease, within the lease's legal cap
// (loi 89-462 art. 22, 25-6, 25-13; docs/decisions.md, "Security deposits"). Assembled: the reads
// in load-deposit, the writes in deposit-writes.
import type { Store } from '../../ports/store.js';
import type { BillingDeps } from '../deps.js';
import { type DepositFields, createDeposit, updateDeposit } from './deposit-writes.js';
import { depositOf, viewDeposit } from './load-deposit.js';

export function depositUseCases(store: Store, deps: Pick<BillingDeps, 'clock'>) {
  return {
    get: async (leaseId: string) => viewDeposit(store, deps, await depositOf(store, leaseId)),

    /** One deposit per lease (409), on a signed lease (409 for a draft or a terminated one). */
    create: (leaseId: string, fields: DepositFields) => createDeposit(store, deps, leaseId, fields),

    /** Amount and receipt until the deposit is returned; the forwarding address at any time before. */
    update: (leaseId: string, patch: DepositFields) => updateDeposit(store, deps, leaseId, patch),
  };
}
