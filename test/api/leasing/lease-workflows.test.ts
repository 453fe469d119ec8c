// Leases and their timers: the status is committed first, then the workflow engine is told.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { leaseWithTenant, ok, problem } from '../../support/leasing.js';
import { RecordingWorkflows } from '../../support/workflows.js';

const engine = new RecordingWorkflows();
let app: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  app = await startTestApp({ workflows: engine });
  tenant = await app.newTenant('Lease workflows');
});
afterAll(() => app.close());

describe('lease status and the workflow engine', () => {
  it('starts the yearly revision reminder on ACTIVE, anchored on next_revision_date, and stops it on TERMINATED', async () => {
    const { lease } = await leaseWithTenant(tenant.client, {
      start_date: '2025-03-01',
      next_revision_date: '2026-03-15',
    });
    ok(await tenant.client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'ACTIVE' } }), 200);
    expect(engine.scheduled.filter((s) => s.leaseId === lease.id)).toEqual([
      { tenantId: tenant.tenantId, leaseId: lease.id, anchorDate: '2026-03-15', indexType: 'IRL', noticeDays: 30 },
    ]);
    expect(engine.rentReminders).toContainEqual({ leaseId: lease.id });
    ok(await tenant.client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'TERMINATED' } }), 200);
    expect(engine.terminated).toContainEqual({ leaseId: lease.id });
    // The lease-lifecycle process starts with the lease and is told when it ends.
    expect(engine.lifecycle.filter((l) => l.leaseId === lease.id)).toEqual([
      { leaseId: lease.id, start: true },
      { leaseId: lease.id, start: false },
    ]);
  });

  it('anchors on the first anniversary without next_revision_date, and schedules nothing for an unindexed rent', async () => {
    const { lease } = await leaseWithTenant(tenant.client, { start_date: '2025-06-10' });
    ok(await tenant.client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'ACTIVE' } }), 200);
    expect(engine.scheduled.find((s) => s.leaseId === lease.id)?.anchorDate).toBe('2026-06-10');
    const fixed = await leaseWithTenant(tenant.client, { start_date: '2025-06-10', revision_index_type: 'NONE' });
    ok(await tenant.client.leases.changeStatus({ params: { id: fixed.lease.id }, body: { status: 'ACTIVE' } }), 200);
    expect(engine.scheduled.find((s) => s.leaseId === fixed.lease.id)).toBeUndefined();
    // Rent falls due whether or not it is indexed: the reminder escalation starts all the same.
    expect(engine.rentReminders).toContainEqual({ leaseId: fixed.lease.id });
  });

  it('keeps the committed status when the engine fails, says so with a 503, and a retry of the same status repairs the timer', async () => {
    const { lease } = await leaseWithTenant(tenant.client, { start_date: '2025-01-01' });
    engine.failing = true;
    const failed = await tenant.client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'ACTIVE' } });
    expect(problem(failed, 503).detail).toContain('send the same status again');
    expect(ok(await tenant.client.leases.get({ params: { id: lease.id } }), 200).status).toBe('ACTIVE');
    engine.failing = false;
    ok(await tenant.client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'ACTIVE' } }), 200);
    expect(engine.scheduled.filter((s) => s.leaseId === lease.id)).toHaveLength(1);
  });

  it('tells the rent reminders which periods a payment paid in full, and keeps the payment when the engine fails', async () => {
    const { lease } = await leaseWithTenant(tenant.client, { start_date: '2025-01-01', rent_amount: 500 });
    ok(await tenant.client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'ACTIVE' } }), 200);
    const [first, second] = ok(
      await tenant.client.rentPeriods.open({ params: { lease_id: lease.id }, body: { up_to: '2025-02-01' } }),
      200,
    );
    const pay = (amount: number) =>
      tenant.client.rentPayments.create({
        params: { lease_id: lease.id },
        body: { amount, paid_on: '2025-02-03', method: 'CHEQUE', payer: 'Camille Durand' },
      });
    ok(await pay(500), 201);
    expect(engine.paid.filter((p) => p.leaseId === lease.id)).toEqual([{ leaseId: lease.id, periodIds: [first.id] }]);
    engine.failing = true;
    try {
      ok(await pay(500), 201);
    } finally {
      engine.failing = false;
    }
    expect(engine.paid.filter((p) => p.leaseId === lease.id)).toHaveLength(1);
    const periods = ok(await tenant.client.rentPeriods.list({ params: { lease_id: lease.id }, query: {} }), 200).data;
    expect(periods.find((p) => p.id === second.id)?.status).toBe('PAID');
  });
});
