// Two API processes and one worker, as `npm start` and `npm run worker` run them, on one PostgreSQL,
// one Temporal server and one S3-compatible object store (versitygw), each API process with a data
// directory of its own, as on two machines (docs/peers.md, production topology). They behave as one
// service: records, the rate limit, Idempotency-Key replays, unique references, files, outbound
// webhooks and key revocation are shared, and a process killed with SIGKILL loses no acknowledged write.
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { Webhook } from 'standardwebhooks';
import { type ApiProcess, startApi } from '../support/api-process.js';
import {
  TEST_SERVICE_SECRET,
  type Client,
  type TestApp,
  type TestTenant,
  clientFor,
  startTestApp,
} from '../support/app.js';
import { withPool } from '../support/db.js';
import { eventually } from '../support/eventually.js';
import { samples } from '../support/files.js';
import { contractLease } from '../support/lease-pdfs.js';
import { newEstate, leaseTypes, leaseWithTenant, newLease, ok } from '../support/leasing.js';
import { PEER_ENV, peerPath } from '../support/peers.js';
import { newBucket, s3Env } from '../support/s3-server.js';
import { TEST_LOCK_WAIT_MS, holdTestLock } from '../support/test-locks.js';
import { type S3Settings, s3Client } from '../../adapters/storage/s3-file-store.js';
import { type TemporalDevServer, startTemporalDevServer } from '../../adapters/temporal/dev-server.js';
import { runTs, startTs } from './run.js';

let harness: TestApp;
let temporal: TemporalDevServer;
let bucket: S3Settings;
let env: Record<string, string>;
let a: ApiProcess;
let b: ApiProcess;
let worker: ChildProcess;
let releaseRelays: (() => Promise<void>) | undefined;
/** The data directories of A and B: as on two machines, neither is the other's. */
let dirs: [string, string];

const made: string[] = [];
const newDataDir = async () => {
  made.push(await mkdtemp(path.join(os.tmpdir(), 'rental-two-processes-')));
  return made.at(-1)!;
};

/** The worker, started as `npm run worker` is, once it says it runs. */
async function startWorker(settings: Record<string, string>): Promise<ChildProcess> {
  const child = startTs('adapters/main/worker.ts', { DATABASE_URL: process.env.TEST_DATABASE_URL!, ...settings });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
  while (!output.includes('"msg":"worker running"')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the worker did not start: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return child;
}

beforeAll(async () => {
  // The relays of both processes pass over every delivery of the database: no other file relays meanwhile.
  releaseRelays = await holdTestLock('webhookRelays');
  harness = await startTestApp();
  const started = await startTemporalDevServer({
    dataDir: await newDataDir(),
    env: {
      ...process.env,
      TEMPORAL_CLI_PATH: peerPath(process.env[PEER_ENV.temporalCliPath], PEER_ENV.temporalCliPath),
    },
  });
  if (!started.ok) throw new Error(started.reason);
  temporal = started.server;
  bucket = await newBucket(peerPath(process.env[PEER_ENV.s3Url], PEER_ENV.s3Url));
  // What must be equal across the processes (docs/peers.md): the database, the engine, the files,
  // the service secret (webhook secrets and messages are sealed under it) and the limits.
  env = {
    TEMPORAL_ADDRESS: temporal.address,
    // The test apps' secret: any relay on the shared test database (another file's test app too)
    // can then open and send the deliveries of these processes, and they those of the others.
    SERVICE_SECRET: TEST_SERVICE_SECRET,
    ...s3Env(bucket),
    RATE_LIMIT_PER_HOUR: '500',
    WEBHOOKS_ALLOW_PRIVATE: 'true',
    // The relays of these processes, which a test's API runs only when told.
    WEBHOOKS_RELAY_INTERVAL_MS: '1000',
    MAIL_EMBEDDED: 'false',
  };
  dirs = [await newDataDir(), await newDataDir()];
  [a, b] = await Promise.all(dirs.map((dir) => startApi({ ...env, DATA_DIR: dir })));
  worker = await startWorker({ ...env, DATA_DIR: await newDataDir(), API_URL: a.url, LOG_LEVEL: 'info' });
}, 180_000 + TEST_LOCK_WAIT_MS);

afterAll(async () => {
  if (worker && worker.exitCode === null) {
    const exited = once(worker, 'exit');
    worker.kill('SIGTERM');
    await exited;
  }
  await Promise.all([a?.stop(), b?.stop()]);
  await temporal?.stop();
  await harness?.close();
  await releaseRelays?.();
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
}, 60_000);

const clientsOf = (tenant: TestTenant, key = tenant.apiKey) =>
  [a, b].map((api) => clientFor(api.url, { authorization: `Bearer ${key}` })) as [Client, Client];

const contact = (name: string) => ({
  last_name: name,
  first_name: 'Deux',
  mobile_phone: '0612345678',
  address: '1 rue des Processus, Paris',
  email: `${name.toLowerCase()}@example.fr`,
});

describe('two API processes on one database', () => {
  it('reads through one what was written through the other', async () => {
    const [viaA, viaB] = clientsOf(await harness.newTenant('Two processes, records'));
    const created = ok(await viaA.contacts.create({ body: contact(`Record-${randomUUID().slice(0, 8)}`) }), 201);
    expect(ok(await viaB.contacts.get({ params: { id: created.id } }), 200)).toEqual(created);
    ok(await viaB.contacts.update({ params: { id: created.id }, body: { first_name: 'Changée' } as never }), 200);
    expect(ok(await viaA.contacts.get({ params: { id: created.id } }), 200).first_name).toBe('Changée');
  });

  it('counts the rate limit once across both (X-RateLimit-Remaining)', async () => {
    const [viaA, viaB] = clientsOf(await harness.newTenant('Two processes, rate limit'));
    const remaining: number[] = [];
    for (const client of [viaA, viaB, viaA, viaB, viaB, viaA]) {
      const response = await client.contacts.list({ query: {} });
      expect(response.headers.get('x-ratelimit-limit')).toBe('500');
      remaining.push(Number(response.headers.get('x-ratelimit-remaining')));
    }
    expect(remaining).toEqual([499, 498, 497, 496, 495, 494]);
  });

  it('replays on one an Idempotency-Key request answered by the other', async () => {
    const tenant = await harness.newTenant('Two processes, idempotency');
    const key = randomUUID();
    const post = (api: ApiProcess, body: unknown) =>
      fetch(`${api.url}/api/contacts`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${tenant.apiKey}`,
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        body: JSON.stringify(body),
      });
    const body = contact(`Once-${key.slice(0, 8)}`);
    const first = await post(a, body);
    expect(first.status).toBe(201);
    const replay = await post(b, body);
    expect([replay.status, replay.headers.get('idempotent-replayed')]).toEqual([201, 'true']);
    expect(await replay.json()).toEqual(await first.json());
    expect((await post(b, { ...body, first_name: 'Autre' })).status).toBe(409);
    const [viaA] = clientsOf(tenant);
    expect(ok(await viaA.contacts.list({ query: {} }), 200).meta.pagination.total).toBe(1);
  });

  it('gives one 201 to 20 concurrent creates of one unique reference split over both', async () => {
    const [viaA, viaB] = clientsOf(await harness.newTenant('Two processes, unique reference'));
    const estate = await newEstate(viaA);
    const type = (await leaseTypes(viaA)).HabitationVide;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? viaB : viaA).leases.create({
          body: {
            estate_id: estate.id,
            lease_type_id: type.id,
            start_date: '2025-01-01',
            reference_number: 'BAIL-DEUX-PROCESSUS',
          } as never,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort((x, y) => x - y);
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    const leases = ok(await viaB.leases.list({ query: {} }), 200).data;
    expect(leases.map((lease) => lease.reference_number)).toEqual(['BAIL-DEUX-PROCESSUS']);
  });
});

/** The keys of the objects under a prefix of the shared bucket. */
async function objectsUnder(prefix: string): Promise<string[]> {
  const client = s3Client(bucket);
  try {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket.bucket, Prefix: prefix }));
    return (listed.Contents ?? []).map((object) => object.Key!);
  } finally {
    client.destroy();
  }
}

const bytesOf = async (body: unknown) => Buffer.from(await (body as Blob).arrayBuffer());
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('files follow the processes (FILE_STORE=s3)', () => {
  it('downloads through one a document uploaded through the other, kept under its tenant in the object store', async () => {
    const tenant = await harness.newTenant('Two processes, files');
    const [viaA, viaB] = clientsOf(tenant);
    const lease = await newLease(viaA);
    const upload = (client: Client, bytes: Buffer, name: string) =>
      client.leaseDocuments.upload({
        params: { lease_id: lease.id },
        body: { document_type: 'LeaseAgreement', file: new File([bytes], name) },
      });
    const bytes = samples.pdf();
    const document = ok(await upload(viaA, bytes, 'bail.pdf'), 201);
    const download = await viaB.leaseDocuments.download({ params: { lease_id: lease.id, document_id: document.id } });
    expect([download.status, download.headers.get('etag')]).toEqual([200, `"${document.sha256}"`]);
    expect((await bytesOf(download.body)).equals(bytes)).toBe(true);
    expect(await objectsUnder(`${tenant.tenantId}/`)).toEqual([`${tenant.tenantId}/${lease.id}/${document.id}`]);
    // Nothing in either process's own directory; the upload checks hold on the other process.
    for (const dir of dirs) await expect(readdir(path.join(dir, 'files'))).rejects.toThrow('ENOENT');
    expect((await upload(viaB, samples.text(), 'bail.pdf')).status).toBe(415);
    expect(await objectsUnder(`${tenant.tenantId}/`)).toHaveLength(1);
    const [, otherViaB] = clientsOf(await harness.newTenant('Two processes, files, other'));
    const foreign = await otherViaB.leaseDocuments.download({
      params: { lease_id: lease.id, document_id: document.id },
    });
    expect(foreign.status).toBe(404);
  });

  it('serves through one the lease PDF generated through the other, and renders it again from the shared cache', async () => {
    const [viaA, viaB] = clientsOf(await harness.newTenant('Two processes, PDFs'));
    const { leaseId } = await contractLease(viaA);
    const generate = (client: Client) =>
      client.leasePdfs.generate({ params: { lease_id: leaseId }, body: { template_type: 'LeaseContract' } as never });
    const first = await generate(viaA);
    const pdf = ok(first, 201);
    const download = await viaB.leasePdfs.download({ params: { pdf_id: pdf.id } });
    expect(download.status).toBe(200);
    expect(sha256(await bytesOf(download.body))).toBe(pdf.sha256);
    const again = await generate(viaB);
    expect([first.headers.get('x-cache'), again.headers.get('x-cache')]).toEqual(['MISS', 'HIT']);
  });
});

interface Delivery {
  id: string;
  body: { type: string; data: { payment_id: string } };
}

/** A webhook receiver verifying each request with the subscription's secret. */
async function receiver() {
  const state = { secret: '', received: [] as Delivery[], refused: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      try {
        const raw = Buffer.concat(chunks).toString('utf8');
        const body = new Webhook(state.secret).verify(raw, req.headers as Record<string, string>) as Delivery['body'];
        state.received.push({ id: String(req.headers['webhook-id']), body });
        res.writeHead(204).end();
      } catch {
        state.refused += 1;
        res.writeHead(401).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return { state, url, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('outbound webhooks, a relay in each process', () => {
  it('delivers every event exactly once', async () => {
    const [viaA, viaB] = clientsOf(await harness.newTenant('Two processes, webhooks'));
    const hook = await receiver();
    try {
      const subscription = ok(
        await viaA.webhookSubscriptions.create({ body: { url: hook.url, event_types: ['payment.received'] } }),
        201,
      );
      hook.state.secret = subscription.secret;
      const { lease } = await leaseWithTenant(viaA);
      ok(await viaB.leases.changeStatus({ params: { id: lease.id }, body: { status: 'ACTIVE' } }), 200);
      const paymentIds: string[] = [];
      for (let i = 0; i < 12; i += 1) {
        const client = i % 2 ? viaB : viaA;
        const body = { amount: 100 + i, paid_on: '2025-02-01', method: 'BankTransfer', payer: `Payeur ${i}` };
        paymentIds.push(
          ok(await client.rentPayments.create({ params: { lease_id: lease.id }, body: body as never }), 201).id,
        );
      }
      await eventually(() => expect(hook.state.received).toHaveLength(12), 30_000);
      // Many passes of both relays later, still once each.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(hook.state.received).toHaveLength(12);
      expect(new Set(hook.state.received.map((delivery) => delivery.id)).size).toBe(12);
      expect(hook.state.received.map((delivery) => delivery.body.data.payment_id).sort()).toEqual(paymentIds.sort());
      expect(hook.state.refused).toBe(0);
    } finally {
      await hook.close();
    }
  }, 60_000);
});

describe('a key revoked', () => {
  it('is refused by both processes from the next request on', async () => {
    const tenant = await harness.newTenant('Two processes, revocation');
    const admin = (args: string[]) =>
      runTs('adapters/main/admin.ts', args, { DATABASE_URL: process.env.TEST_DATABASE_URL! });
    const created = await admin(['key', 'create', '--tenant', tenant.tenantId, '--permissions', 'properties:read']);
    expect(created.code).toBe(0);
    const { api_key: key } = JSON.parse(created.stdout) as { api_key: string };
    const [viaA, viaB] = clientsOf(tenant, key);
    // Both processes have looked the key up, and remember it.
    for (const client of [viaA, viaB, viaA, viaB]) expect((await client.places.list({ query: {} })).status).toBe(200);
    const revoked = await admin(['key', 'revoke', '--key', key]);
    expect([revoked.code, JSON.parse(revoked.stdout)]).toEqual([
      0,
      { key_id: expect.any(String), tenant_id: tenant.tenantId, revoked_at: expect.any(String) },
    ]);
    expect((await viaB.places.list({ query: {} })).status).toBe(401);
    expect((await viaA.places.list({ query: {} })).status).toBe(401);
    // The tenant's other keys still work.
    expect((await clientsOf(tenant)[1].places.list({ query: {} })).status).toBe(200);
  }, 60_000);

  it('through the API: a rotated key lives its grace on both, a revoked one is refused by both at once', async () => {
    const tenant = await harness.newTenant('Two processes, managed keys');
    const [ownerA, ownerB] = clientsOf(tenant);
    const body = { name: 'Two processes', permissions: ['properties:read'] };
    const old = ok(await ownerA.apiKeys.create({ body }), 201);
    const [oldA, oldB] = clientsOf(tenant, old.api_key);
    // Both processes have looked the key up, and remember it.
    for (const client of [oldA, oldB, oldA, oldB]) expect((await client.places.list({ query: {} })).status).toBe(200);
    const rotated = ok(await ownerB.apiKeys.rotate({ params: { id: old.id }, body: { grace_period_seconds: 2 } }), 201);
    const [newA, newB] = clientsOf(tenant, rotated.api_key);
    for (const client of [oldA, oldB, newA, newB]) expect((await client.places.list({ query: {} })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    for (const client of [oldA, oldB]) expect((await client.places.list({ query: {} })).status).toBe(401);
    for (const client of [newA, newB]) expect((await client.places.list({ query: {} })).status).toBe(200);
    ok(await ownerA.apiKeys.revoke({ params: { id: rotated.id }, body: undefined }), 200);
    expect((await newB.places.list({ query: {} })).status).toBe(401);
    expect((await newA.places.list({ query: {} })).status).toBe(401);
  }, 60_000);
});

describe('one process killed with SIGKILL under load', () => {
  it('loses no write it acknowledged, and the other serves on', async () => {
    const tenant = await harness.newTenant('Two processes, SIGKILL');
    const prefix = `Load-${randomUUID().slice(0, 8)}`;
    const acknowledged: { id: string; name: string; via: string }[] = [];
    const cut: string[] = [];
    const other: string[] = [];
    let sent = 0;
    let killed = false;
    let stop = false;
    /** Ten contacts in one request (all or nothing), long enough for a kill to land while it runs. */
    const post = async (api: ApiProcess, via: string) => {
      const names = Array.from({ length: 10 }, () => `${prefix}-${(sent += 1)}`);
      try {
        const response = await fetch(`${api.url}/api/contacts/bulk`, {
          method: 'POST',
          headers: { authorization: `Bearer ${tenant.apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify(names.map(contact)),
        });
        if (response.status !== 201) return void other.push(`${via} ${response.status}`);
        for (const created of (await response.json()) as { id: string; last_name: string }[])
          acknowledged.push({ id: created.id, name: created.last_name, via });
      } catch {
        cut.push(via);
      }
    };
    // Eight clients, each alternating between the processes; once A is dead, only B.
    const clients = Array.from({ length: 8 }, async (_, i) => {
      for (let n = i; !stop; n += 1) await (n % 2 && !killed ? post(a, 'a') : post(b, 'b'));
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // Killed while its clients still send to it: the flag set first let them drain A before the kill.
    await a.kill();
    killed = true;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    stop = true;
    await Promise.all(clients);

    // The kill cut requests in flight to A, and only those; B answered every one it was sent.
    expect(other).toEqual([]);
    expect(cut.length).toBeGreaterThan(0);
    expect(cut.every((via) => via === 'a')).toBe(true);
    expect(acknowledged.filter((write) => write.via === 'a').length).toBeGreaterThan(10);
    expect(acknowledged.filter((write) => write.via === 'b').length).toBeGreaterThan(10);
    const stored = await withPool(
      async (pool) =>
        (
          await pool.query<{ id: string; last_name: string }>(
            'select id, last_name from contacts where tenant_id = $1 and last_name like $2',
            [tenant.tenantId, `${prefix}-%`],
          )
        ).rows,
    );
    const storedNames = new Map(stored.map((row) => [row.id, row.last_name]));
    for (const write of acknowledged) expect([write.id, storedNames.get(write.id)]).toEqual([write.id, write.name]);
    const [, viaB] = clientsOf(tenant);
    const sample = acknowledged.filter((write) => write.via === 'a').slice(-5);
    for (const write of sample)
      expect(ok(await viaB.contacts.get({ params: { id: write.id } }), 200).last_name).toBe(write.name);
  }, 60_000);
});
