// A batch run under a worker killed with SIGKILL in the middle of a page (docs/decisions.md 233):
// `npm start` and `npm run worker` against a Temporal dev server, on the test database. The page
// under way is taken up again by another worker once its heartbeat lapses; the run ends COMPLETED
// and each lease's notice is done once, counted in the database (items, periods, events, messages).
// Writes one `FAULT` line with its figures (docs/faults.md).
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTemporalDevServer, type TemporalDevServer } from '../../adapters/temporal/dev-server.js';
import { freePort } from '../../adapters/peers/process.js';
import { startTs } from '../process/run.js';
import { type ApiProcess, startApi } from '../support/api-process.js';
import { TEST_SERVICE_SECRET, type TestApp, type TestTenant, clientFor, startTestApp } from '../support/app.js';
import { activeLease } from '../support/billing.js';
import { eventually } from '../support/eventually.js';
import { ok } from '../support/leasing.js';
import { PEER_ENV, requirePeer } from '../support/peers.js';
import { countRows } from '../support/runs.js';

const cliPath = requirePeer(PEER_ENV.temporalCliPath, 'the batch run fault test');
const LEASES = 24;

let dataDir: string;
let temporal: TemporalDevServer;
let harness: TestApp;
let tenant: TestTenant;
let api: ApiProcess | undefined;
const workers: ChildProcess[] = [];

/** `npm run worker` on the test database, the dev server and the API's files, once it says it runs. */
async function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = startTs('adapters/main/worker.ts', {
    DATABASE_URL: process.env.TEST_DATABASE_URL!,
    LOG_LEVEL: 'info',
    ...env,
  });
  workers.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
  while (!output.includes('"msg":"worker running"')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the worker did not start: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return child;
}

const report = (line: string) => process.stdout.write(`FAULT ${line}\n`);

(cliPath ? describe : describe.skip)('a batch run whose worker is killed mid-page', () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'rental-fault-batch-run-'));
    await chmod(dataDir, 0o755);
    const started = await startTemporalDevServer({
      dataDir: path.join(dataDir, 'temporal'),
      port: await freePort(),
      env: { ...process.env, TEMPORAL_CLI_PATH: cliPath },
    });
    if (!started.ok) throw new Error(started.reason);
    temporal = started.server;
    harness = await startTestApp();
    tenant = await harness.newTenant('Batch run faults');
    for (let i = 0; i < LEASES; i += 1)
      await activeLease(tenant.client, { start_date: '2026-01-01', rent_amount: 500 + i });
  }, 240_000);

  afterAll(async () => {
    for (const child of workers)
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }
    await api?.stop();
    await harness?.close();
    await temporal?.stop();
  }, 60_000);

  it('resumes the page on another worker and does each lease once', async () => {
    const env = {
      TEMPORAL_ADDRESS: temporal.address,
      TEMPORAL_TASK_QUEUE: `batch-run-fault-${randomUUID()}`,
      DATA_DIR: dataDir,
      SERVICE_SECRET: TEST_SERVICE_SECRET,
      MAIL_EMBEDDED: 'false',
    };
    api = await startApi(env);
    const first = await startWorker({ ...env, API_URL: api.url });
    const client = clientFor(api.url, { authorization: `Bearer ${tenant.apiKey}` });
    const run = ok(await client.runs.start({ body: { kind: 'RENT_NOTICES', period: '2026-12', page_size: 10 } }), 201);
    const items = () => countRows(tenant.tenantId, 'batch_run_items', 'run_id = $2', [run.id]);
    // In the second page: the first one recorded, the second under way.
    await eventually(async () => expect(await items()).toBeGreaterThanOrEqual(13), 60_000);
    const exited = once(first, 'exit');
    first.kill('SIGKILL');
    await exited;
    const killedAt = Date.now();
    const doneAtKill = await items();
    await startWorker({ ...env, API_URL: api.url });
    await eventually(
      async () => expect(ok(await client.runs.get({ params: { id: run.id } }), 200).status).toBe('COMPLETED'),
      120_000,
    );
    const ms = Date.now() - killedAt;
    const ended = ok(await client.runs.get({ params: { id: run.id } }), 200);
    expect(ended).toMatchObject({ total: LEASES, done: LEASES, failed: 0, skipped: 0 });
    expect(await items()).toBe(LEASES);
    expect(await countRows(tenant.tenantId, 'rent_periods', `period_start = '2026-12-01'`)).toBe(LEASES);
    expect(await countRows(tenant.tenantId, 'outbox_events', `type = 'rent.notice.issued'`)).toBe(LEASES);
    expect(await countRows(tenant.tenantId, 'outbox_messages', `kind = 'rent_notice'`)).toBe(LEASES);
    report(
      `worker killed (SIGKILL) with ${doneAtKill} of ${LEASES} notices done, in its second page of 10; ` +
        `another worker ended the run COMPLETED ${ms} ms later, ${LEASES} items, periods, events and messages: none twice`,
    );
  }, 300_000);
});
