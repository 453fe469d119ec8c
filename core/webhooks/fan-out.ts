// The relay's first half (docs/decisions.md 132): each new outbox event fanned out to the tenant's
// matching subscriptions, one delivery per subscription and event, in the transaction that marks
// the event dispatched: one transaction for the pending events of each tenant (a month end
// publishes 10,000 payments at once, and most accounts subscribe to none).
import type { StoredEvent } from '../ports/event-outbox.js';
import { groupBy } from '../shared/collections.js';
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

/**
 * The events of one tenant in one transaction, under the tenant's subscriptions lock: its
 * subscriptions and the deliveries already made of these events read once, the missing deliveries
 * created, the events marked dispatched.
 */
async function fanOutTenant(deps: RelayDeps, tenantId: string, events: StoredEvent[]): Promise<number> {
  return deps.stores.forTenant(tenantId).transaction(async (tx) => {
    await tx.lockName(subscriptionsLock(tenantId));
    const subscriptions = await tx.repo(WebhookSubscription).findAll({ enabled: true });
    const due = events.flatMap((event) =>
      subscriptions
        .filter((s) => matchesEvent(s.event_types, event.type))
        .map((subscription) => ({ event, subscription })),
    );
    const deliveries = tx.repo(WebhookDelivery);
    // Both columns, so that the (subscription_id, event_id) unique index serves the read.
    const made = due.length
      ? await deliveries.findAll({
          subscription_id: { $in: [...new Set(due.map(({ subscription }) => subscription.id))] },
          event_id: { $in: [...new Set(due.map(({ event }) => event.id))] },
        })
      : [];
    const known = new Set(made.map((delivery) => `${delivery.subscription_id} ${delivery.event_id}`));
    for (const { event, subscription } of due) {
      if (known.has(`${subscription.id} ${event.id}`)) continue;
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
    await deps.feed.markDispatched(
      tx,
      events.map((event) => event.id),
      deps.clock.now(),
    );
    await tx.flush();
    return due.length;
  });
}

/** Fans out up to `limit` pending events; answers how many events and how many deliveries they queued. */
export async function fanOut(deps: RelayDeps, limit = 100): Promise<{ events: number; queued: number }> {
  const events = await deps.feed.pending(deps.stores.system(), limit);
  let queued = 0;
  for (const [tenantId, ofTenant] of groupBy(events, (event) => event.tenantId))
    queued += await fanOutTenant(deps, tenantId, ofTenant);
  return { events: events.length, queued };
}
