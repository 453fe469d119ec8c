// POST /mandates/{id}/activate | suspend | resume | terminate: one move of the status machine, in one
// transaction. Activation and resumption hold the account's lots lock, so that two mandates over the
// same lot cannot both become ACTIVE.
import type { Store } from '../ports/store.js';
import { toDateOnly } from '../shared/dates.js';
import type { MandateDeps } from './deps.js';
import { ManagementMandate, MandateLot } from './mandate.js';
import { assertLotsFree, lotsLock } from './mandate-lots.js';
import { moveOrConflict } from './mandate-status.js';
import { assertSignedOn, assertTermination } from './mandate-terms.js';
import { startStatementSchedule } from './statements/statement-schedule.js';
import type { MandateWithLots } from './types.js';

type Change = (mandate: ManagementMandate, tx: Store) => Promise<void> | void;

async function move(
  store: Store,
  id: string,
  transition: Parameters<typeof moveOrConflict>[1],
  change: Change,
): Promise<MandateWithLots> {
  return store.transaction(async (tx) => {
    const mandate = await tx.repo(ManagementMandate).getLocked(id);
    const next = moveOrConflict(mandate.status, transition);
    await change(mandate, tx);
    if (next === 'ACTIVE') {
      await tx.lockName(lotsLock(mandate.tenant_id));
      await assertLotsFree(tx, mandate);
    }
    mandate.status = next;
    await tx.flush();
    return { mandate, lots: await tx.repo(MandateLot).findAll({ mandate_id: id }) };
  });
}

export function mandateMoves(store: Store, deps: MandateDeps) {
  const today = () => toDateOnly(deps.clock.now());
  return {
    activate: (id: string, input: { signed_on: string }) =>
      move(store, id, 'activate', async (mandate, tx) => {
        assertSignedOn(input.signed_on, today());
        mandate.signed_on = input.signed_on;
        await startStatementSchedule(tx, deps.workflows, mandate);
      }),
    suspend: (id: string) => move(store, id, 'suspend', () => undefined),
    resume: (id: string) =>
      move(store, id, 'resume', (mandate, tx) => startStatementSchedule(tx, deps.workflows, mandate)),
    terminate: (id: string, input: { terminated_on: string; notice_given_on?: string; reason: string }) =>
      move(store, id, 'terminate', (mandate) => {
        const notice = input.notice_given_on ?? today();
        assertTermination(mandate, { terminated_on: input.terminated_on, notice_given_on: notice }, today());
        mandate.terminated_on = input.terminated_on;
        mandate.termination_notice_given_on = notice;
        mandate.termination_reason = input.reason;
      }),
  };
}
