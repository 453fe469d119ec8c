// What the charge use cases are built from, and who calls them (the audit log names the caller).
import type { Actor } from '../shared/actor.js';
import type { Clock } from '../ports/clock.js';
import type { EventOutbox } from '../ports/event-outbox.js';
import type { FileStore } from '../ports/file-store.js';
import type { Ids } from '../ports/ids.js';
import type { Notifier } from '../ports/notifier.js';
import type { PdfRenderer } from '../ports/pdf-renderer.js';

export interface ChargesDeps {
  clock: Clock;
  ids: Ids;
  /** Renders the regularisation statement (décompte). */
  renderer: PdfRenderer;
  /** Where a sent statement's PDF is kept, for the e-mails that carry it. */
  files: FileStore;
  /** The statement goes to each tenant by e-mail. */
  notifier: Notifier;
  /** Domain events (`charges.regularisation_sent`), recorded in the transaction of the change. */
  events: EventOutbox;
}

export interface ChargesContext extends ChargesDeps {
  actor: Actor;
}
