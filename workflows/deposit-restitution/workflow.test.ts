// The deposit restitution watch under Temporal's time-skipping test server: the API (on the
// test server's clock) records the handover and the restitution, the watch reminds the landlord
// and records the late periods in the database, months passing in seconds.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { MemoryOutbox } from '../../adapters/notify/memory-outbox.js';
import { tableEventOutbox } from '../../adapters/persistence/event-outbox.js';
import { addDays, addMonths } from '../../core/shared/dates.js';
import { type Client, startTestApp } from '../../test/support/app.js';
import { activeLease } from '../../test/support/billing.js';
import { publishedEvents } from '../../test/support/db.js';
import { ok } from '../../test/support/leasing.js';
import { PEER_ENV, requirePeer } from '../../test/support/peers.js';
import { type TestStores, openTestStores } from '../../test/support/stores.js';
import { eventually } from '../../test/support/eventually.js';
import {
  quietTemporalRuntime,
  recordHistory,
  replayHistories,
  startTimeSkippingWorld,
  type TimeSkippingWorld,
} from '../../test/support/temporal.js';
import { depositRestitutionWorkflowId } from './client.js';
import { createActivities } from './activities.js';
import { depositRestitutionStateQuery } from './workflow.js';

const HISTORIES = fileURLToPath(new URL('./histories', import.meta.url));
const testServerPath = requirePeer(PEER_ENV.temporalTestServerPath, 'the deposit restitution workflow tests');

let db: TestStores;
let client: Client;
let tenantId: string;
const outbox = new MemoryOutbox();
/** The API's clock: the test server's time, read before each call that depends on the date. */
const clock = { ms: Date.now(), now: () => new Date(clock.ms) };

beforeAll(async () => {
  db = await openTestStores();
});
afterAll(async () => {
  await db?.close();
});

async function depositHandedBack(keysReturnedOn: string) {
  const { lease } = await activeLease(client, { start_date: '2024-01-01', rent_amount: 850, deposit_amount: 850 });
  ok(
    await client.leaseDeposit.create({
      params: { lease_id: lease.id },
      body: { received_amount: 850, forwarding_address: '4 rue des Acacias, 33000 Bordeaux' },
    }),
    201,
  );
  const view = ok(
    await client.leaseDeposit.handover({
      params: { lease_id: lease.id },
      body: { keys_returned_on: keysReturnedOn, exit_matches_entry: true },
    }),
    200,
  );
  return { leaseId: lease.id, depositId: view.id, deadline: view.restitution_deadline! };
}

describe('deposit restitution activities', () => {
  it('end the watch when the deposit was returned without a signal, and remind once however often retried', async () => {
    const app = await startTestApp({ clock });
    const tenant = await app.newTenant('Deposit activities');
    try {
      client = tenant.client;
      const activities = createActivities({ notifier: outbox, stores: db.stores, events: tableEventOutbox });
      clock.ms = Date.now();
      const today = new Date(clock.ms).toISOString().slice(0, 10);
      const { leaseId, depositId, deadline } = await depositHandedBack(today);
      const watched = { tenantId: tenant.tenantId, leaseId, depositId, deadline };
      expect(await activities.remindDepositDeadline(watched)).toEqual({ awaiting: true, duplicate: false });
      expect(await activities.remindDepositDeadline(watched)).toEqual({ awaiting: true, duplicate: true });
      expect(await activities.recordDepositPenalty({ ...watched, period: 1 })).toEqual({
        awaiting: true,
        amountCents: 8_500,
      });
      expect(await activities.recordDepositPenalty({ ...watched, period: 1 })).toEqual({
        awaiting: true,
        amountCents: 8_500,
      });
      ok(
        await client.leaseDeposit.restitution({
          params: { lease_id: leaseId },
          body: { returned_amount: 850, returned_on: today },
        }),
        200,
      );
      expect(await activities.recordDepositPenalty({ ...watched, period: 2 })).toEqual({
        awaiting: false,
        amountCents: 0,
      });
      expect(await activities.remindDepositDeadline(watched)).toEqual({ awaiting: false, duplicate: false });
      const view = ok(await client.leaseDeposit.get({ params: { lease_id: leaseId } }), 200);
      expect(view.penalty_accruals).toEqual([{ period_number: 1, period_start: addDays(deadline, 1), amount: 85 }]);
      // The late period is published once, however often its activity ran (docs/decisions.md 134).
      const late = await publishedEvents(tenant.tenantId, 'deposit.');
      expect(late.map((e) => [e.type, e.subject_id, e.payload.period, e.payload.penalty])).toEqual([
        ['deposit.late', depositId, 1, 85],
      ]);
    } finally {
      await app.close();
    }
  });
});

(testServerPath ? describe : describe.skip)('deposit restitution watch (time-skipping test server)', () => {
  let env: TestWorkflowEnvironment;
  let world: TimeSkippingWorld;

  beforeAll(async () => {
    world = await startTimeSkippingWorld({
      testServerPath: testServerPath!,
      queuePrefix: 'deposit-restitution-test',
      tenantName: 'Deposit watch',
      notifier: outbox,
      stores: db.stores,
      clock,
    });
    env = world.env;
    tenantId = world.tenant.tenantId;
    client = world.tenant.client;
  }, 180_000);

  afterAll(async () => {
    await world?.close();
  });

  async function serverToday(): Promise<string> {
    clock.ms = await env.currentTimeMs();
    return new Date(clock.ms).toISOString().slice(0, 10);
  }
  const notices = (depositId: string, kind: string) => outbox.list(kind).filter((n) => n.data.deposit_id === depositId);

  it('reminds the landlord a week before the deadline, then records each monthly period started late until the restitution', async () => {
    const today = await serverToday();
    const { leaseId, depositId, deadline } = await depositHandedBack(today);
    expect(deadline).toBe(addMonths(today, 1));
    const handle = env.client.workflow.getHandle(depositRestitutionWorkflowId(tenantId, depositId));

    await env.sleep('20 days');
    expect(notices(depositId, 'deposit_restitution_due')).toHaveLength(0);
    await env.sleep('5 days'); // past 00:00 UTC of deadline - 7 days
    await eventually(() => expect(notices(depositId, 'deposit_restitution_due')).toHaveLength(1));

    await env.sleep('8 days'); // the day after the deadline: the first late period starts
    await eventually(() => expect(notices(depositId, 'deposit_restitution_late')).toHaveLength(1));
    await env.sleep('31 days');
    await eventually(() => expect(notices(depositId, 'deposit_restitution_late')).toHaveLength(2));
    await eventually(async () =>
      expect(await handle.query(depositRestitutionStateQuery)).toMatchObject({
        reminded: true,
        latePeriodsRecorded: 2,
      }),
    );
    await serverToday();
    const view = ok(await client.leaseDeposit.get({ params: { lease_id: leaseId } }), 200);
    expect(view).toMatchObject({ penalty_recorded: 170, late_periods: 2, penalty_due_now: 170 });

    const returnedOn = await serverToday();
    ok(
      await client.leaseDeposit.restitution({
        params: { lease_id: leaseId },
        body: { returned_amount: 1020, returned_on: returnedOn },
      }),
      200,
    );
    expect(await handle.result()).toEqual({
      stoppedBecause: 'restituted',
      latePeriodsRecorded: 2,
      restitutedOn: returnedOn,
    });
    await recordHistory(handle, HISTORIES, 'restituted-after-two-late-periods');
    await env.sleep('60 days');
    expect(notices(depositId, 'deposit_restitution_late')).toHaveLength(2);
  });

  it('ends without a reminder or a penalty when the deposit is returned early', async () => {
    const { leaseId, depositId } = await depositHandedBack(await serverToday());
    const handle = env.client.workflow.getHandle(depositRestitutionWorkflowId(tenantId, depositId));
    await env.sleep('10 days');
    const returnedOn = await serverToday();
    ok(
      await client.leaseDeposit.restitution({
        params: { lease_id: leaseId },
        body: { returned_amount: 850, returned_on: returnedOn },
      }),
      200,
    );
    expect(await handle.result()).toEqual({
      stoppedBecause: 'restituted',
      latePeriodsRecorded: 0,
      restitutedOn: returnedOn,
    });
    await recordHistory(handle, HISTORIES, 'restituted-before-the-reminder');
    expect(notices(depositId, 'deposit_restitution_due')).toHaveLength(0);
  });
});

describe('deposit restitution replay', () => {
  it("replays the recorded histories with today's workflow code", async () => {
    quietTemporalRuntime();
    expect(await replayHistories(HISTORIES)).toEqual([
      'restituted-after-two-late-periods.json',
      'restituted-before-the-reminder.json',
    ]);
  }, 120_000);
});
