// What the condition report use cases are built from.
import type { Clock } from '../ports/clock.js';
import type { DocumentPrinter } from '../ports/document-printer.js';
import type { EventOutbox } from '../ports/event-outbox.js';
import type { Ids } from '../ports/ids.js';
import type { PdfRenderer } from '../ports/pdf-renderer.js';
import type { Workflows } from '../ports/workflows.js';

export interface InspectionDeps {
  clock: Clock;
  ids: Ids;
  /** Each report's PDF. */
  renderer: PdfRenderer;
  /** Prints from the account's default ConditionReport template, else the built-in document (docs/decisions.md 295); the built-in when absent. */
  printer?: DocumentPrinter;
  /** A signed exit report with the keys back ends the lease: its timers follow (core/leasing/change-lease-status.ts). */
  workflows: Workflows;
  /** Domain events of the status moves (docs/decisions.md 134). */
  events: EventOutbox;
}
