// Leases and their timers, through the workflow command outbox: a status and the starts and signals
// its timers need are committed together; the relay sends them to the engine. With the engine out
// of reach the change still answers 2xx, the commands wait, and they are sent once it is back.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { leaseLifecycleWorkflowId } from '../../../workflows/lease-lifecycle/client.js';
import { rentRemindersWorkflowId } from '../../../workflows/rent-reminders/client.js';
import { rentRevisionWorkflowId } from '../../../workflows/rent-revision-reminder/client.js';
import { type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { leaseWithTenant, ok, problem } from '../../support/leasing.js';
import { RecordingEngine } from '../../support/workflows.js';

const engine = new RecordingEngine();
let app: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  app = await startTestApp({ engine });
  tenant = await app.newTenant('Lease workflows');
});
afterAll(() => app.close());

const ids = (leaseId: string) => ({
  lifecycle: leaseLifecycleWorkflowId(tenant.tenantId, leaseId),
  rentReminders: rentRemindersWorkflowId(tenant.tenantId, leaseId),
  rentRevision: rentRevisionWorkflowId(tenant.tenantId, leaseId),
});

/** The commands of the app's queue still waiting, by workflow id and operation. */
async function waiting(): Promise<{ workflow_id: string; operation: string; attempts: number }[]> {
  return app.orm.em
    .fork()
    .getConnection()
    .execute(
      `select workflow_id, operation, attempts from workflow_commands where task_queue = ? order by seq`,
      [app.taskQueue],
      'all',
    );
}

const changeStatus = (id: string, status: 'ACTIVE' | 'TERMINATED' | 'DRAFT') =>
  tenant.client.leases.changeStatus({ params: { id }, body: { status } });

describe('lease status and the workflow engine', () => {
  it('starts the lifecycle, rent and revision reminders with ACTIVE (anchored on next_revision_date), and ends them with TERMINATED', async () => {
    const { lease } = await leaseWithTenant(tenant.client, {
      start_date: '2025-03-01',
      next_revision_date: '2026-03-15',
    });
    ok(await changeStatus(lease.id, 'ACTIVE'), 200);
    const workflow = ids(lease.id);
    expect(engine.to(workflow.rentRevision)).toEqual([
      {
        taskQueue: app.taskQueue,
        workflowId: workflow.rentRevision,
        operation: 'START',
        workflowType: 'rentRevisionReminder',
        signal: null,
        args: [
          { tenantId: tenant.tenantId, leaseId: lease.id, anchorDate: '2026-03-15', indexType: 'IRL', noticeDays: 30 },
        ],
        signalArgs: [],
      },
    ]);
    expect(engine.to(workflow.rentReminders).map((c) => [c.operation, c.workflowType])).toEqual([
      ['START', 'rentReminders'],
    ]);
    ok(await changeStatus(lease.id, 'TERMINATED'), 200);
    expect(engine.to(workflow.rentRevision).map((c) => [c.operation, c.signal])).toEqual([
      ['START', null],
      ['SIGNAL', 'leaseTerminated'],
    ]);
    expect(engine.to(workflow.rentReminders).map((c) => [c.operation, c.signal])).toEqual([
      ['START', null],
      ['SIGNAL', 'leaseTerminated'],
    ]);
    // The lease-lifecycle process starts with the lease (signal-with-start) and is told when it ends.
    expect(engine.to(workflow.lifecycle).map((c) => [c.operation, c.workflowType, c.signal])).toEqual([
      ['SIGNAL_WITH_START', 'leaseLifecycle', 'leaseChanged'],
      ['SIGNAL', null, 'leaseChanged'],
    ]);
    expect(await waiting()).toEqual([]);
  });

  it('anchors on the first anniversary without next_revision_date, and schedules nothing for an unindexed rent', async () => {
    const { lease } = await leaseWithTenant(tenant.client, { start_date: '2025-06-10' });
    ok(await changeStatus(lease.id, 'ACTIVE'), 200);
    expect(engine.to(ids(lease.id).rentRevision)[0].args).toEqual([
      expect.objectContaining({ anchorDate: '2026-06-10' }),
    ]);
    const fixed = await leaseWithTenant(tenant.client, { start_date: '2025-06-10', revision_index_type: 'NONE' });
    ok(await changeStatus(fixed.lease.id, 'ACTIVE'), 200);
    expect(engine.to(ids(fixed.lease.id).rentRevision)).toEqual([]);
    // Rent falls due whether or not it is indexed: the reminder escalation starts all the same.
    expect(engine.to(ids(fixed.lease.id).rentReminders)).toHaveLength(1);
  });

  it('answers 200 with the engine out of reach: the commands wait, health counts them, and they go once it is back', async () => {
    const { lease } = await leaseWithTenant(tenant.client, { start_date: '2025-01-01' });
    const workflow = ids(lease.id);
    engine.failing = true;
    try {
      expect(ok(await changeStatus(lease.id, 'ACTIVE'), 200).status).toBe('ACTIVE');
      expect((await waiting()).map((c) => c.workflow_id)).toEqual([
        workflow.lifecycle,
        workflow.rentReminders,
        workflow.rentRevision,
      ]);
      const health = ok(await app.anonymous.health.health(), 200);
      expect(health.workflow_engine.commands_queued).toBeGreaterThanOrEqual(3);
      expect(health.workflow_engine.oldest_command_at).not.toBeNull();
    } finally {
      engine.failing = false;
    }
    expect(engine.to(workflow.rentRevision)).toEqual([]);
    await app.sendWorkflowCommands();
    expect(await waiting()).toEqual([]);
    // Each sent once, whatever the attempts before.
    for (const id of Object.values(workflow)) expect(engine.to(id)).toHaveLength(1);
  });

  it('records nothing for a move refused', async () => {
    const { lease } = await leaseWithTenant(tenant.client, { start_date: '2025-01-01' });
    problem(await changeStatus(lease.id, 'TERMINATED'), 409);
    await app.sendWorkflowCommands();
    expect(engine.sent.filter((c) => c.workflowId.endsWith(lease.id))).toEqual([]);
  });

  it('tells the rent reminders which periods a payment paid in full, and keeps the payment when the engine is down', async () => {
    const { lease } = await leaseWithTenant(tenant.client, { start_date: '2025-01-01', rent_amount: 500 });
    ok(await changeStatus(lease.id, 'ACTIVE'), 200);
    const [first, second] = ok(
      await tenant.client.rentPeriods.open({ params: { lease_id: lease.id }, body: { up_to: '2025-02-01' } }),
      200,
    );
    const pay = (amount: number) =>
      tenant.client.rentPayments.create({
        params: { lease_id: lease.id },
        body: { amount, paid_on: '2025-02-03', method: 'CHEQUE', payer: 'Camille Durand' },
      });
    const paid = () =>
      engine
        .to(ids(lease.id).rentReminders)
        .filter((c) => c.signal === 'rentPaid')
        .map((c) => c.signalArgs);
    ok(await pay(500), 201);
    expect(paid()).toEqual([[{ periodIds: [first.id] }]]);
    engine.failing = true;
    try {
      ok(await pay(500), 201);
    } finally {
      engine.failing = false;
    }
    expect(paid()).toHaveLength(1);
    const periods = ok(await tenant.client.rentPeriods.list({ params: { lease_id: lease.id }, query: {} }), 200).data;
    expect(periods.find((p) => p.id === second.id)?.status).toBe('PAID');
    await app.sendWorkflowCommands();
    expect(paid()).toEqual([[{ periodIds: [first.id] }], [{ periodIds: [second.id] }]]);
  });
});
