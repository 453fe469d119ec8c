// What the billing use cases (deposits, rent periods, payments, receipts, reminders) are built from.
import type { Clock } from '../ports/clock.js';
import type { CollectionsListener } from '../ports/collections.js';
import type { DocumentPrinter } from '../ports/document-printer.js';
import type { EventOutbox } from '../ports/event-outbox.js';
import type { FileStore } from '../ports/file-store.js';
import type { Ids } from '../ports/ids.js';
import type { Notifier } from '../ports/notifier.js';
import type { PdfRenderer } from '../ports/pdf-renderer.js';
import type { ReceiptsLater } from '../ports/receipts-later.js';
import type { Workflows } from '../ports/workflows.js';

export interface BillingDeps {
  clock: Clock;
  ids: Ids;
  /** Where receipt PDFs are kept. */
  files: FileStore;
  /** Renders receipts and notices of rent due. */
  pdf: PdfRenderer;
  /** Prints from the account's default template of the type, else the built-in document (docs/decisions.md 295); the built-in when absent. */
  printer?: DocumentPrinter;
  /** Deposit restitution watches and rent reminder escalations. */
  workflows: Workflows;
  /** Domain events (`payment.received`), recorded in the transaction of the change. */
  events: EventOutbox;
  /** Receipts go to their tenants by e-mail, the PDF attached. */
  notifier: Notifier;
  /** The owner accounts of managed lots post each payment's allocations (core/mandates/accounts/). */
  collections?: CollectionsListener;
  /** Where a settlement's receipts go when it made too many due for its request (a batch run); all in the request when absent. */
  receiptsLater?: ReceiptsLater;
}
