// Lease state machine. The spec (States and transitions, Lease) fixes only DRAFT on creation and
// PENDING_SIGNATURE -> ACTIVE on signature; the other moves are this service's design
// (docs/decisions.md, "Lease state machine"):
//
//   DRAFT             -> PENDING_SIGNATURE (sent for e-signature), ACTIVE (signed on paper)
//   PENDING_SIGNATURE -> ACTIVE (all signed), DRAFT (signature withdrawn to edit the lease)
//   ACTIVE            -> NOTICE (congé given), FINALISATION (term reached, exit inspection),
//                        EXPIRED (fixed term reached: bail mobilité, student lease),
//                        TERMINATED (résiliation: mutual agreement, clause résolutoire, court)
//   NOTICE            -> ACTIVE (congé withdrawn), FINALISATION (exit inspection), TERMINATED
//   EXPIRED           -> FINALISATION (exit inspection after the term), TERMINATED
//   FINALISATION      -> TERMINATED (exit inspection done, keys returned)
//   TERMINATED        -> nothing (final)
//
// A DRAFT that will never be signed is deleted (DELETE /leases/{id}), not terminated.
import type { LeaseStatus } from '../../contract/vocabulary/leasing.js';

export const LEASE_TRANSITIONS: Readonly<Record<LeaseStatus, readonly LeaseStatus[]>> = {
  DRAFT: ['PENDING_SIGNATURE', 'ACTIVE'],
  PENDING_SIGNATURE: ['ACTIVE', 'DRAFT'],
  ACTIVE: ['NOTICE', 'FINALISATION', 'EXPIRED', 'TERMINATED'],
  NOTICE: ['ACTIVE', 'FINALISATION', 'TERMINATED'],
  EXPIRED: ['FINALISATION', 'TERMINATED'],
  FINALISATION: ['TERMINATED'],
  TERMINATED: [],
};

/** The states a lease in `from` may move to. */
export function allowedNextStatuses(from: LeaseStatus): readonly LeaseStatus[] {
  return LEASE_TRANSITIONS[from];
}

/** Whether `from -> to` is a legal move; staying in the same state is not a move. */
export function canTransition(from: LeaseStatus, to: LeaseStatus): boolean {
  return LEASE_TRANSITIONS[from].includes(to);
}

/** A state with no way out. */
export function isFinalStatus(status: LeaseStatus): boolean {
  return LEASE_TRANSITIONS[status].length === 0;
}

/** Spec, Leases: deletion is allowed for DRAFT leases only. */
export function isDeletable(status: LeaseStatus): boolean {
  return status === 'DRAFT';
}
