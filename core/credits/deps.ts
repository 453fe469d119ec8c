// What the credit purchase use cases are built from.
import type { Clock } from '../ports/clock.js';
import type { EventOutbox } from '../ports/event-outbox.js';
import type { Ids } from '../ports/ids.js';
import type { PaymentProvider } from '../ports/payment-provider.js';
import type { Stores } from '../ports/store.js';

export interface CreditsDeps {
  clock: Clock;
  ids: Ids;
  events: EventOutbox;
  /** Unscoped reads of the receiver (a provider event names its tenant through our purchase). */
  stores: Stores;
  /** Null when no provider is configured: purchases answer 503 (docs/architecture.md, Real parts). */
  payments: PaymentProvider | null;
}
