// The reconciliation of the long processes on the in-memory store (core/shared/reconcile-processes.ts,
// composed in adapters/main/reconcile-all.ts; docs/decisions.md 204, 291): a record that should have a
// process and whose process is missing or ended in the engine gets it again, once, recorded in a
// transaction of its tenant; one whose process runs, or that should have none, is left alone.
import { describe, expect, it } from '@jest/globals';
import { reconcileAll } from '../../../adapters/main/reconcile-all.js';
import { Lease } from '../../../core/leasing/lease.js';
import { ManagementMandate } from '../../../core/mandates/mandate.js';
import type { Store } from '../../../core/ports/store.js';
import type { WorkflowCalls, Workflows, WorkflowsProbe } from '../../../core/ports/workflows.js';
import { Budget } from '../../../core/syndic/management/budget.js';
import { Syndicate } from '../../../core/syndic/management/syndicate.js';
import { MemoryDatabase } from '../../support/memory-store.js';

const TENANT = '11111111-1111-4111-8111-111111111111';
const OTHER = '99999999-9999-4999-8999-999999999999';

/** A call recorded in the transaction that asked it: committed with it, dropped with it. */
class RecordedCall {
  id!: string;
  call!: string;
  /** The record the call is for (a lease, mandate or syndicate id). */
  subject!: string;
}

/** A Workflows port that records every call in the caller's transaction, as the command outbox does. */
function recordingWorkflows(enabled = true): Workflows {
  return {
    enabled,
    in: (tx: Store) =>
      new Proxy({} as WorkflowCalls, {
        get:
          (_target, call: string) => async (input: { leaseId?: string; mandateId?: string; syndicateId?: string }) => {
            const subject = input.leaseId ?? input.mandateId ?? input.syndicateId ?? '';
            tx.repo(RecordedCall).persist(Object.assign(new RecordedCall(), { call, subject }));
          },
      }),
  };
}

function world(today = '2026-03-02') {
  const clock = { now: () => new Date(`${today}T09:00:00Z`) };
  const db = new MemoryDatabase(clock);
  /** The workflow ids the engine runs, by subject: what is neither there nor recorded is missing or ended. */
  const running = new Set<string>();
  const calls = () => db.rows(RecordedCall).map(({ call, subject }) => ({ call, subject }));
  const alive = (subject: string, call: string) =>
    running.has(`${call}:${subject}`) || calls().some((c) => c.subject === subject && c.call === call);
  const probe: WorkflowsProbe = {
    leaseTimers: async ({ leaseId }) => ({
      lifecycle: alive(leaseId, 'followLeaseLifecycle'),
      rentReminders: alive(leaseId, 'startRentReminders'),
      rentRevisions: alive(leaseId, 'scheduleRentRevisions'),
    }),
    ownerStatements: async ({ mandateId }) => alive(mandateId, 'startOwnerStatements'),
    syndicFundCalls: async ({ syndicateId }) => alive(syndicateId, 'startSyndicFundCalls'),
  };
  const stored = <T extends object>(cls: new () => T, fields: Partial<T>, tenant = TENANT): T =>
    db.insert(
      cls,
      Object.assign(new cls(), { tenant_id: tenant, created_at: clock.now(), updated_at: clock.now() }, fields),
    )[0];
  const mandate = (status: ManagementMandate['status'], tenant = TENANT) =>
    stored(ManagementMandate, { status, owner_id: OTHER, number: 1, starts_on: '2026-01-01' }, tenant);
  const syndicate = (budgets: { fiscal_year: number; status: Budget['status'] }[], fiscal_year_start_month = 1) => {
    const created = stored(Syndicate, { name: 'Résidence', place_id: OTHER, fiscal_year_start_month });
    for (const budget of budgets) stored(Budget, { syndicate_id: created.id, ...budget });
    return created;
  };
  const reconcile = (workflows = recordingWorkflows()) =>
    reconcileAll({ stores: { system: () => db.store(), forTenant: (t) => db.store(t) }, clock, workflows, probe });
  return { db, running, calls, stored, mandate, syndicate, reconcile };
}

describe('the reconciliation of the mandates’ statement schedules', () => {
  it('starts the schedule of an ACTIVE mandate whose process is missing, of any tenant, once', async () => {
    const w = world();
    const lost = w.mandate('ACTIVE');
    const elsewhere = w.mandate('ACTIVE', OTHER);
    const first = await w.reconcile();
    expect(first.sources.mandates).toEqual({ checked: 2, restarted: 2 });
    expect(w.calls()).toEqual(
      expect.arrayContaining([
        { call: 'startOwnerStatements', subject: lost.id },
        { call: 'startOwnerStatements', subject: elsewhere.id },
      ]),
    );
    expect(w.calls()).toHaveLength(2);
    // Its start on its way (queued), a second pass records nothing more.
    expect((await w.reconcile()).sources.mandates).toEqual({ checked: 2, restarted: 0 });
    expect(w.calls()).toHaveLength(2);
  });

  it('leaves a running schedule alone and gives none to a mandate that is not ACTIVE', async () => {
    const w = world();
    const runs = w.mandate('ACTIVE');
    w.running.add(`startOwnerStatements:${runs.id}`);
    for (const status of ['TERMINATED', 'SUSPENDED', 'DRAFT'] as const) w.mandate(status);
    const result = await w.reconcile();
    expect(result.sources.mandates).toEqual({ checked: 1, restarted: 0 });
    expect(w.calls()).toEqual([]);
  });
});

describe('the reconciliation of the syndicates’ fund calls', () => {
  it('starts the fund calls of a syndicate with a budget voted for its current fiscal year', async () => {
    const w = world('2026-03-02');
    const voted = w.syndicate([{ fiscal_year: 2026, status: 'VOTED' }]);
    // A fiscal year from July: on 2 March 2026 the current one is 2025.
    const july = w.syndicate([{ fiscal_year: 2025, status: 'VOTED' }], 7);
    const result = await w.reconcile();
    expect(result.sources.syndicates).toEqual({ checked: 2, restarted: 2 });
    expect(w.calls()).toEqual(
      expect.arrayContaining([
        { call: 'startSyndicFundCalls', subject: voted.id },
        { call: 'startSyndicFundCalls', subject: july.id },
      ]),
    );
  });

  it('gives nothing to a syndicate whose process runs, whose budget is a draft or of another year', async () => {
    const w = world('2026-03-02');
    const runs = w.syndicate([{ fiscal_year: 2026, status: 'VOTED' }]);
    w.running.add(`startSyndicFundCalls:${runs.id}`);
    w.syndicate([{ fiscal_year: 2026, status: 'DRAFT' }]);
    w.syndicate([{ fiscal_year: 2025, status: 'VOTED' }]);
    w.syndicate([]);
    const result = await w.reconcile();
    expect(result.sources.syndicates).toEqual({ checked: 4, restarted: 0 });
    expect(w.calls()).toEqual([]);
  });
});

describe('the three sources in one pass', () => {
  it('restarts what an ACTIVE lease lacks beside the mandates and syndicates, and nothing when workflows are off', async () => {
    const w = world();
    const lease = w.stored(Lease, {
      status: 'ACTIVE',
      start_date: '2026-01-01',
      revision_index_type: 'NONE',
      next_revision_date: null,
    });
    w.running.add(`followLeaseLifecycle:${lease.id}`);
    w.stored(Lease, { status: 'TERMINATED', start_date: '2025-01-01' });
    w.mandate('ACTIVE');
    w.syndicate([{ fiscal_year: 2026, status: 'VOTED' }]);

    const off = await w.reconcile(recordingWorkflows(false));
    expect(off).toMatchObject({ checked: 0, restarted: 0 });
    expect(w.calls()).toEqual([]);

    const result = await w.reconcile();
    expect(result).toMatchObject({ checked: 3, restarted: 3 });
    expect(result.sources.leases).toEqual({ checked: 1, restarted: 1 });
    // The lease's running lifecycle is left alone; its rent reminders are given back; an
    // unindexed rent has no revision reminder.
    expect(w.calls().filter((c) => c.subject === lease.id)).toEqual([
      { call: 'startRentReminders', subject: lease.id },
    ]);
  });
});
