// The relay's second half (docs/decisions.md 132): the deliveries due are sent, each claimed first
// so that two relays never send it at once, every attempt recorded, failures retried on the
// schedule, and a subscription that failed the whole schedule disabled.
import type { SecretBox } from '../ports/secret-box.js';
import type { Store } from '../ports/store.js';
import type { WebhookResponse } from '../ports/webhook-sender.js';
import { NotFoundError } from '../shared/errors.js';
import type { RelayDeps } from './deps.js';
import { isDelivered, nextAttemptAfter } from './webhook-rules.js';
import { WebhookAttempt, WebhookDelivery, WebhookSubscription } from './webhook-subscription.js';

/** How long a claimed delivery is held before another relay may take it (a relay that died). */
export const CLAIM_SECONDS = 120;

/**
 * The delivery, locked, unless its subscription was deleted since the relay read it (once it is
 * locked, a delete waits for this transaction to end).
 */
function lockedDelivery(tx: Store, id: string) {
  return tx
    .repo(WebhookDelivery)
    .getLocked(id)
    .catch((error: unknown) => {
      if (error instanceof NotFoundError) return null;
      throw error;
    });
}

/** Takes the delivery for this relay if it is still due; null when another took or finished it, or it is gone. */
async function claim(deps: RelayDeps, store: Store, id: string) {
  return store.transaction(async (tx) => {
    const delivery = await lockedDelivery(tx, id);
    if (!delivery) return null;
    const now = deps.clock.now();
    if (delivery.status !== 'PENDING' || !delivery.next_attempt_at || delivery.next_attempt_at > now) return null;
    const subscription = await tx.repo(WebhookSubscription).get(delivery.subscription_id);
    delivery.next_attempt_at = new Date(now.getTime() + CLAIM_SECONDS * 1000);
    await tx.flush();
    return { delivery, subscription };
  });
}

async function disable(deps: RelayDeps, tx: Store, subscription: WebhookSubscription, delivery: WebhookDelivery) {
  const now = deps.clock.now();
  Object.assign(subscription, {
    enabled: false,
    disabled_at: now,
    disabled_reason: `delivery ${delivery.id} failed every attempt of its retry schedule`,
  });
  await deps.events.record(tx, {
    tenantId: subscription.tenant_id,
    type: 'webhook.subscription.disabled',
    key: `${subscription.id}:${now.toISOString()}`,
    subjectType: 'webhook_subscription',
    subjectId: subscription.id,
    payload: { subscription_id: subscription.id, url: subscription.url, failed_delivery_id: delivery.id },
  });
}

/**
 * The subscription's signing secret. One stored before secrets were sealed (migration
 * 20261126090000) is still the clear `whsec_...`, read as it is until the subscription is made again.
 */
function signingSecret(box: SecretBox, stored: string): string {
  return stored.startsWith('whsec_') ? stored : box.open(stored);
}

const notSent = (error: string): WebhookResponse => ({ statusCode: null, latencyMs: 0, error });

/** The delivery sent, unless its subscription is disabled or its secret cannot be opened (a failed attempt). */
async function send(deps: RelayDeps, delivery: WebhookDelivery, subscription: WebhookSubscription) {
  if (!subscription.enabled) return notSent('the subscription is disabled');
  let secret: string;
  try {
    secret = signingSecret(deps.box, subscription.sealed_secret);
  } catch {
    return notSent(
      'the signing secret cannot be opened: it was sealed under another SERVICE_SECRET; create the subscription again',
    );
  }
  return deps.sender.send({
    url: subscription.url,
    secret,
    messageId: delivery.event_id,
    body: JSON.stringify(delivery.payload),
  });
}

/**
 * One attempt of a claimed delivery, recorded with its outcome and the next step (nothing to record
 * when the subscription was deleted while it was sent).
 */
async function attempt(deps: RelayDeps, store: Store, delivery: WebhookDelivery, subscription: WebhookSubscription) {
  const answer = await send(deps, delivery, subscription);
  await store.transaction(async (tx) => {
    const current = await lockedDelivery(tx, delivery.id);
    if (!current) return;
    const succeeded = isDelivered(answer.statusCode);
    tx.repo(WebhookAttempt).persist(
      Object.assign(new WebhookAttempt(), {
        id: deps.ids.next(),
        delivery_id: current.id,
        status_code: answer.statusCode,
        latency_ms: Math.round(answer.latencyMs),
        error: answer.error?.slice(0, 500) ?? null,
        succeeded,
      }),
    );
    const now = deps.clock.now();
    current.attempt_count += 1;
    current.last_status_code = answer.statusCode;
    const next = succeeded || !subscription.enabled ? null : nextAttemptAfter(current.attempt_count, now);
    current.next_attempt_at = next;
    current.status = succeeded ? 'SUCCEEDED' : next ? 'PENDING' : 'FAILED';
    if (succeeded) current.succeeded_at = now;
    if (current.status === 'FAILED' && subscription.enabled)
      await disable(deps, tx, await tx.repo(WebhookSubscription).getLocked(subscription.id), current);
    await tx.flush();
  });
}

/** Sends the deliveries due now (oldest first); answers how many were attempted. */
export async function deliverDue(deps: RelayDeps, limit = 20): Promise<number> {
  const system = deps.stores.system();
  const due = await system
    .repo(WebhookDelivery)
    .viewAll(
      { status: 'PENDING', next_attempt_at: { $lte: deps.clock.now() } },
      [{ field: 'next_attempt_at', direction: 'asc' }],
      limit,
    );
  let attempted = 0;
  for (const { id, tenant_id } of due) {
    const store = deps.stores.forTenant(tenant_id);
    const claimed = await claim(deps, store, id);
    if (!claimed) continue;
    await attempt(deps, store, claimed.delivery, claimed.subscription);
    attempted += 1;
  }
  return attempted;
}
