// The reconciliation's probe on Temporal's test server (adapters/temporal/workflows-client.ts,
// docs/decisions.md 291): a mandate's statement schedule and a syndicate's fund calls run when the
// engine describes their workflow RUNNING or a command for it waits in the outbox; one never started,
// or terminated, is missing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { temporalProbe } from '../../adapters/temporal/workflows-client.js';
import { ownerStatementsWorkflowId } from '../../workflows/owner-statements/client.js';
import { ownerStatements } from '../../workflows/owner-statements/workflow.js';
import { syndicFundCallsWorkflowId } from '../../workflows/syndic-fund-calls/client.js';
import { syndicFundCalls } from '../../workflows/syndic-fund-calls/workflow.js';
import { PEER_ENV, requirePeer } from '../support/peers.js';
import { quietTemporalRuntime } from '../support/temporal.js';

const testServerPath = requirePeer(PEER_ENV.temporalTestServerPath, 'the reconciliation probe tests');

(testServerPath ? describe : describe.skip)('the reconciliation probe (test server)', () => {
  let env: TestWorkflowEnvironment;
  // No worker polls this queue: a started workflow stays RUNNING until terminated.
  const taskQueue = `probe-test-${randomUUID()}`;
  const queued = new Set<string>();
  const tenantId = randomUUID();

  beforeAll(async () => {
    quietTemporalRuntime();
    env = await TestWorkflowEnvironment.createTimeSkipping({
      server: { executable: { type: 'existing-path', path: testServerPath! } },
    });
  }, 180_000);
  afterAll(async () => {
    await env?.teardown();
  });

  const probe = () =>
    temporalProbe(env.client.workflow, async (ids) => new Set(ids.filter((id) => queued.has(id))), 5_000);

  it('says a mandate’s statement schedule runs while started, queued, and not once terminated or never started', async () => {
    const mandateId = randomUUID();
    const workflowId = ownerStatementsWorkflowId(tenantId, mandateId);
    expect(await probe().ownerStatements({ tenantId, mandateId })).toBe(false);
    await env.client.workflow.start(ownerStatements, { taskQueue, workflowId, args: [{ tenantId, mandateId }] });
    expect(await probe().ownerStatements({ tenantId, mandateId })).toBe(true);
    await env.client.workflow.getHandle(workflowId).terminate('lost');
    expect(await probe().ownerStatements({ tenantId, mandateId })).toBe(false);
    queued.add(workflowId);
    expect(await probe().ownerStatements({ tenantId, mandateId })).toBe(true);
  });

  it('says the same of a syndicate’s fund calls, by the syndicate’s workflow id', async () => {
    const syndicateId = randomUUID();
    const workflowId = syndicFundCallsWorkflowId(tenantId, syndicateId);
    expect(await probe().syndicFundCalls({ tenantId, syndicateId })).toBe(false);
    await env.client.workflow.start(syndicFundCalls, { taskQueue, workflowId, args: [{ tenantId, syndicateId }] });
    expect(await probe().syndicFundCalls({ tenantId, syndicateId })).toBe(true);
    // Another syndicate's process is another workflow.
    expect(await probe().syndicFundCalls({ tenantId, syndicateId: randomUUID() })).toBe(false);
    await env.client.workflow.getHandle(workflowId).terminate('lost');
    expect(await probe().syndicFundCalls({ tenantId, syndicateId })).toBe(false);
  });
});
