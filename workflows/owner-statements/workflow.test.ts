// The statement schedule of a mandate under Temporal's time-skipping test server: activating a
// monthly mandate through the API starts it (the command outbox); it issues the month already ended
// at once, then the next one the morning after it ends, weeks passing in seconds; a mandate that is
// not there ends it. Plus the replay of the recorded histories.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MemoryOutbox } from '../../adapters/notify/memory-outbox.js';
import type { Client } from '../../test/support/app.js';
import { eventually } from '../../test/support/eventually.js';
import { ok } from '../../test/support/leasing.js';
import { activeMandate } from '../../test/support/owner-accounts.js';
import { PEER_ENV, requirePeer } from '../../test/support/peers.js';
import { type TestStores, openTestStores } from '../../test/support/stores.js';
import {
  type TimeSkippingWorld,
  directWorkflowCalls,
  quietTemporalRuntime,
  recordHistory,
  replayHistories,
  startTimeSkippingWorld,
} from '../../test/support/temporal.js';
import { ownerStatementsWorkflowId } from './client.js';
import { ownerStatementsStateQuery } from './workflow.js';

const HISTORIES = fileURLToPath(new URL('./histories', import.meta.url));
const testServerPath = requirePeer(PEER_ENV.temporalTestServerPath, 'the owner statements workflow tests');

const clock = { ms: Date.now(), now: () => new Date(clock.ms) };
const monthStart = (ms: number, offset = 0) => {
  const d = new Date(ms);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1)).toISOString().slice(0, 10);
};

(testServerPath ? describe : describe.skip)('owner statements schedule (time-skipping test server)', () => {
  let db: TestStores;
  let world: TimeSkippingWorld;
  let client: Client;
  const notifier = new MemoryOutbox();

  beforeAll(async () => {
    db = await openTestStores();
    world = await startTimeSkippingWorld({
      testServerPath: testServerPath!,
      queuePrefix: 'owner-statements-test',
      tenantName: 'Owner statements schedule',
      notifier,
      stores: db.stores,
      clock,
    });
    client = world.tenant.client;
  }, 180_000);

  afterAll(async () => {
    await world?.close();
    await db?.close();
  });

  const serverNow = async () => {
    clock.ms = await world.env.currentTimeMs();
  };
  const statements = async (mandateId: string) =>
    ok(await client.ownerStatements.list({ params: { mandate_id: mandateId }, query: { sort: 'period_start' } }), 200)
      .data;

  it('issues the ended month at once, then the next the morning after it ends', async () => {
    await serverNow();
    const previousMonth = monthStart(clock.ms, -1);
    const { mandate } = await activeMandate(client, { statement_frequency: 'MONTHLY', starts_on: previousMonth });
    await world.app.sendWorkflowCommands();
    const handle = world.env.client.workflow.getHandle(ownerStatementsWorkflowId(world.tenant.tenantId, mandate.id));
    await eventually(async () =>
      expect((await statements(mandate.id)).map((s) => s.period_start)).toEqual([previousMonth]),
    );
    // The statement is written by the activity; the workflow counts it once it has the result.
    await eventually(async () =>
      expect(await handle.query(ownerStatementsStateQuery)).toMatchObject({ rounds: 1, issued: 1 }),
    );
    expect(notifier.list('owner_statement').some((m) => m.data.mandate_id === mandate.id)).toBe(true);
    // The current month ends within 31 days; its statement comes the morning after.
    await world.env.sleep('33 days');
    await serverNow();
    await eventually(async () =>
      expect((await statements(mandate.id)).map((s) => s.period_start)).toEqual([
        previousMonth,
        monthStart(clock.ms, -1),
      ]),
    );
    await eventually(async () =>
      expect(await handle.query(ownerStatementsStateQuery)).toMatchObject({ rounds: 2, issued: 2 }),
    );
    await recordHistory(handle, HISTORIES, 'two-months-issued');
  }, 120_000);

  it('ends when the mandate is not there', async () => {
    const calls = directWorkflowCalls(world.env.client.workflow, world.taskQueue);
    const mandateId = '00000000-0000-4000-8000-00000000abcd';
    await calls.startOwnerStatements({ tenantId: world.tenant.tenantId, mandateId });
    const handle = world.env.client.workflow.getHandle(ownerStatementsWorkflowId(world.tenant.tenantId, mandateId));
    expect(await handle.result()).toEqual({ issued: 0 });
    await recordHistory(handle, HISTORIES, 'no-mandate');
  });
});

describe('owner statements replay', () => {
  it("replays the recorded histories with today's workflow code", async () => {
    quietTemporalRuntime();
    expect(await replayHistories(HISTORIES)).toEqual(['no-mandate.json', 'two-months-issued.json']);
  }, 120_000);
});
