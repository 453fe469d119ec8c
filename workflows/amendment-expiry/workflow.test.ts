// The amendment expiry timer under Temporal's time-skipping test server: the API (on the test
// server's clock) takes an amendment to PENDING_SIGNATURE, the timer warns the parties a week
// before expires_at and expires it then, 30 days passing in seconds; a settled amendment ends it.
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { DefaultLogger, bundleWorkflowCode } from '@temporalio/worker';
import { MemoryOutbox } from '../../adapters/notify/memory-outbox.js';
import { tableEventOutbox } from '../../adapters/persistence/event-outbox.js';
import { temporalTarget } from '../../adapters/temporal/workflows-client.js';
import { type RunningWorker, WORKFLOWS_PATH, startRentalWorker } from '../../adapters/temporal/worker.js';
import { type Client, type TestApp, startTestApp } from '../../test/support/app.js';
import { leaseWithTenant, ok } from '../../test/support/leasing.js';
import { PEER_ENV, requirePeer } from '../../test/support/peers.js';
import { type TestStores, openTestStores } from '../../test/support/stores.js';
import { RecordingWorkflows } from '../../test/support/workflows.js';
import { eventually } from '../../test/support/eventually.js';
import { activityDeps, quietTemporalRuntime, recordHistory, replayHistories } from '../../test/support/temporal.js';
import { amendmentExpiryWorkflowId } from './client.js';
import { createActivities } from './activities.js';
import { amendmentExpiryStateQuery } from './workflow.js';

const HISTORIES = fileURLToPath(new URL('./histories', import.meta.url));
const testServerPath = requirePeer(PEER_ENV.temporalTestServerPath, 'the amendment expiry workflow tests');

let db: TestStores;
let client: Client;
let tenantId: string;
/** The API's clock: the test server's time, read before each call that depends on the date. */
const clock = { ms: Date.now(), now: () => new Date(clock.ms) };

beforeAll(async () => {
  db = await openTestStores();
});
afterAll(async () => {
  await db?.close();
});

/** A clause amendment of an ACTIVE lease taken to PENDING_SIGNATURE. */
async function pendingSignature() {
  const { lease } = await leaseWithTenant(client, { start_date: '2025-01-01', end_date: '2035-12-31' });
  ok(await client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'ACTIVE' } }), 200);
  const amendment = ok(
    await client.leaseAmendments.create({
      params: { lease_id: lease.id },
      body: { type: 'CLAUSE_CHANGE', title: 'Jardin partagé', effective_date: '2026-01-01' },
    }),
    201,
  );
  const params = { lease_id: lease.id, amendment_id: amendment.id };
  ok(await client.leaseAmendments.changeStatus({ params, body: { status: 'PENDING_VALIDATION' } }), 200);
  ok(
    await client.amendmentValidations.create({ params, body: { validator_name: 'Agence', decision: 'APPROVED' } }),
    201,
  );
  ok(await client.leaseAmendments.changeStatus({ params, body: { status: 'VALIDATED' } }), 200);
  const pending = ok(await client.leaseAmendments.changeStatus({ params, body: { status: 'PENDING_SIGNATURE' } }), 200);
  return { params, pending };
}

const notificationTypes = async (params: { lease_id: string; amendment_id: string }) =>
  ok(await client.amendmentNotifications.list({ params, query: { per_page: 100 } }), 200).data.map(
    (n) => n.notification_type,
  );

describe('amendment expiry activities', () => {
  it('warn once, expire only once expires_at has passed, and do nothing to a settled amendment', async () => {
    const app = await startTestApp({ clock, workflows: new RecordingWorkflows() });
    const tenant = await app.newTenant('Amendment expiry activities');
    try {
      client = tenant.client;
      clock.ms = Date.now();
      const activities = createActivities({ stores: db.stores, clock, events: tableEventOutbox });
      const { params, pending } = await pendingSignature();
      const target = { tenantId: tenant.tenantId, amendmentId: params.amendment_id };
      expect(await activities.warnAmendmentExpiring(target)).toEqual({ pending: true, warned: true });
      expect(await activities.warnAmendmentExpiring(target)).toEqual({ pending: true, warned: false });
      expect(await notificationTypes(params)).toEqual(
        expect.arrayContaining(['AMENDMENT_EXPIRING', 'SIGNATURE_REQUIRED']),
      );
      expect((await notificationTypes(params)).filter((t) => t === 'AMENDMENT_EXPIRING')).toHaveLength(1);
      const early = new Date(Date.parse(pending.expires_at!) - 1000).toISOString();
      expect(await activities.expireAmendment({ ...target, at: early })).toEqual({ expired: false });
      expect(await activities.expireAmendment({ ...target, at: pending.expires_at! })).toEqual({ expired: true });
      expect(await activities.expireAmendment({ ...target, at: pending.expires_at! })).toEqual({ expired: false });
      const expired = ok(await client.leaseAmendments.get({ params }), 200);
      expect(expired.status).toBe('EXPIRED');
      const history = ok(await client.amendmentHistory.list({ params, query: { per_page: 100 } }), 200).data;
      expect(history.at(-1)).toMatchObject({
        change_type: 'STATUS_CHANGE',
        new_values: { status: 'EXPIRED' },
        performed_by: '00000000-0000-0000-0000-000000000000',
      });
      expect(await activities.warnAmendmentExpiring(target)).toEqual({ pending: false, warned: false });
    } finally {
      await app.close();
    }
  });
});

(testServerPath ? describe : describe.skip)('amendment expiry timer (time-skipping test server)', () => {
  let env: TestWorkflowEnvironment;
  let worker: RunningWorker;
  let app: TestApp;
  const taskQueue = `amendment-expiry-test-${randomUUID()}`;

  beforeAll(async () => {
    quietTemporalRuntime();
    env = await TestWorkflowEnvironment.createTimeSkipping({
      server: { executable: { type: 'existing-path', path: testServerPath! } },
    });
    const workflowBundle = await bundleWorkflowCode({
      workflowsPath: WORKFLOWS_PATH,
      logger: new DefaultLogger('WARN'),
    });
    worker = await startRentalWorker({
      connection: env.nativeConnection,
      namespace: env.namespace ?? 'default',
      taskQueue,
      deps: { ...activityDeps({ notifier: new MemoryOutbox(), stores: db.stores }), clock },
      workerOptions: { workflowBundle },
    });
    app = await startTestApp({ clock, engine: temporalTarget(env.client.workflow), taskQueue });
    const tenant = await app.newTenant('Amendment expiry');
    tenantId = tenant.tenantId;
    client = tenant.client;
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await worker?.stop();
    await env?.teardown();
  });

  const serverNow = async () => {
    clock.ms = await env.currentTimeMs();
  };

  it('warns the parties a week before expires_at, then expires the amendment', async () => {
    await serverNow();
    const { params } = await pendingSignature();
    const handle = env.client.workflow.getHandle(amendmentExpiryWorkflowId(tenantId, params.amendment_id));
    await env.sleep('20 days');
    expect(await notificationTypes(params)).not.toContain('AMENDMENT_EXPIRING');
    await env.sleep('4 days'); // past expires_at - 7 days
    await eventually(async () => expect(await notificationTypes(params)).toContain('AMENDMENT_EXPIRING'));
    await eventually(async () =>
      expect(await handle.query(amendmentExpiryStateQuery)).toEqual({ warned: true, settled: false }),
    );
    await env.sleep('7 days');
    expect(await handle.result()).toEqual({ outcome: 'expired', warned: true });
    await serverNow();
    expect(ok(await client.leaseAmendments.get({ params }), 200).status).toBe('EXPIRED');
    await recordHistory(handle, HISTORIES, 'expired-after-the-warning');
  });

  it('ends at once when the amendment is signed (ACTIVE) before the warning', async () => {
    await serverNow();
    const { params } = await pendingSignature();
    const handle = env.client.workflow.getHandle(amendmentExpiryWorkflowId(tenantId, params.amendment_id));
    await env.sleep('3 days');
    await serverNow();
    ok(await client.leaseAmendments.changeStatus({ params, body: { status: 'ACTIVE' } }), 200);
    expect(await handle.result()).toEqual({ outcome: 'settled', warned: false });
    await recordHistory(handle, HISTORIES, 'settled-before-the-warning');
    expect(await notificationTypes(params)).not.toContain('AMENDMENT_EXPIRING');
  });
});

describe('amendment expiry replay', () => {
  it("replays the recorded histories with today's workflow code", async () => {
    quietTemporalRuntime();
    expect(await replayHistories(HISTORIES)).toEqual([
      'expired-after-the-warning.json',
      'settled-before-the-warning.json',
    ]);
  }, 120_000);
});
