// The expiry timer of one amendment awaiting its signatures (spec, Amendment notification:
// AMENDMENT_EXPIRING; docs/decisions.md, amendments). Workflows own time (docs/architecture.md):
// it sleeps until `noticeDays` before expiresAt and has an activity warn the parties, then until
// expiresAt and has an activity move the amendment to EXPIRED; it ends early when the amendment is
// settled (signal `amendmentSettled`, or found no longer pending by an activity).
//
// Deterministic workflow code: no Node built-ins, no I/O.
import { condition, defineQuery, defineSignal, proxyActivities, setHandler } from '@temporalio/workflow';
import type { AmendmentExpiryActivities } from './activities.js';

export interface AmendmentExpiryInput {
  tenantId: string;
  leaseId: string;
  amendmentId: string;
  /** ISO 8601. */
  expiresAt: string;
  noticeDays: number;
}

export interface AmendmentExpiryState {
  warned: boolean;
  settled: boolean;
}

export interface AmendmentExpiryResult {
  outcome: 'settled' | 'expired';
  warned: boolean;
}

export const amendmentSettledSignal = defineSignal('amendmentSettled');
export const amendmentExpiryStateQuery = defineQuery<AmendmentExpiryState>('amendmentExpiryState');

const { warnAmendmentExpiring, expireAmendment } = proxyActivities<AmendmentExpiryActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '10 seconds', backoffCoefficient: 2, maximumInterval: '1 hour' },
});

const DAY_MS = 86_400_000;

export async function amendmentExpiry(input: AmendmentExpiryInput): Promise<AmendmentExpiryResult> {
  const state: AmendmentExpiryState = { warned: false, settled: false };
  setHandler(amendmentSettledSignal, () => {
    state.settled = true;
  });
  setHandler(amendmentExpiryStateQuery, () => ({ ...state }));
  const settled = (): AmendmentExpiryResult => ({ outcome: 'settled', warned: state.warned });
  /** Sleeps until `atMs`; true when the amendment was settled first. */
  const settledBefore = async (atMs: number) => {
    const waitMs = atMs - Date.now();
    if (waitMs > 0) await condition(() => state.settled, waitMs);
    return state.settled;
  };
  const expiresAtMs = Date.parse(input.expiresAt);
  const target = { tenantId: input.tenantId, amendmentId: input.amendmentId };

  if (await settledBefore(expiresAtMs - input.noticeDays * DAY_MS)) return settled();
  const warning = await warnAmendmentExpiring(target);
  if (!warning.pending) return settled();
  state.warned = true;
  if (await settledBefore(expiresAtMs)) return settled();
  // Date in a workflow is the deterministic time of the current workflow task.
  const { expired } = await expireAmendment({ ...target, at: new Date(Date.now()).toISOString() });
  return expired ? { outcome: 'expired', warned: state.warned } : settled();
}
