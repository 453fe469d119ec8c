// Temporal out of reach while the API runs (docs/decisions.md 151, 202): health says degraded
// and counts the commands waiting, a signature initiated meanwhile is committed at once (201) with
// the start of its workflow in the command outbox, a guest signature is recorded with its signal,
// and once the same server is back (its state kept in its SQLite file) the relay sends what waited:
// the new signature's workflow invites its signers, and the running one completes on the same worker.
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freePort } from '../../adapters/peers/process.js';
import { type TemporalDevServer, startTemporalDevServer } from '../../adapters/temporal/dev-server.js';
import { type ApiProcess, startApi } from '../support/api-process.js';
import {
  type Client,
  TEST_SERVICE_SECRET,
  type TestApp,
  type TestTenant,
  clientFor,
  startTestApp,
} from '../support/app.js';
import { withPool } from '../support/db.js';
import { leaseSignatureWorkflowId } from '../../workflows/lease-signature/client.js';
import { ok } from '../support/leasing.js';
import { PEER_ENV, requirePeer } from '../support/peers.js';
import { drawings, grant, lastOtp, signableLease } from '../support/signature.js';
import { startTs } from '../process/run.js';
import { eventuallyWithin } from '../support/eventually.js';

const cliPath = requirePeer(PEER_ENV.temporalCliPath, 'the Temporal outage test');
const CALL_TIMEOUT_MS = 1_500;

let dataDir: string;
let temporalPort: number;
let temporal: TemporalDevServer;
let harness: TestApp;
let tenant: TestTenant;
let api: ApiProcess;
let client: Client;
let worker: ChildProcess;
const taskQueue = `outage-${randomUUID()}`;

const startTemporal = async () => {
  const started = await startTemporalDevServer({
    dataDir: path.join(dataDir, 'temporal'),
    port: temporalPort,
    env: { ...process.env, TEMPORAL_CLI_PATH: cliPath },
  });
  if (!started.ok) throw new Error(started.reason);
  return started.server;
};

const eventually = eventuallyWithin(60_000);

(cliPath ? describe : describe.skip)('Temporal unreachable', () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'rental-fault-temporal-'));
    await chmod(dataDir, 0o755);
    temporalPort = await freePort();
    temporal = await startTemporal();
    harness = await startTestApp();
    tenant = await harness.newTenant('Temporal outage');
    const env = {
      TEMPORAL_ADDRESS: temporal.address,
      TEMPORAL_TASK_QUEUE: taskQueue,
      SERVICE_SECRET: TEST_SERVICE_SECRET,
      DATA_DIR: dataDir,
    };
    api = await startApi({ ...env, WORKFLOWS_CALL_TIMEOUT_MS: String(CALL_TIMEOUT_MS) });
    client = clientFor(api.url, { authorization: `Bearer ${tenant.apiKey}` });
    worker = startTs('adapters/main/worker.ts', {
      ...env,
      DATABASE_URL: process.env.TEST_DATABASE_URL!,
      API_URL: api.url,
      LOG_LEVEL: 'warn',
    });
  }, 180_000);

  afterAll(async () => {
    if (worker?.exitCode === null) {
      worker.kill('SIGTERM');
      await once(worker, 'exit');
    }
    await api?.stop();
    await harness?.close();
    await temporal?.stop();
  }, 60_000);

  const health = async () => (await fetch(`${api.url}/api/health`)).json() as Promise<Record<string, unknown>>;
  const waitingFor = (workflowId: string) =>
    withPool(
      async (pool) =>
        (await pool.query('select count(*)::int as n from workflow_commands where workflow_id = $1', [workflowId]))
          .rows[0].n as number,
    );
  const invitations = async (documentId: string) =>
    (await harness.outbox.list({ tenantId: tenant.tenantId, kind: 'signature_invitation' })).filter(
      (m) => m.data.document_signature_id === documentId,
    ).length;

  /** A guest signs: asks for a code, then signs with it. */
  async function sign(requestId: string) {
    const token = harness.guestToken(requestId);
    ok(await harness.anonymous.guestSignature.requestOtp({ params: { token }, body: {} }), 200);
    const otp = await lastOtp(harness, tenant.tenantId, requestId);
    const answer = await clientFor(api.url).guestSignature.sign({
      params: { token },
      body: { otp, signature_image: drawings.dataUrl(drawings.png()) },
    });
    return { status: answer.status };
  }

  it('says degraded, takes a signature meanwhile (the start waits in the outbox), and catches up once it is back', async () => {
    // A signature under way before the outage: its workflow sends the invitations.
    const running = await signableLease(client, { owner: 'Avant', tenant: 'Panne' });
    await grant(harness, tenant, 2);
    const document = ok(
      await client.signatures.initiate({
        params: { lease_id: running.leaseId },
        body: { pdf_id: running.pdfId, signers: running.signers },
      }),
      201,
    );
    await eventually(async () => expect(await invitations(document.document_signature_id)).toBeGreaterThan(0));
    expect(await health()).toMatchObject({ status: 'ok' });
    const waiting = await signableLease(client, { owner: 'Pendant', tenant: 'Panne' });

    await temporal.stop();
    expect(await health()).toMatchObject({ status: 'degraded', database: 'up', workflows: /unreachable/ });
    const accepted = ok(
      await client.signatures.initiate({
        params: { lease_id: waiting.leaseId },
        body: { pdf_id: waiting.pdfId, signers: waiting.signers },
      }),
      201,
    );
    expect(ok(await client.leases.get({ params: { id: waiting.leaseId } }), 200).status).toBe('PENDING_SIGNATURE');
    expect(await waitingFor(leaseSignatureWorkflowId(accepted.document_signature_id))).toBe(1);
    expect(await health()).toMatchObject({
      workflow_engine: {
        state: 'up',
        commands_queued: expect.any(Number),
        oldest_command_age_seconds: expect.any(Number),
      },
    });
    // A guest signature needs no engine to be recorded (docs/decisions.md, record 68).
    expect((await sign(document.signature_requests[1].id)).status).toBe(200);

    temporal = await startTemporal();
    await eventually(async () => expect(await health()).toMatchObject({ status: 'ok' }));
    // What waited is sent: the new signature's workflow runs and invites its signers.
    await eventually(async () => expect(await invitations(accepted.document_signature_id)).toBeGreaterThan(0));
    expect(await waitingFor(leaseSignatureWorkflowId(accepted.document_signature_id))).toBe(0);
    expect((await sign(document.signature_requests[0].id)).status).toBe(200);
    await eventually(async () =>
      expect(ok(await client.leases.get({ params: { id: running.leaseId } }), 200).status).toBe('ACTIVE'),
    );
    expect(worker.exitCode).toBeNull();
  }, 240_000);
});
