// `npm start` serves before its workflow engine is up (docs/decisions.md 205): with a
// TEMPORAL_ADDRESS that does not answer yet, /api answers at once, health says the engine is starting
// and why, a lease activated meanwhile is committed (200) with its timers waiting in the command
// outbox, and once the server answers they are sent without a restart.
import { chmod, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from '@jest/globals';
import { Connection, WorkflowClient } from '@temporalio/client';
import { freePort } from '../../adapters/peers/process.js';
import { type TemporalDevServer, startTemporalDevServer } from '../../adapters/temporal/dev-server.js';
import { leaseLifecycleWorkflowId } from '../../workflows/lease-lifecycle/client.js';
import { rentRemindersWorkflowId } from '../../workflows/rent-reminders/client.js';
import { rentRevisionWorkflowId } from '../../workflows/rent-revision-reminder/client.js';
import { type ApiProcess, startApi } from '../support/api-process.js';
import { TEST_SERVICE_SECRET, clientFor, startTestApp } from '../support/app.js';
import { eventually } from '../support/eventually.js';
import { leaseWithTenant, ok } from '../support/leasing.js';
import { PEER_ENV, requirePeer } from '../support/peers.js';

const cliPath = requirePeer(PEER_ENV.temporalCliPath, 'the workflows start-up test');

let api: ApiProcess | undefined;
let temporal: TemporalDevServer | undefined;
afterAll(async () => {
  await api?.stop();
  await temporal?.stop();
}, 60_000);

(cliPath ? describe : describe.skip)('npm start before its workflow engine', () => {
  it('serves at once, says the engine is starting, and sends what waited once it answers', async () => {
    const harness = await startTestApp();
    const tenant = await harness.newTenant('Engine late');
    const { lease } = await leaseWithTenant(tenant.client, { start_date: '2025-01-01' });
    await harness.close();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rental-late-engine-'));
    await chmod(dataDir, 0o755);
    const port = await freePort();

    const started = Date.now();
    api = await startApi({
      TEMPORAL_ADDRESS: `127.0.0.1:${port}`,
      TEMPORAL_TASK_QUEUE: `late-${randomUUID()}`,
      // The test apps' secret: the delivery relays of every API on the test database open the same messages.
      SERVICE_SECRET: TEST_SERVICE_SECRET,
    });
    expect(Date.now() - started).toBeLessThan(20_000);
    const client = clientFor(api.url, { authorization: `Bearer ${tenant.apiKey}` });
    const health = ok(await client.health.health(), 200);
    expect(health).toMatchObject({ status: 'degraded', workflow_engine: { state: 'starting' } });
    expect(health.workflows).toContain(`TEMPORAL_ADDRESS=127.0.0.1:${port}`);
    ok(await client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'ACTIVE' } }), 200);
    expect(ok(await client.health.health(), 200).workflow_engine.commands_queued).toBeGreaterThanOrEqual(3);

    const server = await startTemporalDevServer({
      dataDir: path.join(dataDir, 'temporal'),
      port,
      env: { ...process.env, TEMPORAL_CLI_PATH: cliPath },
    });
    if (!server.ok) throw new Error(server.reason);
    temporal = server.server;
    await eventually(
      async () => expect(ok(await client.health.health(), 200).workflow_engine.state).toBe('up'),
      30_000,
    );
    const connection = await Connection.connect({ address: temporal.address });
    try {
      const workflows = new WorkflowClient({ connection });
      for (const id of [
        leaseLifecycleWorkflowId(tenant.tenantId, lease.id),
        rentRemindersWorkflowId(tenant.tenantId, lease.id),
        rentRevisionWorkflowId(tenant.tenantId, lease.id),
      ])
        await eventually(async () => expect((await workflows.getHandle(id).describe()).status.name).toBe('RUNNING'));
    } finally {
      await connection.close();
    }
  }, 180_000);
});
