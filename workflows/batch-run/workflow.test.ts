// The batch run workflow under Temporal's time-skipping test server, the API and the worker on the
// test database: a run of the notices of rent due goes through its leases one page at a time,
// continues as new past PAGES_PER_EXECUTION pages, answers its progress query, and ends COMPLETED
// with each lease done once; a run cancelled as it starts ends CANCELLED; the recorded histories
// replay with today's workflow code.
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { DefaultLogger, bundleWorkflowCode } from '@temporalio/worker';
import { buildActivityDeps } from '../../adapters/main/services.js';
import { temporalTarget } from '../../adapters/temporal/workflows-client.js';
import { type RunningWorker, WORKFLOWS_PATH, startRentalWorker } from '../../adapters/temporal/worker.js';
import { TEST_SERVICE_SECRET, type TestApp, type TestTenant, startTestApp } from '../../test/support/app.js';
import { activeLease } from '../../test/support/billing.js';
import { ok } from '../../test/support/leasing.js';
import { PEER_ENV, requirePeer } from '../../test/support/peers.js';
import { countRows } from '../../test/support/runs.js';
import { quietTemporalRuntime, recordHistory, replayHistories } from '../../test/support/temporal.js';
import { batchRunWorkflowId } from './client.js';
import { PAGES_PER_EXECUTION, batchRunProgressQuery } from './workflow.js';

const HISTORIES = fileURLToPath(new URL('./histories', import.meta.url));
const testServerPath = requirePeer(PEER_ENV.temporalTestServerPath, 'the batch run workflow tests');
const LEASES = PAGES_PER_EXECUTION + 2;

(testServerPath ? describe : describe.skip)('batch run workflow (time-skipping test server)', () => {
  let env: TestWorkflowEnvironment;
  let worker: RunningWorker;
  let app: TestApp;
  let tenant: TestTenant;
  const clock = { ms: Date.parse('2026-12-20T09:00:00Z'), now: () => new Date(clock.ms) };
  const taskQueue = `batch-run-test-${randomUUID()}`;

  beforeAll(async () => {
    quietTemporalRuntime();
    env = await TestWorkflowEnvironment.createTimeSkipping({
      server: { executable: { type: 'existing-path', path: testServerPath! } },
    });
    const workflowBundle = await bundleWorkflowCode({
      workflowsPath: WORKFLOWS_PATH,
      logger: new DefaultLogger('WARN'),
    });
    app = await startTestApp({ clock, engine: temporalTarget(env.client.workflow), taskQueue });
    worker = await startRentalWorker({
      connection: env.nativeConnection,
      namespace: env.namespace ?? 'default',
      taskQueue,
      deps: buildActivityDeps({
        orm: app.orm,
        files: app.files,
        serviceSecret: TEST_SERVICE_SECRET,
        apiOrigin: app.baseUrl,
        publicBaseUrl: 'https://signer.example',
        notifier: app.outbox,
        clock,
        workflows: app.services.billing.workflows,
      }),
      workerOptions: { workflowBundle },
    });
    tenant = await app.newTenant('Batch run workflow');
    for (let i = 0; i < LEASES; i += 1)
      await activeLease(tenant.client, { start_date: '2026-01-01', rent_amount: 700 + i });
  }, 240_000);

  afterAll(async () => {
    await app?.close();
    await worker?.stop();
    await env?.teardown();
  });

  it('goes through the leases a page at a time, continues as new, and ends COMPLETED with each lease done once', async () => {
    const run = ok(
      await tenant.client.runs.start({ body: { kind: 'RENT_NOTICES', period: '2026-12', page_size: 1 } }),
      201,
    );
    const handle = env.client.workflow.getHandle(batchRunWorkflowId(tenant.tenantId, run.id));
    const result = await handle.result();
    expect(result).toMatchObject({ status: 'COMPLETED', progress: { total: LEASES, done: LEASES, percent: 100 } });
    expect(await handle.query(batchRunProgressQuery)).toMatchObject({ status: 'COMPLETED', done: LEASES });
    // The execution that ended is not the first: the run continued as new after PAGES_PER_EXECUTION pages.
    const described = await handle.describe();
    expect(described.runId).not.toBe(described.raw.workflowExecutionInfo?.firstRunId);
    const read = ok(await tenant.client.runs.get({ params: { id: run.id } }), 200);
    expect(read).toMatchObject({ status: 'COMPLETED', total: LEASES, done: LEASES, skipped: 0, failed: 0 });
    expect(await countRows(tenant.tenantId, 'batch_run_items', 'run_id = $2', [run.id])).toBe(LEASES);
    expect(await countRows(tenant.tenantId, 'outbox_messages', `kind = 'rent_notice'`)).toBe(LEASES);
    await recordHistory(handle, HISTORIES, 'completed-after-continue-as-new');
  }, 180_000);

  it('ends CANCELLED, doing nothing, when cancelled as it starts', async () => {
    const run = ok(
      await tenant.client.runs.start({ body: { kind: 'RENT_NOTICES', period: '2026-12', page_size: 1 } }),
      201,
    );
    ok(await tenant.client.runs.cancel({ params: { id: run.id }, body: {} }), 200);
    const handle = env.client.workflow.getHandle(batchRunWorkflowId(tenant.tenantId, run.id));
    expect((await handle.result()).status).toBe('CANCELLED');
    expect(ok(await tenant.client.runs.get({ params: { id: run.id } }), 200)).toMatchObject({
      status: 'CANCELLED',
      done: 0,
      cancel_requested: true,
    });
    await recordHistory(handle, HISTORIES, 'cancelled-as-it-starts');
    expect(await countRows(tenant.tenantId, 'batch_run_items')).toBe(LEASES);
  }, 180_000);
});

describe('batch run replay', () => {
  it("replays the recorded histories with today's workflow code", async () => {
    quietTemporalRuntime();
    expect(await replayHistories(HISTORIES)).toEqual([
      'cancelled-as-it-starts.json',
      'completed-after-continue-as-new.json',
    ]);
  }, 120_000);
});
