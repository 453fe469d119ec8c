// The lease-lifecycle process under Temporal's time-skipping test server, against the real API and
// database: months pass in seconds, and the lease moves by itself. The API's clock follows the test
// server's time, so "today" is the same for the use cases and the workflow.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { bundleWorkflowCode, DefaultLogger, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { MemoryOutbox } from '../../adapters/notify/memory-outbox.js';
import { mikroStores } from '../../adapters/persistence/store.js';
import { temporalTarget } from '../../adapters/temporal/workflows-client.js';
import { WORKFLOWS_PATH, createRentalWorker } from '../../adapters/temporal/worker.js';
import { addDays, addMonths, daysBetween } from '../../core/shared/dates.js';
import { renewedEndDate } from '../../core/lifecycle/term-rules.js';
import { leaseLifecycleStateQuery } from './workflow.js';
import { leaseLifecycleWorkflowId } from './client.js';
import { type TestApp, type TestTenant, startTestApp } from '../../test/support/app.js';
import { leaseWithTenant, ok } from '../../test/support/leasing.js';
import { PEER_ENV, requirePeer } from '../../test/support/peers.js';
import { activityDeps, quietTemporalRuntime, recordHistory, replayHistories } from '../../test/support/temporal.js';
import { randomUUID } from 'node:crypto';
import { eventuallyWithin } from '../../test/support/eventually.js';

const HISTORIES = fileURLToPath(new URL('./histories', import.meta.url));
const testServerPath = requirePeer(PEER_ENV.temporalTestServerPath, 'the lease-lifecycle workflow tests');

const eventually = eventuallyWithin(15_000);

(testServerPath ? describe : describe.skip)('lease-lifecycle workflow (time-skipping test server)', () => {
  let env: TestWorkflowEnvironment;
  let workflowBundle: WorkflowBundleWithSourceMap;
  let app: TestApp;
  let tenant: TestTenant;
  const taskQueue = `lease-lifecycle-test-${randomUUID()}`;
  /** The API's clock: the test server's time, read again after every sleep. */
  const clock = {
    at: new Date(),
    now() {
      return this.at;
    },
  };
  const syncClock = async () => {
    clock.at = new Date(await env.currentTimeMs());
  };
  const today = () => clock.at.toISOString().slice(0, 10);
  const sleepUntil = async (date: string) => {
    await env.sleep(`${daysBetween(today(), date)} days`);
    await syncClock();
  };

  beforeAll(async () => {
    quietTemporalRuntime();
    env = await TestWorkflowEnvironment.createTimeSkipping({
      server: { executable: { type: 'existing-path', path: testServerPath! } },
    });
    workflowBundle = await bundleWorkflowCode({ workflowsPath: WORKFLOWS_PATH, logger: new DefaultLogger('WARN') });
    app = await startTestApp({ engine: temporalTarget(env.client.workflow), taskQueue, clock });
    tenant = await app.newTenant('Lease lifecycle');
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await env?.teardown();
  });

  /** Runs `fn` with the service's worker (activities on the test database) polling the test's queue. */
  async function withWorker<T>(fn: () => Promise<T>): Promise<T> {
    await syncClock();
    const worker = await createRentalWorker({
      connection: env.nativeConnection,
      namespace: env.namespace ?? 'default',
      taskQueue,
      deps: activityDeps({
        notifier: new MemoryOutbox(),
        stores: mikroStores(app.orm),
        clock,
        // The leases the activities move record their timers in the app's command outbox.
        workflows: app.services.leasing.workflows,
      }),
      workerOptions: { workflowBundle },
    });
    return worker.runUntil(fn());
  }

  const client = () => tenant.client;
  const lease = async (id: string) => ok(await client().leases.get({ params: { id } }), 200);
  const handle = (leaseId: string) => env.client.workflow.getHandle(leaseLifecycleWorkflowId(tenant.tenantId, leaseId));

  async function activeLease(fields: Record<string, unknown>) {
    const { lease: created } = await leaseWithTenant(client(), fields);
    ok(await client().leases.changeStatus({ params: { id: created.id }, body: { status: 'ACTIVE' } }), 200);
    return created;
  }

  /** The exit inspection, signed by both, with the keys the tenant held handed back: core terminates the lease. */
  async function exit(leaseId: string) {
    const report = ok(
      await client().conditionReports.create({
        params: { lease_id: leaseId },
        body: { report_type: 'EXIT', inspection_date: today() },
      }),
      201,
    );
    const estate_id = (await lease(leaseId)).estate_id;
    const keys = ok(
      await client().keySets.create({
        params: { estate_id },
        body: { key_type: 'ENTRANCE_DOOR', count: 2, holder: 'TENANT', lease_id: leaseId },
      }),
      201,
    );
    ok(
      await client().keySets.handOver({
        params: { estate_id, key_set_id: keys.id },
        body: { to_holder: 'LANDLORD', count: 2, condition_report_id: report.id },
      }),
      201,
    );
    for (const party of ['LANDLORD', 'TENANT'] as const) {
      ok(
        await client().conditionReports.signOff({
          params: { lease_id: leaseId, report_id: report.id },
          body: { party, signatory: party },
        }),
        200,
      );
    }
  }

  it('moves a lease under notice to FINALISATION on its last day, then ends with the exit', async () => {
    await withWorker(async () => {
      const created = await activeLease({ type: 'HabitationMeublee', start_date: addMonths(today(), -2) });
      await eventually(async () =>
        expect(await handle(created.id).query(leaseLifecycleStateQuery)).toMatchObject({ step: 'REACH_TERM' }),
      );
      const notice = ok(
        await client().leaseNotices.give({
          params: { lease_id: created.id },
          body: { given_by: 'TENANT', received_date: today(), delivery_mode: 'REGISTERED_LETTER' },
        }),
        201,
      );
      expect(notice.end_date).toBe(addMonths(today(), 1));
      await eventually(async () =>
        expect(await handle(created.id).query(leaseLifecycleStateQuery)).toMatchObject({
          status: 'NOTICE',
          step: 'FINALISE',
          dueDate: notice.end_date,
        }),
      );

      await sleepUntil(addDays(notice.end_date, -1));
      expect((await lease(created.id)).status).toBe('NOTICE');
      await sleepUntil(notice.end_date);
      await eventually(async () => expect((await lease(created.id)).status).toBe('FINALISATION'));
      expect(
        ok(await client().leaseNotices.get({ params: { lease_id: created.id, notice_id: notice.id } }), 200).status,
      ).toBe('COMPLETED');
      await eventually(async () =>
        expect(await handle(created.id).query(leaseLifecycleStateQuery)).toMatchObject({ step: 'AWAIT_EXIT' }),
      );

      await exit(created.id);
      expect((await lease(created.id)).status).toBe('TERMINATED');
      expect(await handle(created.id).result()).toEqual({ stepsApplied: 1, finalStatus: 'TERMINATED' });
      await recordHistory(handle(created.id), HISTORIES, 'notice-finalisation-terminated');
    });
  }, 120_000);

  it('renews a furnished lease for a year at each term, by itself', async () => {
    await withWorker(async () => {
      const end = addDays(today(), 9);
      const created = await activeLease({ type: 'HabitationMeublee', start_date: addDays(addMonths(end, -12), 1) });
      expect(created.end_date).toBe(end);
      await sleepUntil(addDays(end, 2));
      const once = renewedEndDate(end, 12);
      await eventually(async () => expect((await lease(created.id)).end_date).toBe(once));
      expect((await lease(created.id)).status).toBe('ACTIVE');
      await sleepUntil(addDays(once, 2));
      const twice = renewedEndDate(once, 12);
      await eventually(async () => expect((await lease(created.id)).end_date).toBe(twice));
      const lifecycle = ok(await client().leaseLifecycle.get({ params: { lease_id: created.id } }), 200);
      expect(lifecycle.renewals.map((r) => [r.previous_end_date, r.new_end_date, r.months])).toEqual([
        [end, once, 12],
        [once, twice, 12],
      ]);
      expect(lifecycle.next_step).toEqual({ step: 'REACH_TERM', due_date: addDays(twice, 1) });
      await eventually(async () =>
        expect(await handle(created.id).query(leaseLifecycleStateQuery)).toMatchObject({
          stepsApplied: 2,
          dueDate: addDays(twice, 1),
        }),
      );

      // The lease ends otherwise (résiliation): the process hears of it and ends.
      ok(await client().leases.changeStatus({ params: { id: created.id }, body: { status: 'TERMINATED' } }), 200);
      expect(await handle(created.id).result()).toEqual({ stepsApplied: 2, finalStatus: 'TERMINATED' });
      await recordHistory(handle(created.id), HISTORIES, 'renewed-twice-then-terminated');
    });
  }, 120_000);

  it('ends a 9-month student lease at its term (EXPIRED), then waits for the exit', async () => {
    await withWorker(async () => {
      const end = addDays(today(), 4);
      const start = addDays(addMonths(end, -9), 1);
      const created = await activeLease({ type: 'HabitationMeublee', start_date: start, end_date: end });
      await sleepUntil(addDays(end, 1));
      await eventually(async () => expect((await lease(created.id)).status).toBe('EXPIRED'));
      await eventually(async () =>
        expect(await handle(created.id).query(leaseLifecycleStateQuery)).toMatchObject({ step: 'AWAIT_EXIT' }),
      );
      await exit(created.id);
      expect(await handle(created.id).result()).toEqual({ stepsApplied: 1, finalStatus: 'TERMINATED' });
      await recordHistory(handle(created.id), HISTORIES, 'student-lease-expired-then-exit');
    });
  }, 120_000);

  it('plans the term again when a notice is withdrawn', async () => {
    await withWorker(async () => {
      const created = await activeLease({ type: 'HabitationVide', start_date: addMonths(today(), -6) });
      const notice = ok(
        await client().leaseNotices.give({
          params: { lease_id: created.id },
          body: { given_by: 'TENANT', received_date: today(), delivery_mode: 'BAILIFF' },
        }),
        201,
      );
      await eventually(async () =>
        expect(await handle(created.id).query(leaseLifecycleStateQuery)).toMatchObject({ step: 'FINALISE' }),
      );
      ok(
        await client().leaseNotices.withdraw({
          params: { lease_id: created.id, notice_id: notice.id },
          body: undefined,
        }),
        200,
      );
      await eventually(async () =>
        expect(await handle(created.id).query(leaseLifecycleStateQuery)).toMatchObject({
          status: 'ACTIVE',
          step: 'REACH_TERM',
          dueDate: addDays(created.end_date, 1),
        }),
      );
      await sleepUntil(notice.end_date);
      expect((await lease(created.id)).status).toBe('ACTIVE');
      await handle(created.id).terminate('test done');
    });
  }, 120_000);
});

describe('lease-lifecycle replay', () => {
  it("replays the recorded histories with today's workflow code", async () => {
    quietTemporalRuntime();
    expect(await replayHistories(HISTORIES)).toEqual([
      'notice-finalisation-terminated.json',
      'renewed-twice-then-terminated.json',
      'student-lease-expired-then-exit.json',
    ]);
  }, 120_000);
});
