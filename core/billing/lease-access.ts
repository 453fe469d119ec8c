// The lease a billing record hangs on, in a status that allows the operation (409 otherwise).
import { Lease } from '../leasing/lease.js';
import type { LeaseStatus } from '../../contract/vocabulary/leasing.js';
import type { Store } from '../ports/store.js';
import { ConflictError } from '../shared/errors.js';

/** Statuses in which money moves on a lease: signed and not yet closed. */
export const SIGNED_STATUSES: readonly LeaseStatus[] = [
  'PENDING_SIGNATURE',
  'ACTIVE',
  'NOTICE',
  'FINALISATION',
  'EXPIRED',
];

/** The lease (404 when not the caller's), or a 409 naming its status when `allowed` excludes it. */
export async function leaseIn(
  store: Store,
  leaseId: string,
  allowed: readonly LeaseStatus[],
  what: string,
  options: { lock?: boolean } = {},
): Promise<Lease> {
  const repo = store.repo(Lease);
  const lease = options.lock ? await repo.getLocked(leaseId) : await repo.get(leaseId);
  if (!allowed.includes(lease.status)) {
    throw new ConflictError(
      `${what} is not possible on a ${lease.status} lease (only ${allowed.join(', ')})`,
      [{ path: 'lease', message: `lease is ${lease.status}`, code: 'lease_status' }],
      { lease_status: lease.status },
    );
  }
  return lease;
}
