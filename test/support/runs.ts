// Batch runs in tests: a run's activities on a test app's database, files and outbox (the worker's,
// without Temporal), a driver that goes through a run as its workflow does, and the seeding of the
// tenant isolation walk.
import { randomUUID } from 'node:crypto';
import { EmbeddedPdfRenderer } from '../../adapters/pdf/embedded-renderer.js';
import { tableEventOutbox } from '../../adapters/persistence/event-outbox.js';
import { mikroStores } from '../../adapters/persistence/store.js';
import type { Clock } from '../../core/ports/clock.js';
import type { Notifier } from '../../core/ports/notifier.js';
import type { PdfRenderer } from '../../core/ports/pdf-renderer.js';
import type { RunProgress } from '../../core/runs/run-rules.js';
import { type BatchRunActivities, createActivities } from '../../workflows/batch-run/activities.js';
import type { Client, TestApp } from './app.js';
import { activeLease } from './billing.js';
import { ok } from './leasing.js';
import { withPool } from './db.js';

export function runActivities(
  app: TestApp,
  options: { clock: Clock; renderer?: PdfRenderer; notifier?: Notifier; sideBySide?: boolean },
): BatchRunActivities {
  return createActivities({
    stores: mikroStores(app.orm),
    clock: options.clock,
    ids: { next: randomUUID },
    files: app.files,
    pdf: options.renderer ?? new EmbeddedPdfRenderer(),
    events: tableEventOutbox,
    notifier: options.notifier ?? app.outbox,
    workflows: app.services.billing.workflows,
    sideBySide: options.sideBySide,
  });
}

/** Goes through the run as its workflow does: begin, each page until none is left, end. */
export async function driveRun(activities: BatchRunActivities, tenantId: string, runId: string): Promise<RunProgress> {
  const ref = { tenantId, runId };
  const begun = await activities.beginBatchRun(ref);
  if (begun.status !== 'RUNNING') return begun;
  for (;;) {
    const page = await activities.runBatchPage(ref);
    if (page.stop) return activities.finishBatchRun({ ...ref, status: 'CANCELLED', error: null });
    if (!page.more) return activities.finishBatchRun({ ...ref, status: 'COMPLETED', error: null });
  }
}

/** Rows of a table for the tenant, by a condition on its columns (`true` for all). */
export function countRows(tenantId: string, table: string, condition = 'true', params: unknown[] = []) {
  return withPool(async (pool) => {
    const { rows } = await pool.query<{ n: number }>(
      `select count(*)::int as n from "${table}" where tenant_id = $1 and ${condition}`,
      [tenantId, ...params],
    );
    return rows[0].n;
  });
}

/** For the tenant isolation walk: an active lease and a run of its notices (ids by the walk's names). */
export async function seedRuns(client: Client): Promise<{ run: string }> {
  await activeLease(client, { start_date: '2026-01-01', rent_amount: 700 });
  return { run: ok(await client.runs.start({ body: { kind: 'RENT_NOTICES', period: '2026-12' } }), 201).id };
}
