// Amendment notifications (spec, Amendment notification): made by the system (notify-parties.ts);
// a caller reads them and moves them forward (SENT, READ, ACTIONED, EXPIRED), never back.
import type { Clock } from '../ports/clock.js';
import type { Store } from '../ports/store.js';
import { type ListInput, pageRequest } from '../shared/crud.js';
import { definedCriteria } from '../shared/criteria.js';
import { AmendmentNotification } from './amendment.js';
import type { NotificationStatus, NotificationType, RecipientType } from '../../contract/vocabulary/amendments.js';
import { amendmentOf, childOf } from './access.js';
import { assertNotificationMove, notificationDatesOf } from './status-machine.js';

export interface NotificationListInput extends ListInput {
  status?: NotificationStatus;
  notification_type?: NotificationType;
  recipient_type?: RecipientType;
  recipient_id?: string;
}

export function amendmentNotificationUseCases(store: Store, deps: { clock: Clock }) {
  async function get(leaseId: string, amendmentId: string, notificationId: string) {
    const { amendment } = await amendmentOf(store, leaseId, amendmentId);
    return childOf(store, AmendmentNotification, amendment, notificationId, 'amendment notification');
  }
  return {
    async list(leaseId: string, amendmentId: string, input: NotificationListInput) {
      const { amendment } = await amendmentOf(store, leaseId, amendmentId);
      const { status, notification_type, recipient_type, recipient_id } = input;
      return store.repo(AmendmentNotification).list(
        {
          amendment_id: amendment.id,
          ...definedCriteria({ status, notification_type, recipient_type, recipient_id }),
        },
        pageRequest(input),
      );
    },
    get,
    /** Spec, States (Amendment notification): SENT, READ and ACTIONED set their dates; a move back is a 409. */
    async changeStatus(leaseId: string, amendmentId: string, notificationId: string, status: NotificationStatus) {
      const notification = await get(leaseId, amendmentId, notificationId);
      if (notification.status === status) return notification;
      assertNotificationMove(notification.status, status);
      const now = deps.clock.now();
      for (const field of notificationDatesOf(notification.status, status)) notification[field] ??= now;
      notification.status = status;
      await store.flush();
      return notification;
    },
  };
}
