// The Temporal CLI dev server (`temporal server start-dev`, the embedded default of the service
// when TEMPORAL_ADDRESS is not set), started by adapters/temporal/dev-server.ts, running the
// service's worker: a real Temporal server with SQLite persistence across a restart.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client, Connection } from '@temporalio/client';
import { NativeConnection } from '@temporalio/worker';
import { MemoryOutbox } from '../../adapters/notify/memory-outbox.js';
import { findTemporalCli, startTemporalDevServer } from '../../adapters/temporal/dev-server.js';
import { startRentalWorker } from '../../adapters/temporal/worker.js';
import { addDays, addYears } from '../../core/shared/dates.js';
import { rentRevisionStateQuery } from '../../workflows/rent-revision-reminder/workflow.js';
import { rentRevisionWorkflowId } from '../../workflows/rent-revision-reminder/client.js';
import { PEER_ENV, requirePeer } from '../support/peers.js';
import { type TestStores, openTestStores } from '../support/stores.js';
import { activityDeps, directWorkflowCalls, quietTemporalRuntime } from '../support/temporal.js';
import { eventuallyWithin } from '../support/eventually.js';

const cliPath = requirePeer(PEER_ENV.temporalCliPath, 'the Temporal dev server tests');

describe('finding the Temporal CLI', () => {
  it('reports why workflows are off when no binary is found', async () => {
    const env = { PATH: '', HOME: '/nonexistent', RENTAL_SERVICE_CACHE: '/nonexistent' };
    expect(findTemporalCli(env)).toBeUndefined();
    const result = await startTemporalDevServer({ dataDir: path.join(tmpdir(), 'unused'), env });
    expect(result).toEqual({ ok: false, reason: expect.stringContaining('no Temporal CLI found') });
  });

  it('refuses a TEMPORAL_CLI_PATH that is not an executable', async () => {
    const result = await startTemporalDevServer({
      dataDir: path.join(tmpdir(), 'unused'),
      env: { TEMPORAL_CLI_PATH: '/nonexistent/temporal' },
    });
    expect(result).toEqual({ ok: false, reason: 'TEMPORAL_CLI_PATH=/nonexistent/temporal is not an executable file' });
  });
});

(cliPath ? describe : describe.skip)('temporal server start-dev (Temporal CLI)', () => {
  let dataDir: string;
  let db: TestStores;
  /** Undone in reverse order after the test, whether it passed or not. */
  const cleanups: Array<() => Promise<unknown>> = [];

  beforeAll(async () => {
    quietTemporalRuntime();
    dataDir = await mkdtemp(path.join(tmpdir(), 'temporal-dev-'));
    db = await openTestStores();
  });

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
    await db?.close();
  });

  /** Starts the dev server on `dataDir`, a worker and a client on it; returns the client and a stop. */
  async function startStack(taskQueue: string, outbox: MemoryOutbox) {
    const result = await startTemporalDevServer({ dataDir, env: { ...process.env, TEMPORAL_CLI_PATH: cliPath } });
    if (!result.ok) throw new Error(result.reason);
    const server = result.server;
    cleanups.push(() => server.stop());
    const connection = await NativeConnection.connect({ address: server.address });
    cleanups.push(() => connection.close());
    const running = await startRentalWorker({
      connection,
      taskQueue,
      deps: activityDeps({ notifier: outbox, stores: db.stores }),
    });
    cleanups.push(() => running.stop());
    const clientConnection = await Connection.connect({ address: server.address });
    cleanups.push(() => clientConnection.close());
    const stop = async () => {
      // In order: worker, connections, server; each cleanup then finds nothing left to do.
      await running.stop();
      await connection.close();
      await clientConnection.close();
      await server.stop();
    };
    return { server, client: new Client({ connection: clientConnection }), stop };
  }

  const eventually = eventuallyWithin(30_000);

  it('runs the rent revision workflow on the service worker and keeps it across a restart', async () => {
    const tenantId = randomUUID();
    const leaseId = randomUUID();
    const taskQueue = `dev-server-test-${randomUUID()}`;
    const anchor = addDays(new Date().toISOString().slice(0, 10), 20); // inside the 30-day notice: reminder at once
    const outbox = new MemoryOutbox();

    const first = await startStack(taskQueue, outbox);
    expect(first.server.address).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(first.server.dbFile).toBe(path.join(dataDir, 'temporal.db'));
    await directWorkflowCalls(first.client.workflow, taskQueue).scheduleRentRevisions({
      tenantId,
      leaseId,
      anchorDate: anchor,
      indexType: 'IRL',
      noticeDays: 30,
    });
    await eventually(() => expect(outbox.list().map((n) => n.data.revision_date)).toEqual([anchor]));
    await first.stop();

    // Same data file: the workflow, now waiting for next year's reminder, is still there.
    const second = await startStack(taskQueue, outbox);
    const handle = second.client.workflow.getHandle(rentRevisionWorkflowId(tenantId, leaseId));
    await eventually(async () =>
      expect(await handle.query(rentRevisionStateQuery)).toEqual({
        nextRevisionDate: addYears(anchor, 1),
        reminderDate: addDays(addYears(anchor, 1), -30),
        remindersSent: 1,
        terminated: false,
      }),
    );

    await directWorkflowCalls(second.client.workflow, taskQueue).leaseTerminated({
      tenantId,
      leaseId,
      effectiveDate: anchor,
    });
    expect(await handle.result()).toEqual({
      remindersSent: 1,
      stoppedBecause: 'lease_terminated',
      terminatedOn: anchor,
    });
    expect(outbox.list()).toHaveLength(1);
    await second.stop();
  }, 120_000);
});
