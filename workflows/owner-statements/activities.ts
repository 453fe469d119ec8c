// Activities of the statement schedule: adapters from the workflow to core (createActivities(deps),
// as the other processes). Idempotent: a period already issued is not issued again
// (core/mandates/statements/issue-statement.ts).
import { issueEnded } from '../../core/mandates/statements/statements.js';
import type { Clock } from '../../core/ports/clock.js';
import type { DocumentPrinter } from '../../core/ports/document-printer.js';
import type { FileStore } from '../../core/ports/file-store.js';
import type { PdfRenderer } from '../../core/ports/pdf-renderer.js';
import type { EventOutbox } from '../../core/ports/event-outbox.js';
import type { Notifier } from '../../core/ports/notifier.js';
import type { TenantStores } from '../../core/ports/store.js';

export interface OwnerStatementActivityDeps {
  stores: TenantStores;
  clock: Clock;
  /** `owner_statement.issued`. */
  events: EventOutbox;
  /** The statement goes to the owner, its PDF attached (printed, then stored). */
  notifier: Notifier;
  pdf: PdfRenderer;
  printer?: DocumentPrinter;
  files: FileStore;
}

export function createActivities(deps: OwnerStatementActivityDeps) {
  return {
    /** Issues every period of the mandate ended before `today` (the workflow's day) not issued yet; says whether it runs and when its period ends. */
    issueEndedStatements: (input: { tenantId: string; mandateId: string; today: string }) =>
      issueEnded(deps.stores.forTenant(input.tenantId), deps, input.mandateId, input.today),
  };
}

export type OwnerStatementActivities = ReturnType<typeof createActivities>;
