// What the plans use cases are built from.
import type { Clock } from '../ports/clock.js';
import type { EventOutbox } from '../ports/event-outbox.js';
import type { Ids } from '../ports/ids.js';
import type { PaymentProvider } from '../ports/payment-provider.js';
import type { Quota } from '../ports/quota.js';
import type { Secrets } from '../ports/secrets.js';
import type { Stores } from '../ports/store.js';

export interface PlansDeps {
  clock: Clock;
  ids: Ids;
  events: EventOutbox;
  /** Unscoped reads of the receiver (a subscription event names its tenant) and of coupon uses. */
  stores: Stores;
  /** Null when no provider is configured: subscribing answers 503. */
  payments: PaymentProvider | null;
  /** The limits of the account's plan (core/plans/quota.ts). */
  quota: Quota;
  /** API keys' secrets and digests (key management). */
  secrets: Secrets;
}
