// Moves to TERMINATED that state no ground go through the termination too, so every terminated lease
// has its record: `PUT /leases/{id}/status` (docs/decisions.md, "Lease termination": the bare PUT
// becomes the operation) and the exit report signed with the keys back (docs/decisions.md 124).
// The ground is the one the facts give (termination-rules.ts, unstatedTermination).
import { exitDone, exitInspectionResult } from '../inspections/exit-result.js';
import { changeLeaseStatus } from '../leasing/change-lease-status.js';
import { Lease } from '../leasing/lease.js';
import { canTransition } from '../leasing/lease-status.js';
import type { Store } from '../ports/store.js';
import { toDateOnly } from '../shared/dates.js';
import type { LifecycleDeps } from './deps.js';
import { noticeOf, terminateLease } from './terminate-lease.js';
import { unstatedTermination } from './termination-rules.js';

/** PUT /leases/{id}/status to TERMINATED: idempotent on a TERMINATED lease, the state machine's 409 on an illegal move. */
export async function terminateUnstated(store: Store, deps: LifecycleDeps, leaseId: string): Promise<Lease> {
  const lease = await store.repo(Lease).get(leaseId);
  if (lease.status === 'TERMINATED') return lease;
  if (!canTransition(lease.status, 'TERMINATED')) return changeLeaseStatus(store, deps, leaseId, 'TERMINATED');
  const move = unstatedTermination(lease, await noticeOf(store, leaseId), toDateOnly(deps.clock.now()));
  await terminateLease(store, deps, leaseId, move);
  return store.repo(Lease).get(leaseId);
}

/** A lease whose term is reached (FINALISATION, EXPIRED) ends once its exit is done; true when it did. */
export async function terminateAfterExit(store: Store, deps: LifecycleDeps, leaseId: string): Promise<boolean> {
  const lease = await store.repo(Lease).get(leaseId);
  if (lease.status !== 'FINALISATION' && lease.status !== 'EXPIRED') return false;
  if (!exitDone(await exitInspectionResult(store, leaseId))) return false;
  await terminateUnstated(store, deps, leaseId);
  return true;
}
