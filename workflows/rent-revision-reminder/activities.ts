// Activities of the rent revision reminder: adapters from the workflow to core, built from ports
// (createActivities(deps), as in temporalio/samples-typescript `activities-dependency-injection`).
// They run in the worker's Node process, outside the workflow sandbox.

import type { RevisionIndexType } from '../../contract/vocabulary/leasing.js';
import { frenchDate, frenchEuros } from '../../core/billing/french.js';
import { indexLabel } from '../../core/indexation/indices.js';
import { type RevisionProposal, proposeRevision } from '../../core/indexation/revision-proposal.js';
import { planNextRevision, type PlannedRevision } from '../../core/leasing/revision-schedule.js';
import type { Notifier } from '../../core/ports/notifier.js';
import type { TenantStores } from '../../core/ports/store.js';

export interface RentRevisionActivityDeps {
  notifier: Notifier;
  /** Reads the lease and the index table to propose the revised rent. */
  stores: TenantStores;
}

export interface PlanRentRevisionInput {
  anchorDate: string;
  previousRevisionDate: string | null;
  noticeDays: number;
  /** Today as the workflow sees it (its deterministic clock), `YYYY-MM-DD`. */
  today: string;
}

export interface RentRevisionReminderNotice {
  tenantId: string;
  leaseId: string;
  revisionDate: string;
  indexType: RevisionIndexType;
}

const INDEX_NAMES: Record<RevisionIndexType, string> = {
  IRL: 'indice de référence des loyers (IRL)',
  ICC: 'indice du coût de la construction (ICC)',
  ILAT: 'indice des loyers des activités tertiaires (ILAT)',
  ILC: 'indice des loyers commerciaux (ILC)',
  NONE: 'aucun indice',
};

/** The simulated figure, or why it cannot be computed yet. */
function proposalText(proposal: RevisionProposal): string {
  const c = proposal.computation;
  if (!c) return ` Le loyer révisé ne peut pas encore être calculé : ${proposal.reason}`;
  const index = (value: { quarter: string; value: number }) =>
    `${indexLabel(c.index_series, value.quarter)} : ${String(value.value).replace('.', ',')}`;
  return (
    ` Loyer actuel ${frenchEuros(c.previous_rent_cents)} ; loyer révisé proposé ${frenchEuros(c.revised_rent_cents)} ` +
    `(${index(c.new_index)} / ${index(c.old_index)}), dû à compter du ${frenchDate(c.effective_date)} si la révision est demandée d'ici là.`
  );
}

export function createActivities(deps: RentRevisionActivityDeps) {
  return {
    /** The next revision to remind of, by the core calendar rule. */
    async planRentRevision(input: PlanRentRevisionInput): Promise<PlannedRevision> {
      return planNextRevision({
        anchor: input.anchorDate,
        today: input.today,
        previousRevisionDate: input.previousRevisionDate,
        noticeDays: input.noticeDays,
      });
    },

    /** Queues the reminder that a lease's rent revision is due; once per lease and revision date. */
    async recordRentRevisionReminder(
      notice: RentRevisionReminderNotice,
    ): Promise<{ notificationId: string; duplicate: boolean }> {
      const proposal = await proposeRevision(
        deps.stores.forTenant(notice.tenantId),
        notice.leaseId,
        notice.revisionDate,
      );
      const result = await deps.notifier.enqueue({
        tenantId: notice.tenantId,
        kind: 'rent_revision_due',
        channel: 'email',
        recipient: 'lease_manager',
        subject: `Révision annuelle du loyer au ${frenchDate(notice.revisionDate)}`,
        body:
          `Le loyer du bail ${notice.leaseId} peut être révisé au ${frenchDate(notice.revisionDate)} ` +
          `selon l'${INDEX_NAMES[notice.indexType]}. Appliquez la révision avant cette date ; ` +
          `une révision non demandée dans l'année qui suit est perdue (loi du 6 juillet 1989, art. 17-1).` +
          proposalText(proposal),
        data: {
          lease_id: notice.leaseId,
          revision_date: notice.revisionDate,
          revision_index_type: notice.indexType,
          proposed_rent_cents: proposal.computation?.revised_rent_cents ?? null,
        },
        idempotencyKey: `rent-revision-reminder:${notice.tenantId}:${notice.leaseId}:${notice.revisionDate}`,
        leaseId: notice.leaseId,
      });
      return { notificationId: result.id, duplicate: result.duplicate };
    },
  };
}

export type RentRevisionActivities = ReturnType<typeof createActivities>;
