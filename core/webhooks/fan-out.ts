// The relay's first half (docs/decisions.md 132): each new outbox event fanned out to the tenant's
// matching subscriptions, one delivery per subscription and event, in the transaction that marks
// the event dispatched.
import type { StoredEvent } from '../ports/event-outbox.js';
import type { RelayDeps } from './deps.js';
import { matchesEvent } from './webhook-rules.js';
import { WebhookDelivery, WebhookSubscription, subscriptionsLock } from './webhook-subscription.js';

/** The body every attempt of a delivery sends (Standard Webhooks payload: type, timestamp, data; plus id and subject). */
export function envelope(event: StoredEvent): Record<string, unknown> {
  return {
    id: event.id,
    type: event.type,
    timestamp: event.createdAt.toISOString(),
    subject: { type: event.subjectType, id: event.subjectId },
    data: event.payload,
  };
}

async function fanOutOne(deps: RelayDeps, event: StoredEvent): Promise<number> {
  return deps.stores.forTenant(event.tenantId).transaction(async (tx) => {
    await tx.lockName(subscriptionsLock(event.tenantId));
    const subscriptions = await tx.repo(WebhookSubscription).findAll({ enabled: true });
    const matching = subscriptions.filter((s) => matchesEvent(s.event_types, event.type));
    const deliveries = tx.repo(WebhookDelivery);
    for (const subscription of matching) {
      if (await deliveries.findOne({ subscription_id: subscription.id, event_id: event.id })) continue;
      deliveries.persist(
        Object.assign(new WebhookDelivery(), {
          id: deps.ids.next(),
          subscription_id: subscription.id,
          event_id: event.id,
          event_type: event.type,
          payload: envelope(event),
          next_attempt_at: deps.clock.now(),
        }),
      );
    }
    await deps.feed.markDispatched(tx, event.id, deps.clock.now());
    await tx.flush();
    return matching.length;
  });
}

/** Fans out up to `limit` pending events; answers how many events and how many deliveries they queued. */
export async function fanOut(deps: RelayDeps, limit = 100): Promise<{ events: number; queued: number }> {
  const events = await deps.feed.pending(deps.stores.system(), limit);
  let queued = 0;
  for (const event of events) queued += await fanOutOne(deps, event);
  return { events: events.length, queued };
}
