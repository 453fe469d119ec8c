// What the leasing use cases are built from.
import type { Clock } from '../ports/clock.js';
import type { EventOutbox } from '../ports/event-outbox.js';
import type { FileInspector } from '../ports/file-inspector.js';
import type { FileStore } from '../ports/file-store.js';
import type { Ids } from '../ports/ids.js';
import type { PdfReader, PdfRenderer } from '../ports/pdf-renderer.js';
import type { Quota } from '../ports/quota.js';
import type { Workflows } from '../ports/workflows.js';

export interface LeasingDeps {
  clock: Clock;
  ids: Ids;
  files: FileStore;
  inspector: FileInspector;
  /** The workflow engine: yearly revision reminders start when a lease becomes ACTIVE, stop when it ends. */
  workflows: Workflows;
  /** Lease contracts and other documents to PDF (Gotenberg or the embedded renderer). */
  renderer: PdfRenderer;
  /** Page counts of rendered PDFs. */
  pdfReader: PdfReader;
  /** Domain events (`lease.activated`), recorded in the transaction of the change. */
  events: EventOutbox;
  /** The plan's limits: active leases, generated documents (docs/decisions.md 283). */
  quota: Quota;
}
