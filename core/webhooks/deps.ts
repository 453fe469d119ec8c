// What the outbound webhook use cases and their relay are built from.
import type { Clock } from '../ports/clock.js';
import type { EventFeed, EventOutbox } from '../ports/event-outbox.js';
import type { Ids } from '../ports/ids.js';
import type { Quota } from '../ports/quota.js';
import type { SecretBox } from '../ports/secret-box.js';
import type { Stores } from '../ports/store.js';
import type { WebhookSender } from '../ports/webhook-sender.js';

export interface WebhookDeps {
  clock: Clock;
  ids: Ids;
  stores: Stores;
  events: EventOutbox;
  feed: EventFeed;
  sender: WebhookSender;
  /** Seals each subscription's signing secret for storage. */
  box: SecretBox;
  /** Dev only (WEBHOOKS_ALLOW_PRIVATE): http and private or loopback destinations allowed. */
  allowPrivate: boolean;
  /** The plan's limit on webhook subscriptions (docs/decisions.md 283). */
  quota: Quota;
}

/** What the relay needs (core/webhooks/relay.ts). */
export type RelayDeps = Pick<WebhookDeps, 'clock' | 'ids' | 'stores' | 'events' | 'feed' | 'sender' | 'box'>;
