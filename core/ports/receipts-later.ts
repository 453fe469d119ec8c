// Port: the receipts a settlement leaves to a process of their own, when it made due more than a
// request should render (core/billing/receipts/settlement-receipts.ts); core/runs/ records them as a
// PAYMENT_RECEIPTS batch run. Billing knows nothing of runs.
import type { Store } from './store.js';

export interface ReceiptsLater {
  /** In `tx`: the receipts the leases' periods marked due owe, left to a process recorded here; answers its id. */
  leave(tx: Store, leaseIds: string[]): Promise<string>;
}
