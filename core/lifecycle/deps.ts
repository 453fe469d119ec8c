// What the notice and lease-lifecycle use cases are built from.
import type { Clock } from '../ports/clock.js';
import type { EventOutbox } from '../ports/event-outbox.js';
import type { Workflows } from '../ports/workflows.js';

export interface LifecycleDeps {
  clock: Clock;
  /** Every move goes through the status use case, whose timers follow (core/leasing/change-lease-status.ts). */
  workflows: Workflows;
  /** Domain events of the status moves (docs/decisions.md 134). */
  events: EventOutbox;
}
