// Port: what happens to money collected on a lease beyond the lease itself. The owner accounts of
// managed lots (core/mandates/accounts/) post each allocation of a payment, in the payment's own
// transaction; billing knows nothing of mandates.
import type { Store } from './store.js';

export interface CollectionsListener {
  /** The leases' payments were allocated in `tx`: post what follows from it, once. */
  allocated(tx: Store, leaseIds: string[]): Promise<void>;
}
