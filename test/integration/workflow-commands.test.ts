// The workflow command outbox on PostgreSQL (docs/decisions.md 202): commands are written in the
// transaction of their change; relays running at once send each command once and each workflow's
// commands in order; a refused command is retried after a backoff and holds its workflow's next ones
// back; the reconciliation restarts what an ACTIVE lease lacks, once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import { mikroStores } from '../../adapters/persistence/store.js';
import { type CommandRelayDeps, relayPass } from '../../adapters/temporal/command-relay.js';
import type { CommandTarget, WorkflowCommand } from '../../adapters/temporal/command-target.js';
import { tableWorkflows } from '../../adapters/temporal/workflow-commands.js';
import { leaseTimerSource } from '../../core/leasing/reconcile-timers.js';
import type { LeaseTimers } from '../../core/ports/workflows.js';
import { reconcileProcesses } from '../../core/shared/reconcile-processes.js';
import { leaseLifecycleWorkflowId } from '../../workflows/lease-lifecycle/client.js';
import { rentRemindersWorkflowId } from '../../workflows/rent-reminders/client.js';
import { rentRevisionWorkflowId } from '../../workflows/rent-revision-reminder/client.js';
import { type TestApp, type TestTenant, startTestApp } from '../support/app.js';
import { leaseWithTenant, ok, problem } from '../support/leasing.js';

const taskQueue = `outbox-test-${randomUUID()}`;
const workflows = tableWorkflows({ taskQueue, enabled: () => true });
let app: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  // The outbox without a relay: the tests run the relays themselves.
  app = await startTestApp({ workflows });
  tenant = await app.newTenant('Workflow commands');
});
afterAll(() => app.close());

interface Row {
  workflow_id: string;
  operation: string;
  signal: string | null;
  attempts: number;
  last_error: string | null;
  waits_ms: number;
}

const queued = (): Promise<Row[]> =>
  app.orm.em
    .fork()
    .getConnection()
    .execute(
      `select workflow_id, operation, signal, attempts, last_error,
              (extract(epoch from next_attempt_at - now()) * 1000)::int as waits_ms
       from workflow_commands where task_queue = ? order by seq`,
      [taskQueue],
      'all',
    );

const relayDeps = (target: CommandTarget): CommandRelayDeps => ({
  orm: app.orm,
  taskQueue,
  target: () => target,
  reachable: async () => true,
  logger: pino({ level: 'silent' }),
});

async function activeLease(fields: Record<string, unknown> = {}) {
  const { lease } = await leaseWithTenant(tenant.client, { start_date: '2025-01-01', ...fields });
  ok(await tenant.client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'ACTIVE' } }), 200);
  return lease;
}

/** A target that takes a while, and notes the order in which all targets accepted commands. */
function slowTarget(log: WorkflowCommand[]): CommandTarget {
  return {
    async send(command) {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
      log.push(command);
    },
  };
}

describe('the workflow command outbox', () => {
  it('writes the commands in the transaction of the change, in order; a refused change writes none', async () => {
    const lease = await activeLease();
    problem(await tenant.client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'DRAFT' } }), 409);
    expect((await queued()).map((row) => [row.workflow_id, row.operation])).toEqual([
      [leaseLifecycleWorkflowId(tenant.tenantId, lease.id), 'SIGNAL_WITH_START'],
      [rentRemindersWorkflowId(tenant.tenantId, lease.id), 'START'],
      [rentRevisionWorkflowId(tenant.tenantId, lease.id), 'START'],
    ]);
    await relayPass(relayDeps(slowTarget([])));
    expect(await queued()).toEqual([]);
  });

  it('sends each command once with two relays at once, and a workflow’s commands in their order', async () => {
    const leases = [];
    for (let i = 0; i < 10; i++) leases.push(await activeLease());
    for (const lease of leases)
      ok(await tenant.client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'TERMINATED' } }), 200);
    const recorded = (await queued()).length;
    expect(recorded).toBe(10 * 3 * 2); // ACTIVE starts 3 processes; TERMINATED tells the same 3

    const log: WorkflowCommand[] = [];
    const [first, second] = [relayDeps(slowTarget(log)), relayDeps(slowTarget(log))];
    while ((await queued()).length > 0) await Promise.all([relayPass(first), relayPass(second)]);

    const keys = log.map((c) => `${c.workflowId} ${c.operation} ${c.signal}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(recorded);
    for (const lease of leases) {
      const revision = log.filter((c) => c.workflowId === rentRevisionWorkflowId(tenant.tenantId, lease.id));
      expect(revision.map((c) => c.operation)).toEqual(['START', 'SIGNAL']);
    }
  });

  it('retries a refused command after a backoff, holding its workflow’s next commands back', async () => {
    const lease = await activeLease();
    ok(await tenant.client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'TERMINATED' } }), 200);
    const revision = rentRevisionWorkflowId(tenant.tenantId, lease.id);
    const sent: WorkflowCommand[] = [];
    let refusals = 1;
    const refusingOnce: CommandTarget = {
      async send(command) {
        if (command.workflowId === revision && refusals-- > 0) throw new Error('namespace busy');
        sent.push(command);
      },
    };
    await relayPass(relayDeps(refusingOnce));
    const waiting = await queued();
    expect(waiting.map((row) => [row.workflow_id, row.operation, row.attempts, row.last_error])).toEqual([
      [revision, 'START', 1, 'namespace busy'],
      [revision, 'SIGNAL', 0, null],
    ]);
    expect(waiting[0].waits_ms).toBeGreaterThan(0);
    expect(waiting[0].waits_ms).toBeLessThanOrEqual(1_000);
    expect(sent.filter((c) => c.workflowId === revision)).toEqual([]);

    await relayPass(relayDeps(refusingOnce), new Date('9999-12-31T00:00:00Z'));
    expect(sent.filter((c) => c.workflowId === revision).map((c) => c.operation)).toEqual(['START', 'SIGNAL']);
    expect(await queued()).toEqual([]);
  });

  it('restarts what an ACTIVE or NOTICE lease lacks, once, and nothing for the others', async () => {
    const bare = await activeLease();
    const unindexed = await activeLease({ revision_index_type: 'NONE' });
    const noticed = await activeLease();
    ok(await tenant.client.leases.changeStatus({ params: { id: noticed.id }, body: { status: 'NOTICE' } }), 200);
    await relayPass(relayDeps(slowTarget([])));
    const ours = new Set([bare.id, unindexed.id, noticed.id]);
    // Nothing runs for our leases (the engine lost them), except what waits in the outbox; the
    // leases of the other tests run.
    const probe = {
      async leaseTimers({ tenantId, leaseId }: { tenantId: string; leaseId: string }): Promise<LeaseTimers> {
        if (!ours.has(leaseId)) return { lifecycle: true, rentReminders: true, rentRevisions: true };
        const waiting = new Set((await queued()).map((row) => row.workflow_id));
        return {
          lifecycle: waiting.has(leaseLifecycleWorkflowId(tenantId, leaseId)),
          rentReminders: waiting.has(rentRemindersWorkflowId(tenantId, leaseId)),
          rentRevisions: waiting.has(rentRevisionWorkflowId(tenantId, leaseId)),
        };
      },
    };
    const deps = { stores: mikroStores(app.orm), workflows };
    const leases = [leaseTimerSource({ workflows, probe })];
    const first = (await reconcileProcesses(deps, leases)).leases;
    expect(first.restarted).toBe(3);
    // The leases are walked in the order of their ids.
    const sorted = (rows: string[][]) => rows.map((row) => row.join(' ')).sort();
    expect(sorted((await queued()).map((row) => [row.workflow_id, row.operation]))).toEqual(
      sorted([
        [leaseLifecycleWorkflowId(tenant.tenantId, bare.id), 'SIGNAL_WITH_START'],
        [rentRemindersWorkflowId(tenant.tenantId, bare.id), 'START'],
        [rentRevisionWorkflowId(tenant.tenantId, bare.id), 'START'],
        [leaseLifecycleWorkflowId(tenant.tenantId, unindexed.id), 'SIGNAL_WITH_START'],
        [rentRemindersWorkflowId(tenant.tenantId, unindexed.id), 'START'],
        [leaseLifecycleWorkflowId(tenant.tenantId, noticed.id), 'SIGNAL_WITH_START'],
        [rentRemindersWorkflowId(tenant.tenantId, noticed.id), 'START'],
        [rentRevisionWorkflowId(tenant.tenantId, noticed.id), 'START'],
      ]),
    );
    // Again before the relay sent them: they are on their way, nothing is recorded twice.
    expect((await reconcileProcesses(deps, leases)).leases.restarted).toBe(0);
    expect(await queued()).toHaveLength(8);
    await relayPass(relayDeps(slowTarget([])));
  });
});
