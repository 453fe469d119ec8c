// Port: the account's plan limits (core/plans/quota.ts behind it; docs/decisions.md 283). A use case
// that consumes a limit calls it inside its own transaction, after writing what it adds: the
// tenant's quota lock is held until the transaction ends, so two requests cannot both take the last
// unit, and a refusal rolls the whole write back.
import type { PlanLimit } from '../../contract/vocabulary/plans.js';
import type { Store } from './store.js';

export interface Quota {
  /**
   * Within `tx` (a tenant's transaction): flushes, takes the tenant's quota lock, counts the limit's
   * use including what the transaction wrote, and throws a PaymentRequiredError (402, naming the limit
   * and the plan) when the use is over the plan's limit.
   */
  assertWithinLimit(tx: Store, tenantId: string, limit: PlanLimit): Promise<void>;
}
