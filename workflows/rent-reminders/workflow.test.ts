// The rent reminder escalation under Temporal's time-skipping test server: leases are activated,
// paid and terminated through the API (on the test server's clock), the workflow opens their
// periods and escalates the unpaid ones, weeks passing in seconds.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { MemoryOutbox } from '../../adapters/notify/memory-outbox.js';
import { addMonths, daysBetween } from '../../core/shared/dates.js';
import type { Client } from '../../test/support/app.js';
import { publishedEvents } from '../../test/support/db.js';
import { leaseWithTenant, newLessee, ok } from '../../test/support/leasing.js';
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
import { rentRemindersWorkflowId } from './client.js';
import { rentRemindersStateQuery } from './workflow.js';

const HISTORIES = fileURLToPath(new URL('./histories', import.meta.url));
const testServerPath = requirePeer(PEER_ENV.temporalTestServerPath, 'the rent reminder workflow tests');

(testServerPath ? describe : describe.skip)('rent reminder escalation (time-skipping test server)', () => {
  let env: TestWorkflowEnvironment;
  let db: TestStores;
  let client: Client;
  let tenantId: string;
  const outbox = new MemoryOutbox();
  const clock = { ms: Date.now(), now: () => new Date(clock.ms) };
  let world: TimeSkippingWorld;

  beforeAll(async () => {
    db = await openTestStores();
    world = await startTimeSkippingWorld({
      testServerPath: testServerPath!,
      queuePrefix: 'rent-reminders-test',
      tenantName: 'Rent reminders',
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
    await db?.close();
  });

  async function serverToday(): Promise<string> {
    clock.ms = await env.currentTimeMs();
    return new Date(clock.ms).toISOString().slice(0, 10);
  }

  /**
   * A lease starting on the first of next month, activated today: the escalation starts and sleeps
   * until the first period (a whole month of 700 €) falls due; `untilDue` skips to that day.
   */
  async function activeLeaseFromNextMonth() {
    const today = await serverToday();
    const start = addMonths(`${today.slice(0, 8)}01`, 1);
    const { lease, lessee } = await leaseWithTenant(client, { start_date: start, rent_amount: 700 });
    ok(await client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'ACTIVE' } }), 200);
    const handle = env.client.workflow.getHandle(rentRemindersWorkflowId(tenantId, lease.id));
    const untilDue = async (extraDays: number) =>
      env.sleep(`${daysBetween(await serverToday(), start) + extraDays} days`);
    return { lease, lessee, handle, untilDue };
  }
  const steps = async (leaseId: string) =>
    ok(await client.rentReminders.list({ params: { lease_id: leaseId }, query: { sort: 'created_at' } }), 200).data.map(
      (r) => r.step,
    );
  const sent = (leaseId: string) =>
    outbox.list().filter((n) => n.data.lease_id === leaseId && n.kind.startsWith('rent_'));

  it('opens the period on its due date, reminds after the grace delay, and a payment stops the escalation at once', async () => {
    const { lease, lessee, handle, untilDue } = await activeLeaseFromNextMonth();
    await untilDue(0);
    await eventually(async () =>
      expect(ok(await client.rentPeriods.list({ params: { lease_id: lease.id }, query: {} }), 200).data).toHaveLength(
        1,
      ),
    );
    await env.sleep('6 days');
    await eventually(async () => expect(await steps(lease.id)).toEqual(['FRIENDLY_REMINDER']));
    expect(sent(lease.id).map((n) => [n.kind, n.recipient])).toEqual([['rent_friendly_reminder', lessee.id]]);
    const waiting = await handle.describe();

    await serverToday();
    ok(
      await client.rentPayments.create({
        params: { lease_id: lease.id },
        body: { amount: 700, paid_on: await serverToday(), method: 'CHEQUE', payer: 'Camille Durand' },
      }),
      201,
    );
    // The run that waited for the formal notice ended on the payment signal.
    await eventually(async () =>
      expect((await env.client.workflow.getHandle(handle.workflowId, waiting.runId).describe()).status.name).toBe(
        'CONTINUED_AS_NEW',
      ),
    );
    await recordHistory(
      env.client.workflow.getHandle(handle.workflowId, waiting.runId),
      HISTORIES,
      'interrupted-by-payment',
    );
    await env.sleep('20 days');
    expect(await steps(lease.id)).toEqual(['FRIENDLY_REMINDER']);
    expect(await handle.query(rentRemindersStateQuery)).toMatchObject({ unpaidPeriods: 0, stepsTaken: 1 });

    ok(await client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'TERMINATED' } }), 200);
    expect(await handle.result()).toEqual({ stoppedBecause: 'lease_ended', stepsTaken: 1 });
  });

  it('sends the formal notice, then stops when the lease ends mid-escalation', async () => {
    const { lease, handle, untilDue } = await activeLeaseFromNextMonth();
    await untilDue(16);
    await eventually(async () => expect(await steps(lease.id)).toEqual(['FRIENDLY_REMINDER', 'FORMAL_NOTICE']));
    // The termination ends the rent on the API's today: bring its clock to the server's.
    await serverToday();
    ok(await client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'TERMINATED' } }), 200);
    expect(await handle.result()).toEqual({ stoppedBecause: 'lease_ended', stepsTaken: 2 });
    await recordHistory(handle, HISTORIES, 'lease-ended-mid-escalation');
    await env.sleep('30 days');
    expect(await steps(lease.id)).toEqual(['FRIENDLY_REMINDER', 'FORMAL_NOTICE']);
    expect(sent(lease.id).map((n) => n.kind)).toEqual(['rent_friendly_reminder', 'rent_formal_notice']);
  });

  it("follows the account's delays and flags the unpaid period for the guarantor and the landlord", async () => {
    ok(
      await client.billingSettings.update({
        body: { rent_grace_days: 2, rent_formal_notice_days: 4, rent_escalation_days: 6 },
      }),
      200,
    );
    const { lease, handle, untilDue } = await activeLeaseFromNextMonth();
    const guarantor = await newLessee(client, { category: 'guarantor', last_name: 'Caution' });
    ok(
      await client.leaseLessees.add({
        params: { lease_id: lease.id },
        body: { lessee_id: guarantor.id, role: 'Guarantor' },
      }),
      201,
    );
    await untilDue(7);
    await eventually(async () =>
      expect(await steps(lease.id)).toEqual(['FRIENDLY_REMINDER', 'FORMAL_NOTICE', 'GUARANTOR_AND_LANDLORD_FLAG']),
    );
    // Each step taken is published once for outbound webhooks (docs/decisions.md 134).
    const published = (await publishedEvents(tenantId, 'rent.reminder.')).filter(
      (e) => e.payload.lease_id === lease.id,
    );
    expect(published.map((e) => [e.type, e.payload.step])).toEqual([
      ['rent.reminder.sent', 'FRIENDLY_REMINDER'],
      ['rent.reminder.sent', 'FORMAL_NOTICE'],
      ['rent.reminder.sent', 'GUARANTOR_AND_LANDLORD_FLAG'],
    ]);
    const flagged = ok(
      await client.rentReminders.list({
        params: { lease_id: lease.id },
        query: { step: 'GUARANTOR_AND_LANDLORD_FLAG' },
      }),
      200,
    ).data[0];
    expect(flagged).toMatchObject({
      amount_due: 700,
      recommendation: expect.stringContaining('commandement de payer'),
    });
    expect(
      sent(lease.id)
        .filter((n) => n.kind === 'rent_guarantor_and_landlord_flag')
        .map((n) => n.recipient),
    ).toEqual(['lease_manager', guarantor.id]);
    ok(await client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'TERMINATED' } }), 200);
    expect(await handle.result()).toEqual({ stoppedBecause: 'lease_ended', stepsTaken: 3 });
    ok(
      await client.billingSettings.update({
        body: { rent_escalation_days: 30, rent_formal_notice_days: 15, rent_grace_days: 5 },
      }),
      200,
    );
  });
});

describe('rent reminder replay', () => {
  it("replays the recorded histories with today's workflow code", async () => {
    quietTemporalRuntime();
    expect(await replayHistories(HISTORIES)).toEqual([
      'interrupted-by-payment.json',
      'lease-ended-mid-escalation.json',
    ]);
  }, 120_000);
});
