// Lease termination: a lease whose term is reached (FINALISATION, or EXPIRED) becomes TERMINATED
// once the exit inspection is accepted by both parties and the keys are back (docs/decisions.md,
// lease state machine). Through the status use case, so the lease's timers follow.
import { exitDone, exitInspectionResult } from './exit-result.js';
import { changeLeaseStatus } from '../leasing/change-lease-status.js';
import type { LeasingDeps } from '../leasing/deps.js';
import { Lease } from '../leasing/lease.js';
import type { Store } from '../ports/store.js';

/** Terminates the lease when its exit is done and its term reached; true when it did. */
export async function closeLeaseAfterExit(
  store: Store,
  deps: Pick<LeasingDeps, 'clock' | 'workflows' | 'events'>,
  leaseId: string,
): Promise<boolean> {
  const lease = await store.repo(Lease).get(leaseId);
  if (lease.status !== 'FINALISATION' && lease.status !== 'EXPIRED') return false;
  if (!exitDone(await exitInspectionResult(store, leaseId))) return false;
  await changeLeaseStatus(store, deps, leaseId, 'TERMINATED');
  return true;
}
