// What the fund-call and co-owner-account use cases are built from.
import type { Clock } from '../../ports/clock.js';
import type { DocumentPrinter } from '../../ports/document-printer.js';
import type { EventOutbox } from '../../ports/event-outbox.js';
import type { FileStore } from '../../ports/file-store.js';
import type { Ids } from '../../ports/ids.js';
import type { Notifier } from '../../ports/notifier.js';
import type { PdfRenderer } from '../../ports/pdf-renderer.js';
import type { Workflows } from '../../ports/workflows.js';

export interface FundCallDeps {
  clock: Clock;
  ids: Ids;
  /** Renders each notice (avis d'appel de fonds) and each recovery letter. */
  pdf: PdfRenderer;
  /** Prints from the account's default template of the type, else the built-in document (docs/decisions.md 295); the built-in when absent. */
  printer?: DocumentPrinter;
  files: FileStore;
  /** Each notice and recovery letter goes to its co-owner. */
  notifier: Notifier;
  /** `syndic_fund_call.issued`, `syndic_recovery.step_taken`, recorded in the change's transaction. */
  events: EventOutbox;
  /** The syndicate's fund-call process (workflows/syndic-fund-calls). */
  workflows: Workflows;
}

export const today = (deps: Pick<FundCallDeps, 'clock'>) => deps.clock.now().toISOString().slice(0, 10);
