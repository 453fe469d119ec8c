// What the deposit restitution watch (workflows/deposit-restitution) does on its dates: read the
// deposit, record one monthly period of lateness (loi 89-462 art. 22 al. 7). Idempotent: a retried
// activity records a period once.
import { Lease } from '../../leasing/lease.js';
import type { EventOutbox } from '../../ports/event-outbox.js';
import type { Store } from '../../ports/store.js';
import { toCents } from '../../shared/money.js';
import { DepositPenaltyAccrual, SecurityDeposit } from './deposit.js';
import { latePeriodStart, penaltyPerPeriodCents } from './deposit-rules.js';

export interface WatchedDeposit {
  deposit: SecurityDeposit;
  /** False once the restitution is recorded: the watch ends. */
  awaiting: boolean;
}

export interface RecordedPenalty {
  awaiting: boolean;
  period: number;
  period_start: string;
  amount_cents: number;
  /** False when this period was already recorded (a retried activity). */
  created: boolean;
}

export function depositWatchUseCases(store: Store, events: EventOutbox) {
  async function watched(depositId: string): Promise<WatchedDeposit> {
    const deposit = await store.repo(SecurityDeposit).get(depositId);
    return { deposit, awaiting: deposit.status === 'AWAITING_RESTITUTION' };
  }

  return {
    watched,
    /** Records the `period`-th monthly period started late, unless the deposit was returned meanwhile. */
    recordLatePeriod: (depositId: string, period: number): Promise<RecordedPenalty> =>
      store.transaction(async (tx) => {
        const deposit = await tx.repo(SecurityDeposit).getLocked(depositId);
        const periodStart = latePeriodStart(deposit.restitution_deadline!, period);
        if (deposit.status !== 'AWAITING_RESTITUTION')
          return { awaiting: false, period, period_start: periodStart, amount_cents: 0, created: false };
        const existing = await tx.repo(DepositPenaltyAccrual).findOne({ deposit_id: depositId, period_number: period });
        if (existing)
          return {
            awaiting: true,
            period,
            period_start: periodStart,
            amount_cents: toCents(existing.amount),
            created: false,
          };
        const lease = await tx.repo(Lease).get(deposit.lease_id);
        // No increase is due while the tenant has not given a forwarding address (art. 22 al. 7).
        const cents = deposit.forwarding_address === null ? 0 : penaltyPerPeriodCents(toCents(lease.rent_amount));
        tx.repo(DepositPenaltyAccrual).persist(
          Object.assign(new DepositPenaltyAccrual(), {
            deposit_id: depositId,
            period_number: period,
            period_start: periodStart,
            amount: cents / 100,
          }),
        );
        // Published for outbound webhooks (docs/decisions.md 134): one event per late period.
        await events.record(tx, {
          tenantId: deposit.tenant_id,
          type: 'deposit.late',
          key: `${depositId}:${period}`,
          subjectType: 'security_deposit',
          subjectId: depositId,
          payload: {
            lease_id: deposit.lease_id,
            deposit_id: depositId,
            period,
            period_start: periodStart,
            penalty: cents / 100,
          },
        });
        await tx.flush();
        return { awaiting: true, period, period_start: periodStart, amount_cents: cents, created: true };
      }),
  };
}
