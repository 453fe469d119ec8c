// Activities of a batch run: adapters from the workflow to core/runs (createActivities(deps)). A
// page is idempotent (docs/decisions.md 233): its items are done once by their unique key, its
// counts recorded once by the cursor it started from; it heartbeats after each lease, so a dead
// worker's page is taken up again by another attempt within the heartbeat timeout.
import { Context } from '@temporalio/activity';
import type { Clock } from '../../core/ports/clock.js';
import type { EventOutbox } from '../../core/ports/event-outbox.js';
import type { DocumentPrinter } from '../../core/ports/document-printer.js';
import type { FileStore } from '../../core/ports/file-store.js';
import type { Ids } from '../../core/ports/ids.js';
import type { Notifier } from '../../core/ports/notifier.js';
import type { PdfRenderer } from '../../core/ports/pdf-renderer.js';
import type { TenantStores } from '../../core/ports/store.js';
import type { Workflows } from '../../core/ports/workflows.js';
import { beginRun, finishRun, runPage } from '../../core/runs/run-pages.js';

export interface BatchRunActivityDeps {
  stores: TenantStores;
  clock: Clock;
  ids: Ids;
  files: FileStore;
  pdf: PdfRenderer;
  /** Prints the statements of an OWNER_STATEMENTS run from the account's template, when it has one. */
  printer?: DocumentPrinter;
  events: EventOutbox;
  notifier: Notifier;
  workflows: Workflows;
  /** false: a page's items one after the other, whatever their kind allows (a test's exact sequence). */
  sideBySide?: boolean;
}

export interface RunRef {
  tenantId: string;
  runId: string;
}

/** The activity's heartbeat, when it runs as one (a direct call in a test has no context). */
function heartbeat(): void {
  try {
    Context.current().heartbeat();
  } catch {
    // Not inside an activity: nothing to tell.
  }
}

export function createActivities(deps: BatchRunActivityDeps) {
  const store = (tenantId: string) => deps.stores.forTenant(tenantId);
  return {
    beginBatchRun: (ref: RunRef) => beginRun(store(ref.tenantId), ref.runId, deps.clock.now()),

    /** Does the run's next page of leases; answers its progress, whether leases remain, whether to stop. */
    runBatchPage: (ref: RunRef) =>
      runPage(
        store(ref.tenantId),
        deps,
        ref.runId,
        heartbeat,
        deps.sideBySide === false ? undefined : () => store(ref.tenantId),
      ),

    finishBatchRun: (ref: RunRef & { status: 'COMPLETED' | 'CANCELLED' | 'FAILED'; error: string | null }) =>
      finishRun(store(ref.tenantId), ref.runId, ref.status, deps.clock.now(), ref.error),
  };
}

export type BatchRunActivities = ReturnType<typeof createActivities>;
