// The end of a deposit (loi 89-462 art. 22): the keys are handed back, the deadline is set and
// watched by the engine (deposit-handover); then the restitution is recorded and the watch ends
// (return-deposit).
import type { Store } from '../../ports/store.js';
import type { BillingDeps } from '../deps.js';
import { type KeyHandover, handOverKeys } from './deposit-handover.js';
import { type Restitution, returnDeposit } from './return-deposit.js';

export function depositRestitutionUseCases(store: Store, deps: Pick<BillingDeps, 'clock' | 'workflows'>) {
  return {
    /**
     * POST /leases/{id}/deposit/handover: the keys are back; the deadline is 1 or 2 months later, read
     * from the signed exit report when there is one. The same handover again is a no-op that
     * re-schedules the watch; a different one is a 409.
     */
    handover: (leaseId: string, input: KeyHandover) => handOverKeys(store, deps, leaseId, input),

    /** POST /leases/{id}/deposit/restitution: once, after the handover; the watch is told to end. */
    restitution: (leaseId: string, input: Restitution) => returnDeposit(store, deps, leaseId, input),
  };
}
