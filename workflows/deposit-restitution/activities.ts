// Activities of the deposit restitution watch: adapters from the workflow to core, built from
// ports (createActivities(deps), as workflows/rent-revision-reminder). Idempotent: the reminder
// and each late period are keyed, so a retry notifies and records once.
import { depositWatchUseCases } from '../../core/billing/deposits/deposit-watch.js';
import { frenchDate, frenchEuros } from '../../core/billing/french.js';
import type { EventOutbox } from '../../core/ports/event-outbox.js';
import type { Notifier } from '../../core/ports/notifier.js';
import type { TenantStores } from '../../core/ports/store.js';
import { toCents } from '../../core/shared/money.js';

export interface DepositRestitutionActivityDeps {
  notifier: Notifier;
  stores: TenantStores;
  events: EventOutbox;
}

export interface WatchedDepositInput {
  tenantId: string;
  leaseId: string;
  depositId: string;
  deadline: string;
}

export function createActivities(deps: DepositRestitutionActivityDeps) {
  const watch = (tenantId: string) => depositWatchUseCases(deps.stores.forTenant(tenantId), deps.events);
  return {
    /** Reminds the landlord that the deposit is due back by the deadline; nothing once it was returned. */
    async remindDepositDeadline(input: WatchedDepositInput): Promise<{ awaiting: boolean; duplicate: boolean }> {
      const { deposit, awaiting } = await watch(input.tenantId).watched(input.depositId);
      if (!awaiting) return { awaiting, duplicate: false };
      const held = frenchEuros(toCents(deposit.received_amount ?? deposit.amount));
      const result = await deps.notifier.enqueue({
        tenantId: input.tenantId,
        kind: 'deposit_restitution_due',
        channel: 'email',
        recipient: 'lease_manager',
        subject: `Dépôt de garantie à restituer avant le ${frenchDate(input.deadline)}`,
        body:
          `Les clés du bail ${input.leaseId} ont été remises le ${frenchDate(deposit.keys_returned_on!)}. ` +
          `Le dépôt de garantie (${held} versés), déduction faite des sommes dûment justifiées, doit être restitué ` +
          `au plus tard le ${frenchDate(input.deadline)} ; au-delà, le solde est majoré de 10 % du loyer mensuel ` +
          `hors charges par mois de retard commencé (loi du 6 juillet 1989, art. 22).`,
        data: { lease_id: input.leaseId, deposit_id: input.depositId, deadline: input.deadline },
        idempotencyKey: `deposit-restitution-reminder:${input.tenantId}:${input.depositId}:${input.deadline}`,
        leaseId: input.leaseId,
      });
      return { awaiting, duplicate: result.duplicate };
    },

    /** Records the `period`-th monthly period started late and tells the landlord what it adds. */
    async recordDepositPenalty(
      input: WatchedDepositInput & { period: number },
    ): Promise<{ awaiting: boolean; amountCents: number }> {
      const recorded = await watch(input.tenantId).recordLatePeriod(input.depositId, input.period);
      if (!recorded.awaiting) return { awaiting: false, amountCents: 0 };
      await deps.notifier.enqueue({
        tenantId: input.tenantId,
        kind: 'deposit_restitution_late',
        channel: 'email',
        recipient: 'lease_manager',
        subject: `Dépôt de garantie non restitué : ${input.period} mois de retard commencé(s)`,
        body:
          `Le délai de restitution du dépôt de garantie du bail ${input.leaseId} a expiré le ${frenchDate(input.deadline)}. ` +
          (recorded.amount_cents > 0
            ? `La période de retard commencée le ${frenchDate(recorded.period_start)} ajoute ${frenchEuros(recorded.amount_cents)} au solde dû (loi du 6 juillet 1989, art. 22).`
            : `Aucune majoration n'est due tant que le locataire n'a pas indiqué sa nouvelle adresse (loi du 6 juillet 1989, art. 22).`),
        data: {
          lease_id: input.leaseId,
          deposit_id: input.depositId,
          period: input.period,
          penalty_cents: recorded.amount_cents,
        },
        idempotencyKey: `deposit-restitution-late:${input.tenantId}:${input.depositId}:${input.period}`,
        leaseId: input.leaseId,
      });
      return { awaiting: true, amountCents: recorded.amount_cents };
    },
  };
}

export type DepositRestitutionActivities = ReturnType<typeof createActivities>;
