// End to end against the real Temporal dev server (TEMPORAL_CLI_PATH) and the worker as a process of
// its own (`npm run worker`): lease -> PDF -> initiate -> both signers get their codes from the
// outbox and sign -> the workflow completes and finalizes through the worker endpoints -> the lease
// is ACTIVE and its signed PDF, with both names, is downloadable. Then the same with the worker
// killed (SIGKILL) in the middle: no lost signature, no double credit, no duplicated event.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Connection, WorkflowClient } from '@temporalio/client';
import { type TemporalDevServer, startTemporalDevServer } from '../../adapters/temporal/dev-server.js';
import { temporalTarget } from '../../adapters/temporal/workflows-client.js';
import { TEST_SERVICE_SECRET, type TestApp, type TestTenant, startTestApp } from '../support/app.js';
import { withPool } from '../support/db.js';
import { ok } from '../support/leasing.js';
import { pdfToText } from '../support/pdf-text.js';
import { PEER_ENV, requirePeer } from '../support/peers.js';
import { type SignableLease, drawings, grant, lastOtp, signableLease } from '../support/signature.js';
import { startTs } from './run.js';
import { eventuallyWithin } from '../support/eventually.js';

const cliPath = requirePeer(PEER_ENV.temporalCliPath, 'the signature end-to-end test');
const pdftotext = requirePeer(PEER_ENV.pdftotextPath, 'the signature end-to-end test');

const eventually = eventuallyWithin(90_000);

(cliPath && pdftotext ? describe : describe.skip)('signing a lease end to end (dev server, worker process)', () => {
  let dataDir: string;
  let server: TemporalDevServer;
  let connection: Connection;
  let app: TestApp;
  let tenant: TestTenant;
  const taskQueue = `signature-e2e-${randomUUID()}`;
  let worker: ChildProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'signature-e2e-'));
    const started = await startTemporalDevServer({
      dataDir: path.join(dataDir, 'temporal'),
      env: { ...process.env, TEMPORAL_CLI_PATH: cliPath },
    });
    if (!started.ok) throw new Error(started.reason);
    server = started.server;
    connection = await Connection.connect({ address: server.address });
    app = await startTestApp({
      engine: temporalTarget(new WorkflowClient({ connection })),
      taskQueue,
      filesDir: path.join(dataDir, 'files'),
    });
    tenant = await app.newTenant('Signature end to end');
  }, 120_000);

  afterAll(async () => {
    if (worker && worker.exitCode === null) {
      worker.kill('SIGTERM');
      await once(worker, 'exit');
    }
    await app?.close();
    await connection?.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  /** `npm run worker` on the test database, files and dev server. */
  async function startWorker(): Promise<ChildProcess> {
    const child = startTs('adapters/main/worker.ts', {
      TEMPORAL_ADDRESS: server.address,
      TEMPORAL_TASK_QUEUE: taskQueue,
      DATABASE_URL: process.env.TEST_DATABASE_URL!,
      DATA_DIR: dataDir,
      API_URL: app.baseUrl,
      SERVICE_SECRET: TEST_SERVICE_SECRET,
      LOG_LEVEL: 'warn',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.once('exit', (code, signal) => {
      if (code && code !== 0) process.stderr.write(`worker exited ${code} ${signal}:\n${output}\n`);
    });
    worker = child;
    return child;
  }

  async function kill(child: ChildProcess) {
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  }

  async function sign(requestId: string) {
    const token = app.guestToken(requestId);
    ok(await app.anonymous.guestSignature.requestOtp({ params: { token }, body: {} }), 200);
    return ok(
      await app.anonymous.guestSignature.sign({
        params: { token },
        body: {
          otp: await lastOtp(app, tenant.tenantId, requestId),
          signature_image: drawings.dataUrl(drawings.png()),
        },
      }),
      200,
    );
  }

  async function initiate(lease: SignableLease) {
    await grant(app, tenant, 1);
    const document = ok(
      await tenant.client.signatures.initiate({
        params: { lease_id: lease.leaseId },
        body: { pdf_id: lease.pdfId, signers: lease.signers },
      }),
      201,
    );
    const id = document.document_signature_id;
    await eventually(async () =>
      expect(
        (await app.outbox.list({ tenantId: tenant.tenantId, kind: 'signature_invitation' })).filter(
          (m) => m.data.document_signature_id === id,
        ),
      ).toHaveLength(4),
    );
    return document;
  }

  async function expectSigned(lease: SignableLease, names: string[]) {
    await eventually(async () =>
      expect(ok(await tenant.client.leases.get({ params: { id: lease.leaseId } }), 200).status).toBe('ACTIVE'),
    );
    const status = ok(await tenant.client.signatures.status({ params: { lease_id: lease.leaseId } }), 200);
    expect(status.status).toBe('COMPLETED');
    expect(status.signature_requests.map((r) => r.status)).toEqual(['COMPLETED', 'COMPLETED']);
    const signed = await fetch(status.signed_pdf_url!, { headers: { authorization: `Bearer ${tenant.apiKey}` } });
    expect(signed.status).toBe(200);
    const text = await pdfToText(pdftotext!, new Uint8Array(await signed.arrayBuffer()));
    for (const name of names) expect(text).toContain(name);
    // The tenant downloads it from the tenant-facing portal too (the lease's SignedLease document).
    const portal = await tenant.clientWith(['lessee:leases:download'], { kind: 'lessee', lesseeId: lease.lesseeId });
    const download = await portal.lesseePortal.signedPdf({ params: { id: lease.leaseId } });
    expect(download.status).toBe(200);
    return status;
  }

  /** What the signature left behind in the database: credit entries and events of the document. */
  async function ledgerAndEvents(documentId: string) {
    return withPool(async (pool) => ({
      credits: (
        await pool.query('select kind, amount from credit_entries where reference = $1 order by kind', [documentId])
      ).rows,
      events: (
        await pool.query(
          'select type, count(*)::int as n from outbox_events where subject_id = $1 group by type order by type',
          [documentId],
        )
      ).rows,
      documents: (
        await pool.query(
          "select count(*)::int as n from lease_documents where document_type = 'SignedLease' and description like $1",
          [`%${documentId}%`],
        )
      ).rows[0].n,
    }));
  }

  const expectedTrail = {
    credits: [{ kind: 'consumption', amount: -1 }],
    events: [
      { type: 'signature.finalized', n: 1 },
      { type: 'signature.initiated', n: 1 },
      { type: 'signature.otp_sent', n: 2 },
      { type: 'signature.signed', n: 2 },
      { type: 'signature.signer_completed', n: 2 },
    ],
    documents: 1,
  };

  it('signs a lease: both guests sign, the worker completes and finalizes through HTTP', async () => {
    await startWorker();
    const lease = await signableLease(tenant.client, { owner: 'Rousseau', tenant: 'Fontaine' });
    const document = await initiate(lease);
    await sign(document.signature_requests[0].id);
    await sign(document.signature_requests[1].id);
    await expectSigned(lease, ['Claire Rousseau', 'Camille Fontaine']);
    expect(await ledgerAndEvents(document.document_signature_id)).toEqual(expectedTrail);
  }, 180_000);

  it('loses nothing and does nothing twice when the worker is killed (SIGKILL) in the middle', async () => {
    const lease = await signableLease(tenant.client, { owner: 'Girard', tenant: 'Lambert' });
    const document = await initiate(lease);
    // Killed after the first signature reached it.
    await sign(document.signature_requests[1].id);
    await eventually(async () => {
      const status = ok(await tenant.client.signatures.status({ params: { lease_id: lease.leaseId } }), 200);
      expect(status.signature_requests[1].status).toBe('COMPLETED');
    });
    await kill(worker!);
    // The second signature arrives while no worker runs; a new worker picks the process up.
    await sign(document.signature_requests[0].id);
    await startWorker();
    // Killed again while it completes, seals and finalizes, then restarted once more.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await kill(worker!);
    await startWorker();
    await expectSigned(lease, ['Claire Girard', 'Camille Lambert']);
    expect(await ledgerAndEvents(document.document_signature_id)).toEqual(expectedTrail);
  }, 240_000);
});
