// The end of a deposit (loi 89-462 art. 22): the keys are handed back, the deadline is set and
// watched by the engine; then the restitution is recorded and the watch ends.
import { exitInspectionResult } from '../../inspections/exit-result.js';
import { Lease } from '../../leasing/lease.js';
import type { Store } from '../../ports/store.js';
import { compareDates, toDateOnly } from '../../shared/dates.js';
import { BusinessRuleError, ConflictError, type FieldError, UnavailableError } from '../../shared/errors.js';
import type { BillingDeps } from '../deps.js';
import type { SecurityDeposit } from './deposit.js';
import { type HandoverClaim, type SignedExit, handoverFacts, restitutionDeadline } from './deposit-rules.js';
import type { DepositView } from './deposit-view.js';
import { depositOf, depositUseCases } from './deposits.js';
import { billingSettingsOf } from '../settings.js';

export interface KeyHandover extends HandoverClaim {
  forwarding_address?: string | null;
}

export interface Restitution {
  returned_amount: number;
  returned_on: string;
}

function dateErrors(path: string, date: string, notBefore: { date: string; what: string }, today: string) {
  const errors: FieldError[] = [];
  if (compareDates(date, notBefore.date) < 0)
    errors.push({ path, message: `${path} is before ${notBefore.what} (${notBefore.date})`, code: 'date_order' });
  if (compareDates(date, today) > 0) errors.push({ path, message: `${path} is in the future`, code: 'future_date' });
  return errors;
}

/** The lease's exit report once both parties signed it, as the deposit rules read it. */
async function signedExitOf(store: Store, leaseId: string): Promise<SignedExit | null> {
  const exit = await exitInspectionResult(store, leaseId);
  if (!exit?.signed) return null;
  return {
    inspection_date: exit.inspection_date,
    keys_returned: exit.keys.returned,
    restitution_months: exit.deposit_restitution_months,
  };
}

function rulesError(errors: FieldError[]): BusinessRuleError {
  return new BusinessRuleError(errors.map((e) => e.message).join('; '), errors);
}

function assertRules(errors: FieldError[]): void {
  if (errors.length > 0) throw rulesError(errors);
}

export function depositRestitutionUseCases(store: Store, deps: Pick<BillingDeps, 'clock' | 'workflows'>) {
  const today = () => toDateOnly(deps.clock.now());
  const deposits = depositUseCases(store, deps);

  /** Core owns state, workflows own time: the deadline is committed, then the engine watches it (503 if it cannot). */
  async function watch(deposit: SecurityDeposit, reminderDays: number): Promise<void> {
    if (!deps.workflows.enabled || deposit.status !== 'AWAITING_RESTITUTION') return;
    try {
      await deps.workflows.scheduleDepositRestitution({
        tenantId: deposit.tenant_id,
        leaseId: deposit.lease_id,
        depositId: deposit.id,
        deadline: deposit.restitution_deadline!,
        reminderDays,
      });
    } catch (error) {
      throw new UnavailableError(
        `The key handover is recorded, but the restitution deadline could not be scheduled (${(error as Error).message}); send the same handover again to retry`,
      );
    }
  }

  return {
    /**
     * POST /leases/{id}/deposit/handover: the keys are back; the deadline is 1 or 2 months later, read
     * from the signed exit report when there is one. The same handover again is a no-op that
     * re-schedules the watch; a different one is a 409.
     */
    async handover(leaseId: string, input: KeyHandover): Promise<DepositView> {
      const { deposit, reminderDays } = await store.transaction(async (tx) => {
        const lease = await tx.repo(Lease).get(leaseId);
        const deposit = await depositOf(tx, leaseId, { lock: true });
        const { facts, errors } = handoverFacts(input, await signedExitOf(tx, leaseId));
        if (!facts) throw rulesError(errors);
        if (deposit.status !== 'HELD') {
          const same =
            deposit.keys_returned_on === facts.keys_returned_on &&
            deposit.exit_matches_entry === facts.exit_matches_entry;
          if (!same || deposit.status === 'RESTITUTED')
            throw new ConflictError(
              `The keys were already handed back on ${deposit.keys_returned_on}; the handover cannot change`,
              [{ path: 'keys_returned_on', message: 'handover already recorded', code: 'already_handed_over' }],
              { deposit_status: deposit.status },
            );
        } else {
          assertRules(
            dateErrors(
              'keys_returned_on',
              facts.keys_returned_on,
              { date: lease.start_date, what: 'the lease start' },
              today(),
            ),
          );
          deposit.keys_returned_on = facts.keys_returned_on;
          deposit.exit_matches_entry = facts.exit_matches_entry;
          deposit.restitution_deadline = restitutionDeadline(facts.keys_returned_on, facts.exit_matches_entry);
          deposit.status = 'AWAITING_RESTITUTION';
        }
        if (input.forwarding_address !== undefined) deposit.forwarding_address = input.forwarding_address;
        await tx.flush();
        return { deposit, reminderDays: (await billingSettingsOf(tx)).deposit_reminder_days };
      });
      await watch(deposit, reminderDays);
      return deposits.view(store, deposit);
    },

    /** POST /leases/{id}/deposit/restitution: once, after the handover; the watch is told to end. */
    async restitution(leaseId: string, input: Restitution): Promise<DepositView> {
      const deposit = await store.transaction(async (tx) => {
        const deposit = await depositOf(tx, leaseId, { lock: true });
        if (deposit.status !== 'AWAITING_RESTITUTION')
          throw new ConflictError(
            deposit.status === 'HELD'
              ? 'Record the key handover (POST .../deposit/handover) before the restitution'
              : `The deposit was already returned on ${deposit.returned_on}`,
            [{ path: 'deposit', message: `deposit is ${deposit.status}`, code: 'deposit_status' }],
            { deposit_status: deposit.status },
          );
        assertRules(
          dateErrors(
            'returned_on',
            input.returned_on,
            { date: deposit.keys_returned_on!, what: 'the key handover' },
            today(),
          ),
        );
        deposit.returned_amount = input.returned_amount;
        deposit.returned_on = input.returned_on;
        deposit.status = 'RESTITUTED';
        await tx.flush();
        return deposit;
      });
      if (deps.workflows.enabled) {
        // Best effort: the watch also reads the deposit before each penalty period and ends on its
        // own once it is returned (docs/decisions.md, "Security deposits").
        await deps.workflows
          .depositRestituted({ tenantId: deposit.tenant_id, depositId: deposit.id, returnedOn: input.returned_on })
          .catch(() => undefined);
      }
      return deposits.view(store, deposit);
    },
  };
}
