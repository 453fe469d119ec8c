// The receipts a settlement leaves to a process of their own (core/ports/receipts-later.ts): a
// PAYMENT_RECEIPTS run of the lease, recorded in the settlement's transaction with its workflow's
// start (docs/decisions.md 320, 350).
import type { ReceiptsLater } from '../ports/receipts-later.js';
import { toDateOnly } from '../shared/dates.js';
import type { RunsDeps } from './deps.js';
import { recordRun } from './runs.js';

export function paymentReceiptsRun(deps: Pick<RunsDeps, 'clock' | 'workflows'>): ReceiptsLater {
  return {
    leave: async (tx, leaseId) =>
      (
        await recordRun(tx, deps, {
          kind: 'PAYMENT_RECEIPTS',
          period: toDateOnly(deps.clock.now()).slice(0, 7),
          lease_ids: [leaseId],
        })
      ).id,
  };
}
