// The receipts payments leave to a process of their own (core/ports/receipts-later.ts): a
// PAYMENT_RECEIPTS run of their leases, recorded in the caller's transaction with its workflow's
// start (a bank import's, a payment of more than 3 periods: docs/decisions.md 320, 350).
import type { ReceiptsLater } from '../ports/receipts-later.js';
import { toDateOnly } from '../shared/dates.js';
import type { RunsDeps } from './deps.js';
import { recordRun } from './runs.js';

export function paymentReceiptsRun(deps: Pick<RunsDeps, 'clock' | 'workflows'>): ReceiptsLater {
  return {
    leave: async (tx, leaseIds) =>
      (
        await recordRun(tx, deps, {
          kind: 'PAYMENT_RECEIPTS',
          period: toDateOnly(deps.clock.now()).slice(0, 7),
          lease_ids: leaseIds,
        })
      ).id,
  };
}
