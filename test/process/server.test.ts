import { once } from 'node:events';
import { describe, expect, it } from '@jest/globals';
import { freePort } from '../../adapters/peers/process.js';
import { ON_THE_SHARED_DATABASE } from '../support/api-process.js';
import { eventually } from '../support/eventually.js';
import { startTs } from './run.js';

describe('npm start', () => {
  it('serves /api on PORT and HOST, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const server = startTs('adapters/main/start.ts', {
      DATABASE_URL: process.env.TEST_DATABASE_URL!,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      WORKFLOWS_EMBEDDED: 'false',
      ...ON_THE_SHARED_DATABASE,
    });
    let logs = '';
    server.stdout!.on('data', (chunk) => (logs += chunk));
    try {
      const deadline = Date.now() + 30_000;
      while (!logs.includes('rental service listening') && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/api/openapi.json`)).status).toBe(200);
      // One JSON line per request (stdout is not a terminal); the health checks only at debug.
      const requestLog = () => logs.split('\n').find((l) => l.includes('"url":"/api/openapi.json"'));
      while (!requestLog() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(JSON.parse(requestLog()!)).toMatchObject({
        req: { id: expect.any(String), method: 'GET' },
        res: { statusCode: 200 },
        msg: expect.stringMatching(/^GET \/api\/openapi\.json 200 \d+ ms$/),
      });
      expect(logs).not.toContain('"url":"/api/health"');
    } finally {
      server.kill('SIGTERM');
    }
    const [code] = await once(server, 'exit');
    expect(code).toBe(0);
    expect(logs).toContain('"msg":"stopped"');
  }, 60_000);
});

describe('npm start with the embedded Temporal dev server', () => {
  it('schedules the yearly revision reminder when a lease becomes ACTIVE and stops it when the lease ends', async () => {
    const { startTestApp, clientFor } = await import('../support/app.js');
    const { leaseWithTenant, ok } = await import('../support/leasing.js');
    const { Connection, WorkflowClient } = await import('@temporalio/client');
    const { rentRevisionWorkflowId } = await import('../../workflows/rent-revision-reminder/client.js');
    const os = await import('node:os');
    const { mkdtemp } = await import('node:fs/promises');
    const path = await import('node:path');

    const harness = await startTestApp();
    const tenant = await harness.newTenant('Embedded workflows');
    await harness.close();
    const port = await freePort();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rental-embedded-temporal-'));
    const server = startTs('adapters/main/start.ts', {
      DATABASE_URL: process.env.TEST_DATABASE_URL!,
      DATA_DIR: dataDir,
      ...ON_THE_SHARED_DATABASE,
      PORT: String(port),
      LOG_LEVEL: 'info',
    });
    let logs = '';
    server.stdout!.on('data', (chunk) => (logs += chunk));
    try {
      const deadline = Date.now() + 90_000;
      while (!logs.includes('rental service listening') && Date.now() < deadline && server.exitCode === null)
        await new Promise((r) => setTimeout(r, 200));
      // The API serves first; the engine comes up behind it, and health says when.
      const health = async () =>
        (await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()) as {
          workflows: string;
          workflow_engine: { state: string };
        };
      await eventually(async () => expect((await health()).workflow_engine.state).toBe('up'), 60_000);
      // Log lines go out in batches, at most 100 ms after they are made (adapters/main/logger.ts).
      const logged = () => logs.split('\n').find((l) => l.includes('workflows on: embedded temporal'));
      await eventually(async () => expect(logged()).toBeDefined(), 5_000);
      const line = logged();
      const address = (JSON.parse(line!) as { address: string }).address;
      expect((await health()).workflows).toBe(`embedded temporal at ${address}`);

      const client = clientFor(`http://127.0.0.1:${port}`, { authorization: `Bearer ${tenant.apiKey}` });
      const { lease } = await leaseWithTenant(client, { start_date: '2025-03-01', next_revision_date: '2026-03-01' });
      ok(await client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'ACTIVE' } }), 200);

      const connection = await Connection.connect({ address });
      try {
        const handle = new WorkflowClient({ connection }).getHandle(rentRevisionWorkflowId(tenant.tenantId, lease.id));
        // Sent by the relay once the change committed.
        await eventually(async () => expect((await handle.describe()).status.name).toBe('RUNNING'));
        ok(await client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'TERMINATED' } }), 200);
        await handle.result();
        expect((await handle.describe()).status.name).toBe('COMPLETED');
      } finally {
        await connection.close();
      }
    } finally {
      server.kill('SIGTERM');
    }
    const [code] = await once(server, 'exit');
    expect(code).toBe(0);
  }, 180_000);
});
