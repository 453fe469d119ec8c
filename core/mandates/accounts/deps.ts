// What the owner accounts, statements and payouts are built from.
import type { Clock } from '../../ports/clock.js';
import type { DocumentPrinter } from '../../ports/document-printer.js';
import type { EventOutbox } from '../../ports/event-outbox.js';
import type { FileStore } from '../../ports/file-store.js';
import type { Ids } from '../../ports/ids.js';
import type { Notifier } from '../../ports/notifier.js';
import type { PdfRenderer } from '../../ports/pdf-renderer.js';
import type { TenantStores } from '../../ports/store.js';
import type { Workflows } from '../../ports/workflows.js';
import type { DebtorAccount } from '../payouts/transfer-batch.js';

export interface OwnerAccountDeps {
  clock: Clock;
  ids: Ids;
  /** Renders statements. */
  pdf: PdfRenderer;
  /** Prints from the account's default template of the type, else the built-in document (docs/decisions.md 295); the built-in when absent. */
  printer?: DocumentPrinter;
  /** `owner_statement.issued`, recorded with the statement. */
  events: EventOutbox;
  /** The statement goes to the owner through the message outbox. */
  notifier: Notifier;
  /** The statement schedule of a mandate (workflows/owner-statements/). */
  workflows: Workflows;
  stores: TenantStores;
  /** The statements' PDFs, stored to go with the owner's e-mail; the expenses' documents. */
  files: FileStore;
}

/** What the HTTP side adds: the agency's account of SEPA orders. */
export interface OwnerAccountServiceDeps extends OwnerAccountDeps {
  /** The agency's account (configuration: SEPA_DEBTOR_*); a request may name another. */
  debtor: DebtorAccount | null;
}
