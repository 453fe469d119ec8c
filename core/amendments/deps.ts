// What the amendment use cases are built from.
import type { LeasingDeps } from '../leasing/deps.js';

/**
 * The lease's own: clock, ids, files and their inspector, the workflows (the expiry timer of
 * amendments awaiting their signatures, workflows/amendment-expiry), the lease PDF renderer and
 * reader (the amendment PDF, docs/decisions.md 147) and the webhook events (`amendment.activated`
 * ...), recorded with the change.
 */
export type AmendmentDeps = LeasingDeps;

/** Who acts: the principal (API key id) written as performed_by and created_by. */
export interface AmendmentActor {
  keyId: string;
}
