// Activities of the rent revision reminder: adapters from the workflow to core, built from ports
// (createActivities(deps), as in temporalio/samples-typescript `activities-dependency-injection`).
// They run in the worker's Node process, outside the workflow sandbox.

import type { RevisionIndexType } from '../../contract/vocabulary/leasing.js';
import { planNextRevision, type PlannedRevision } from '../../core/leasing/revision-schedule.js';
import type { Notifier } from '../../core/ports/notifier.js';

export interface RentRevisionActivityDeps {
  notifier: Notifier;
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

function frenchDate(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
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
      const result = await deps.notifier.enqueue({
        tenantId: notice.tenantId,
        kind: 'rent_revision_due',
        channel: 'email',
        recipient: 'lease_manager',
        subject: `Révision annuelle du loyer au ${frenchDate(notice.revisionDate)}`,
        body:
          `Le loyer du bail ${notice.leaseId} peut être révisé au ${frenchDate(notice.revisionDate)} ` +
          `selon l'${INDEX_NAMES[notice.indexType]}. Appliquez la révision avant cette date ; ` +
          `une révision non demandée dans l'année qui suit est perdue (loi du 6 juillet 1989, art. 17-1).`,
        data: {
          lease_id: notice.leaseId,
          revision_date: notice.revisionDate,
          revision_index_type: notice.indexType,
        },
        idempotencyKey: `rent-revision-reminder:${notice.tenantId}:${notice.leaseId}:${notice.revisionDate}`,
      });
      return { notificationId: result.id, duplicate: result.duplicate };
    },
  };
}

export type RentRevisionActivities = ReturnType<typeof createActivities>;
