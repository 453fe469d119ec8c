// Durability: the API killed with SIGKILL in the middle of a bulk contact creation
// and of a lease document upload, then restarted, has no lost or half-written record.
import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type ApiProcess, startApi as startApiProcess } from '../support/api-process.js';
import { type TestApp, type TestTenant, clientFor, startTestApp } from '../support/app.js';
import { withPool } from '../support/db.js';
import { samples } from '../support/files.js';
import { leaseWithTenant, newLease, ok } from '../support/leasing.js';
import { PEER_ENV, peerPath, requirePeer } from '../support/peers.js';
import { grant, signableLease } from '../support/signature.js';
import { type TemporalDevServer, startTemporalDevServer } from '../../adapters/temporal/dev-server.js';

let harness: TestApp;
let dataDir: string;

beforeAll(async () => {
  harness = await startTestApp();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'rental-durability-'));
});
afterAll(() => harness.close());

const startApi = () => startApiProcess({ DATA_DIR: dataDir });
const kill = (api: ApiProcess) => api.kill();

function contacts(prefix: string, n: number) {
  return Array.from({ length: n }, (_, i) => ({
    last_name: `${prefix}-${i}`,
    first_name: 'Durable',
    mobile_phone: `06${String(10_000_000 + i).slice(-8)}`,
    address: `${i} rue du Crash, Paris`,
    email: `${prefix}-${i}@example.fr`,
  }));
}

const countContacts = (tenantId: string, prefix: string) =>
  withPool(
    async (pool) =>
      (
        await pool.query<{ n: number }>(
          'select count(*)::int as n from contacts where tenant_id = $1 and last_name like $2',
          [tenantId, `${prefix}-%`],
        )
      ).rows[0].n,
  );

describe('SIGKILL in the middle of a write', () => {
  let tenant: TestTenant;
  beforeAll(async () => {
    tenant = await harness.newTenant('Durability');
  });

  it('leaves a bulk contact creation all done or not done at all', async () => {
    let api = await startApi();
    const post = (body: unknown, url = api.url) =>
      fetch(`${url}/api/contacts/bulk`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tenant.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    // An uninterrupted run tells how long the request takes; kills land at fractions of it.
    const started = Date.now();
    expect((await post(contacts('warmup', 100))).status).toBe(201);
    const duration = Math.max(20, Date.now() - started);

    const outcomes: number[] = [];
    const answers: (number | string)[] = [];
    for (const [i, fraction] of [0.1, 0.3, 0.5, 0.7, 0.9].entries()) {
      const prefix = `crash${i}`;
      const inFlight = post(contacts(prefix, 100)).then(
        (r) => r.status,
        () => 'connection cut',
      );
      await new Promise((r) => setTimeout(r, Math.round(duration * fraction)));
      await kill(api);
      answers.push(await inFlight);
      api = await startApi();
      const count = await countContacts(tenant.tenantId, prefix);
      outcomes.push(count);
      expect([0, 100]).toContain(count);
    }
    // At least one kill landed while the request was being served.
    expect(answers).toContain('connection cut');
    // The service still works after the crashes, and a retry of a lost batch goes through whole.
    const lost = outcomes.findIndex((n) => n === 0);
    if (lost >= 0) {
      expect((await post(contacts(`crash${lost}`, 100))).status).toBe(201);
      expect(await countContacts(tenant.tenantId, `crash${lost}`)).toBe(100);
    }
    await kill(api);
  }, 180_000);

  it('never leaves a document row without its whole file after a kill mid-upload', async () => {
    let api = await startApi();
    const lease = await newLease(tenant.client);
    const pdf = Buffer.concat([samples.pdf(), Buffer.alloc(12 * 1024 * 1024, 0x20)]);

    for (const cutAfterChunks of [1, 20, 90]) {
      const boundary = `----durability${cutAfterChunks}`;
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="document_type"\r\n\r\nLeaseAgreement\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bail.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      );
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const body = Buffer.concat([head, pdf, tail]);
      const chunk = 128 * 1024;
      let sent = 0;
      let killed: Promise<void> | undefined;
      const stream = new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (sent >= body.length) return controller.close();
          if (sent / chunk === cutAfterChunks && !killed) killed = kill(api);
          controller.enqueue(body.subarray(sent, sent + chunk));
          sent += chunk;
          await new Promise((r) => setTimeout(r, 2));
        },
      });
      const result = await fetch(`${api.url}/api/leases/${lease.id}/documents`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${tenant.apiKey}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(body.length),
        },
        body: stream,
        duplex: 'half',
      } as RequestInit).then(
        (r) => r.status,
        () => 'connection cut',
      );
      if (!killed) killed = kill(api); // the upload finished first: kill right after it
      await killed;
      api = await startApi();
      expect({ cutAfterChunks, result }).toEqual({ cutAfterChunks, result: 'connection cut' });
    }

    // Whatever was recorded is whole: each row's file exists and has the recorded size.
    const rows = await withPool(
      async (pool) =>
        (
          await pool.query<{ storage_key: string; file_size: number }>(
            'select storage_key, file_size from lease_documents where tenant_id = $1',
            [tenant.tenantId],
          )
        ).rows,
    );
    for (const row of rows) {
      const file = path.join(dataDir, 'files', ...row.storage_key.split('/'));
      expect((await stat(file)).size).toBe(Number(row.file_size));
    }
    // And the API still takes an upload, which reads back byte for byte.
    const client = clientFor(api.url, { authorization: `Bearer ${tenant.apiKey}` });
    const small = samples.pdf();
    const uploaded = ok(
      await client.leaseDocuments.upload({
        params: { lease_id: lease.id },
        body: { document_type: 'LeaseAgreement', file: new File([small], 'ok.pdf') },
      }),
      201,
    );
    const stored = await withPool(
      async (pool) =>
        (
          await pool.query<{ storage_key: string }>('select storage_key from lease_documents where id = $1', [
            uploaded.id,
          ])
        ).rows[0],
    );
    expect(Buffer.compare(await readFile(path.join(dataDir, 'files', ...stored.storage_key.split('/'))), small)).toBe(
      0,
    );
    expect(
      (await readdir(path.join(dataDir, 'files'), { recursive: true })).filter((f) => f.endsWith('.part')),
    ).toEqual([]);
    await kill(api);
  }, 180_000);
});

// The newer writes (signature initiation, deposits, payments): each request killed at a few moments of
// its run, the API restarted, and what the database holds checked whole.
describe('SIGKILL in the middle of the newer writes', () => {
  const cliPath = requirePeer(PEER_ENV.temporalCliPath, 'the durability test of signature initiation');
  let tenant: TestTenant;
  let temporal: TemporalDevServer | undefined;
  /** Kills land this many milliseconds after the request leaves (0: while it is read). */
  const MOMENTS = [0, 15, 40];

  beforeAll(async () => {
    tenant = await harness.newTenant('Durability, newer writes');
    if (!cliPath) return;
    const started = await startTemporalDevServer({
      dataDir: path.join(dataDir, 'temporal'),
      env: { ...process.env, TEMPORAL_CLI_PATH: cliPath },
    });
    if (!started.ok) throw new Error(started.reason);
    temporal = started.server;
  }, 120_000);
  afterAll(async () => {
    await temporal?.stop();
  });

  /** Sends the request, kills the API `afterMs` later, restarts it; the answer or 'connection cut'. */
  async function killDuring(env: Record<string, string>, send: (url: string) => Promise<Response>, afterMs: number) {
    const api = await startApiProcess({ DATA_DIR: dataDir, ...env });
    const answer = send(api.url).then(
      (r) => r.status,
      () => 'connection cut' as const,
    );
    await new Promise((r) => setTimeout(r, afterMs));
    await api.kill();
    return answer;
  }

  const json = (url: string, method: string, body: unknown) =>
    fetch(url, {
      method,
      headers: { authorization: `Bearer ${tenant.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const query = <T extends Record<string, unknown>>(sql: string, values: unknown[]) =>
    withPool(async (pool) => (await pool.query<T>(sql, values)).rows);

  it('records a payment with all of its allocations or not at all', async () => {
    const { lease } = await leaseWithTenant(tenant.client, { start_date: '2025-01-01' });
    ok(await tenant.client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'ACTIVE' } }), 200);
    ok(await tenant.client.rentPeriods.open({ params: { lease_id: lease.id }, body: { up_to: '2025-06-01' } }), 200);
    for (const moment of MOMENTS) {
      const answer = await killDuring(
        {},
        (url) =>
          json(`${url}/api/leases/${lease.id}/payments`, 'POST', {
            amount: 1500,
            paid_on: '2025-03-05',
            method: 'VIREMENT_BANCAIRE',
            payer: `Kill at ${moment} ms`,
          }),
        moment,
      );
      const rows = await query<{ amount: string; allocated: string; allocations: string }>(
        `select p.amount, p.allocated_amount as allocated, coalesce(sum(a.amount), 0) as allocations
         from rent_payments p left join payment_allocations a on a.payment_id = p.id
         where p.tenant_id = $1 and p.payer = $2 group by p.id`,
        [tenant.tenantId, `Kill at ${moment} ms`],
      );
      if (answer === 201) expect(rows).toHaveLength(1);
      expect(rows.length).toBeLessThanOrEqual(1);
      for (const row of rows) expect(Number(row.allocations)).toBe(Number(row.allocated));
    }
  }, 120_000);

  it('records a security deposit whole or not at all', async () => {
    for (const moment of MOMENTS) {
      const lease = await newLease(tenant.client);
      const answer = await killDuring(
        {},
        (url) => json(`${url}/api/leases/${lease.id}/deposit`, 'POST', { amount: 800, received_amount: 800 }),
        moment,
      );
      const rows = await query<{ amount: string; received_amount: string }>(
        'select amount, received_amount from security_deposits where tenant_id = $1 and lease_id = $2',
        [tenant.tenantId, lease.id],
      );
      if (answer === 201) expect(rows).toHaveLength(1);
      for (const row of rows) expect([Number(row.amount), Number(row.received_amount)]).toEqual([800, 800]);
    }
  }, 120_000);

  it('initiates a signature whole (documents, requests, lease, credit, event) or not at all', async () => {
    peerPath(cliPath, PEER_ENV.temporalCliPath);
    await grant(harness, tenant, MOMENTS.length);
    for (const moment of MOMENTS) {
      const lease = await signableLease(tenant.client);
      const answer = await killDuring(
        { TEMPORAL_ADDRESS: temporal!.address, TEMPORAL_TASK_QUEUE: `durability-${lease.leaseId}` },
        (url) =>
          json(`${url}/api/leases/${lease.leaseId}/signature/initiate`, 'POST', {
            pdf_id: lease.pdfId,
            signers: lease.signers,
          }),
        moment,
      );
      const [state] = await query<{
        status: string;
        documents: number;
        requests: number;
        credits: number;
        events: number;
      }>(
        `select l.status,
           (select count(*)::int from signature_documents d where d.lease_id = l.id) as documents,
           (select count(*)::int from signature_requests r join signature_documents d on d.id = r.document_id
             where d.lease_id = l.id) as requests,
           (select count(*)::int from credit_entries c join signature_documents d on c.reference = d.id::text
             where d.lease_id = l.id and c.kind = 'consumption') as credits,
           (select count(*)::int from outbox_events e join signature_documents d on e.subject_id = d.id
             where d.lease_id = l.id and e.type = 'signature.initiated') as events
         from leases l where l.id = $1`,
        [lease.leaseId],
      );
      const whole = { status: 'PENDING_SIGNATURE', documents: 1, requests: 2, credits: 1, events: 1 };
      const none = { status: 'DRAFT', documents: 0, requests: 0, credits: 0, events: 0 };
      expect([whole, none]).toContainEqual(state);
      if (answer === 201) expect(state).toEqual(whole);
    }
  }, 180_000);
});
