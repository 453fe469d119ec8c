// /webhook-subscriptions/{id}/deliveries: what was sent to a subscription, each delivery with its
// attempts (status code, latency), and a manual redelivery (docs/decisions.md 132).
import type { Store } from '../ports/store.js';
import { type ListInput, pageRequest } from '../shared/crud.js';
import { definedCriteria } from '../shared/criteria.js';
import { ConflictError, NotFoundError } from '../shared/errors.js';
import type { WebhookDeps } from './deps.js';
import type { DeliveryStatus } from '../../contract/vocabulary/webhooks.js';
import { WebhookAttempt, WebhookDelivery, WebhookSubscription } from './webhook-subscription.js';

export function deliveryUseCases(store: Store, deps: Pick<WebhookDeps, 'clock'>) {
  async function delivery(subscriptionId: string, id: string): Promise<WebhookDelivery> {
    await store.repo(WebhookSubscription).get(subscriptionId);
    const found = await store.repo(WebhookDelivery).findOne({ id, subscription_id: subscriptionId });
    if (!found) throw new NotFoundError('delivery', id);
    return found;
  }
  return {
    async list(subscriptionId: string, input: ListInput & { status?: DeliveryStatus; event_type?: string }) {
      await store.repo(WebhookSubscription).get(subscriptionId);
      return store.repo(WebhookDelivery).list(
        {
          subscription_id: subscriptionId,
          ...definedCriteria({ status: input.status, event_type: input.event_type }),
        },
        pageRequest(input),
      );
    },
    async get(subscriptionId: string, id: string) {
      const found = await delivery(subscriptionId, id);
      const attempts = await store
        .repo(WebhookAttempt)
        .findAll({ delivery_id: id }, [{ field: 'created_at', direction: 'asc' }]);
      return { ...found, attempts };
    },
    /** Queues the delivery again now, with a fresh retry schedule; 409 while the subscription is disabled. */
    async redeliver(subscriptionId: string, id: string) {
      const subscription = await store.repo(WebhookSubscription).get(subscriptionId);
      const found = await delivery(subscriptionId, id);
      if (!subscription.enabled)
        throw new ConflictError('The subscription is disabled: enable it before redelivering', [], {
          subscription_id: subscription.id,
        });
      Object.assign(found, { status: 'PENDING', attempt_count: 0, next_attempt_at: deps.clock.now() });
      await store.flush();
      return found;
    },
  };
}
