// The yearly rent revision reminder under Temporal's time-skipping test server (the Java test
// server from Maven Central, launched by @temporalio/testing through `existing-path`): years of
// timers pass in seconds, and the reminders land in an outbox.
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { bundleWorkflowCode, DefaultLogger, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { MemoryOutbox } from '../../adapters/notify/memory-outbox.js';
import { systemClock } from '../../adapters/system-clock.js';
import { WORKFLOWS_PATH, createRentalWorker } from '../../adapters/temporal/worker.js';
import { addDays, addYears } from '../../core/shared/dates.js';
import { createActivities } from './activities.js';
import { leaseTerminatedSignal, rentRevisionReminder, rentRevisionStateQuery } from './workflow.js';
import { rentRevisionWorkflowId } from './client.js';
import { PEER_ENV, requirePeer } from '../../test/support/peers.js';
import { startTestApp } from '../../test/support/app.js';
import { activeLease, estateIn } from '../../test/support/billing.js';
import { type TestStores, openTestStores } from '../../test/support/stores.js';
import { eventually } from '../../test/support/eventually.js';
import {
  activityDeps,
  directWorkflowCalls,
  quietTemporalRuntime,
  recordHistory,
  replayHistories,
} from '../../test/support/temporal.js';

const HISTORIES = fileURLToPath(new URL('./histories', import.meta.url));

const testServerPath = requirePeer(PEER_ENV.temporalTestServerPath, 'the rent revision workflow tests');

let db: TestStores;
beforeAll(async () => {
  db = await openTestStores();
});
afterAll(async () => {
  await db?.close();
});

describe('rent revision activities', () => {
  it('queue one reminder per lease and revision date, however often an activity is retried', async () => {
    const outbox = new MemoryOutbox();
    const activities = createActivities({ notifier: outbox, stores: db.stores });
    const [tenantId, leaseId] = [randomUUID(), randomUUID()];
    const notice = { tenantId, leaseId, revisionDate: '2026-02-01', indexType: 'IRL' as const };
    const first = await activities.recordRentRevisionReminder(notice);
    const retry = await activities.recordRentRevisionReminder(notice);
    expect(first.duplicate).toBe(false);
    expect(retry).toEqual({ notificationId: first.notificationId, duplicate: true });
    const [queued] = outbox.list('rent_revision_due');
    expect(outbox.list()).toHaveLength(1);
    expect(queued.subject).toBe('Révision annuelle du loyer au 01/02/2026');
    expect(queued.body).toContain('indice de référence des loyers (IRL)');
    // An unknown lease: the reminder still goes out, saying why no figure is proposed.
    expect(queued.body).toContain('Le loyer révisé ne peut pas encore être calculé');
    expect(queued.data).toEqual({
      lease_id: leaseId,
      revision_date: '2026-02-01',
      revision_index_type: 'IRL',
      proposed_rent_cents: null,
    });
  });

  it('propose the revised rent computed from the INSEE values of the lease reference quarter', async () => {
    const app = await startTestApp();
    try {
      const tenant = await app.newTenant('Revision proposal');
      const estate = await estateIn(tenant.client, { postal_code: '75011', city: 'Paris' });
      // Signed 20 April 2024: the last IRL published then is 2024-Q1; first revision on 20 April 2025.
      const { lease } = await activeLease(tenant.client, {
        estate_id: estate.id,
        start_date: '2024-04-20',
        rent_amount: 900,
      });
      const outbox = new MemoryOutbox();
      await createActivities({ notifier: outbox, stores: db.stores }).recordRentRevisionReminder({
        tenantId: tenant.tenantId,
        leaseId: lease.id,
        revisionDate: '2025-04-20',
        indexType: 'IRL',
      });
      const [queued] = outbox.list('rent_revision_due');
      // 900 × 145.47 / 143.46 = 912.609... truncated: 912.60.
      expect(queued.body).toContain(
        'Loyer actuel 900,00 € ; loyer révisé proposé 912,60 € (IRL 2025-Q1 : 145,47 / IRL 2024-Q1 : 143,46)',
      );
      expect(queued.data.proposed_rent_cents).toBe(91_260);
    } finally {
      await app.close();
    }
  });

  it('plan the next revision with the core calendar rule', async () => {
    const { planRentRevision } = createActivities({ notifier: new MemoryOutbox(), stores: db.stores });
    expect(
      await planRentRevision({
        anchorDate: '2024-02-29',
        previousRevisionDate: '2024-02-29',
        noticeDays: 30,
        today: '2024-03-01',
      }),
    ).toEqual({ revisionDate: '2025-02-28', reminderDate: '2025-01-29', remindAtMs: Date.UTC(2025, 0, 29) });
  });
});

(testServerPath ? describe : describe.skip)('rent revision reminder workflow (time-skipping test server)', () => {
  let env: TestWorkflowEnvironment;
  let workflowBundle: WorkflowBundleWithSourceMap;

  beforeAll(async () => {
    quietTemporalRuntime();
    env = await TestWorkflowEnvironment.createTimeSkipping({
      server: { executable: { type: 'existing-path', path: testServerPath! } },
    });
    // Bundle the workflows once; every test runs its own worker on its own task queue.
    workflowBundle = await bundleWorkflowCode({ workflowsPath: WORKFLOWS_PATH, logger: new DefaultLogger('WARN') });
  }, 180_000);

  afterAll(async () => {
    await env?.teardown();
  });

  /** Lease ids whose workflow the current test started. */
  const started: string[] = [];
  function newLease(): string {
    const leaseId = randomUUID();
    started.push(leaseId);
    return leaseId;
  }

  /**
   * Runs `fn` with a worker on a fresh task queue. Workflows of the test's leases still open at
   * the end are terminated, so a failing test leaves no timers behind to hold up the next one.
   */
  async function withWorker<T>(
    fn: (ctx: { outbox: MemoryOutbox; taskQueue: string; tenantId: string }) => Promise<T>,
  ): Promise<T> {
    const outbox = new MemoryOutbox();
    const taskQueue = `rent-revision-test-${randomUUID()}`;
    const tenantId = randomUUID();
    const worker = await createRentalWorker({
      connection: env.nativeConnection,
      namespace: env.namespace ?? 'default',
      taskQueue,
      deps: activityDeps({
        notifier: outbox,
        stores: db.stores,
        clock: systemClock,
      }),
      workerOptions: { workflowBundle },
    });
    try {
      return await worker.runUntil(fn({ outbox, taskQueue, tenantId }));
    } finally {
      for (const leaseId of new Set(
        outbox
          .list()
          .map((n) => String(n.data.lease_id))
          .concat(started.splice(0)),
      )) {
        await env.client.workflow
          .getHandle(rentRevisionWorkflowId(tenantId, leaseId))
          .terminate('test cleanup')
          .catch(() => undefined);
      }
    }
  }

  async function serverToday(): Promise<string> {
    return new Date(await env.currentTimeMs()).toISOString().slice(0, 10);
  }

  it('reminds 30 days before each yearly revision, for years, until the lease is terminated', async () => {
    await withWorker(async ({ outbox, taskQueue, tenantId }) => {
      const today = await serverToday();
      const anchor = addDays(today, 45); // first revision in 45 days: first reminder in 15
      const leaseId = newLease();
      const handle = await env.client.workflow.start(rentRevisionReminder, {
        taskQueue,
        workflowId: rentRevisionWorkflowId(tenantId, leaseId),
        args: [{ tenantId, leaseId, anchorDate: anchor, indexType: 'IRL', noticeDays: 30 }],
      });

      await env.sleep('14 days');
      expect(outbox.list()).toHaveLength(0);
      expect(await handle.query(rentRevisionStateQuery)).toEqual({
        nextRevisionDate: anchor,
        reminderDate: addDays(anchor, -30),
        remindersSent: 0,
        terminated: false,
      });

      await env.sleep('1 day'); // past 00:00 UTC of the reminder date
      await eventually(() => expect(outbox.list().map((n) => n.data.revision_date)).toEqual([anchor]));

      // The next three anniversaries (at most 3 × 366 days away), well before the fourth: one
      // continue-as-new run each.
      await env.sleep(`${3 * 366 + 10} days`);
      const expected = [anchor, addYears(anchor, 1), addYears(anchor, 2), addYears(anchor, 3)];
      await eventually(() =>
        expect(outbox.list('rent_revision_due').map((n) => n.data.revision_date)).toEqual(expected),
      );
      for (const notification of outbox.list()) {
        expect(notification).toMatchObject({
          tenantId,
          kind: 'rent_revision_due',
          channel: 'email',
          data: { lease_id: leaseId, revision_index_type: 'IRL' },
        });
      }
      await eventually(async () =>
        expect(await handle.query(rentRevisionStateQuery)).toMatchObject({
          nextRevisionDate: addYears(anchor, 4),
          remindersSent: 4,
        }),
      );

      const terminatedOn = addDays(await serverToday(), 90);
      await handle.signal(leaseTerminatedSignal, { effectiveDate: terminatedOn });
      expect(await handle.result()).toEqual({ remindersSent: 4, stoppedBecause: 'lease_terminated', terminatedOn });
      await recordHistory(handle, HISTORIES, 'terminated-after-four-reminders');

      await env.sleep('2 years'); // nothing more once terminated
      expect(outbox.list()).toHaveLength(4);
    });
  });

  it('sends nothing when the lease is terminated before the first reminder', async () => {
    await withWorker(async ({ outbox, taskQueue, tenantId }) => {
      const leaseId = newLease();
      const anchor = addYears(await serverToday(), 1);
      const handle = await env.client.workflow.start(rentRevisionReminder, {
        taskQueue,
        workflowId: rentRevisionWorkflowId(tenantId, leaseId),
        args: [{ tenantId, leaseId, anchorDate: anchor, indexType: 'ILC', noticeDays: 60 }],
      });
      await env.sleep('30 days');
      await handle.signal(leaseTerminatedSignal, { effectiveDate: await serverToday() });
      expect(await handle.result()).toMatchObject({ remindersSent: 0, stoppedBecause: 'lease_terminated' });
      await recordHistory(handle, HISTORIES, 'terminated-before-first-reminder');
      await env.sleep('1 year');
      expect(outbox.list()).toHaveLength(0);
    });
  });

  it('is started and stopped through the Workflows port: idempotent start, late reminder sent at once', async () => {
    await withWorker(async ({ outbox, taskQueue, tenantId }) => {
      const workflows = directWorkflowCalls(env.client.workflow, taskQueue);
      const leaseId = newLease();
      const anchor = addDays(await serverToday(), 10); // already inside the 30-day notice period
      const schedule = { tenantId, leaseId, anchorDate: anchor, indexType: 'IRL' as const, noticeDays: 30 };
      await workflows.scheduleRentRevisions(schedule);
      await workflows.scheduleRentRevisions(schedule); // a second start for the same lease is a no-op
      await eventually(() => expect(outbox.list().map((n) => n.data.revision_date)).toEqual([anchor]));

      await workflows.scheduleRentRevisions({ ...schedule, leaseId: randomUUID(), indexType: 'NONE' }); // not indexed: nothing
      await workflows.leaseTerminated({ tenantId, leaseId: randomUUID(), effectiveDate: anchor }); // never scheduled: no-op

      await workflows.leaseTerminated({ tenantId, leaseId, effectiveDate: anchor });
      const result = await env.client.workflow.getHandle(rentRevisionWorkflowId(tenantId, leaseId)).result();
      expect(result).toEqual({ remindersSent: 1, stoppedBecause: 'lease_terminated', terminatedOn: anchor });
      expect(outbox.list()).toHaveLength(1);
    });
  });
});

describe('rent revision reminder replay', () => {
  it("replays the recorded histories with today's workflow code", async () => {
    quietTemporalRuntime();
    expect(await replayHistories(HISTORIES)).toEqual([
      'terminated-after-four-reminders.json',
      'terminated-before-first-reminder.json',
    ]);
  }, 120_000);
});
