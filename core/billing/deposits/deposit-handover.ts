// POST /leases/{id}/deposit/handover (loi 89-462 art. 22): the keys are back, the restitution deadline
// is set, and the engine watches it.
import { exitInspectionResult } from '../../inspections/exit-result.js';
import { Lease } from '../../leasing/lease.js';
import type { Store } from '../../ports/store.js';
import { toDateOnly } from '../../shared/dates.js';
import { ConflictError } from '../../shared/errors.js';
import type { BillingDeps } from '../deps.js';
import { billingSettingsOf } from '../settings.js';
import type { SecurityDeposit } from './deposit.js';
import { type HandoverClaim, type SignedExit, handoverFacts, restitutionDeadline } from './deposit-rules.js';
import type { DepositView } from './deposit-view.js';
import { depositOf, viewDeposit } from './load-deposit.js';
import { assertDateInRange, rulesError } from './restitution-dates.js';

export interface KeyHandover extends HandoverClaim {
  forwarding_address?: string | null;
}

/** The lease's exit report once both parties signed it, as the deposit rules read it. */
export async function signedExitOf(store: Store, leaseId: string): Promise<SignedExit | null> {
  const exit = await exitInspectionResult(store, leaseId);
  if (!exit?.signed) return null;
  return {
    inspection_date: exit.inspection_date,
    keys_returned: exit.keys.returned,
    restitution_months: exit.deposit_restitution_months,
  };
}

/** Core owns state, workflows own time: the engine's watch of the deadline is recorded with it. */
async function watch(
  deps: Pick<BillingDeps, 'workflows'>,
  tx: Store,
  deposit: SecurityDeposit,
  reminderDays: number,
): Promise<void> {
  if (!deps.workflows.enabled || deposit.status !== 'AWAITING_RESTITUTION') return;
  await deps.workflows.in(tx).scheduleDepositRestitution({
    tenantId: deposit.tenant_id,
    leaseId: deposit.lease_id,
    depositId: deposit.id,
    deadline: deposit.restitution_deadline!,
    reminderDays,
  });
}

/**
 * The deadline is 1 or 2 months after the keys' return, read from the signed exit report when there
 * is one. The same handover again is a no-op that re-schedules the watch; a different one is a 409.
 */
export async function handOverKeys(
  store: Store,
  deps: Pick<BillingDeps, 'clock' | 'workflows'>,
  leaseId: string,
  input: KeyHandover,
): Promise<DepositView> {
  const deposit = await store.transaction(async (tx) => {
    const lease = await tx.repo(Lease).get(leaseId);
    const deposit = await depositOf(tx, leaseId, { lock: true });
    const { facts, errors } = handoverFacts(input, await signedExitOf(tx, leaseId));
    if (!facts) throw rulesError(errors);
    if (deposit.status !== 'HELD') {
      const same =
        deposit.keys_returned_on === facts.keys_returned_on && deposit.exit_matches_entry === facts.exit_matches_entry;
      if (!same || deposit.status === 'RESTITUTED')
        throw new ConflictError(
          `The keys were already handed back on ${deposit.keys_returned_on}; the handover cannot change`,
          [{ path: 'keys_returned_on', message: 'handover already recorded', code: 'already_handed_over' }],
          { deposit_status: deposit.status },
        );
    } else {
      assertDateInRange(
        'keys_returned_on',
        facts.keys_returned_on,
        { date: lease.start_date, what: 'the lease start' },
        toDateOnly(deps.clock.now()),
      );
      deposit.keys_returned_on = facts.keys_returned_on;
      deposit.exit_matches_entry = facts.exit_matches_entry;
      deposit.restitution_deadline = restitutionDeadline(facts.keys_returned_on, facts.exit_matches_entry);
      deposit.status = 'AWAITING_RESTITUTION';
    }
    if (input.forwarding_address !== undefined) deposit.forwarding_address = input.forwarding_address;
    await tx.flush();
    await watch(deps, tx, deposit, (await billingSettingsOf(tx)).deposit_reminder_days);
    return deposit;
  });
  return viewDeposit(store, deps, deposit);
}
