// Hostile clients against `npm start` (docs/decisions.md, record 152): slow senders are cut off after
// HTTP_HEADERS_TIMEOUT_MS / HTTP_REQUEST_TIMEOUT_MS, bodies past the limits and compressed bombs are a
// 413 without being expanded in memory, and the service answers others all along.
import { mkdtemp, readFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type ApiProcess, startApi } from '../support/api-process.js';
import { type TestApp, type TestTenant, startTestApp } from '../support/app.js';
import { newLease } from '../support/leasing.js';

const HEADERS_MS = 1_000;
const REQUEST_MS = 5_000;
/** What a compressed bomb expands to: far more than the service may hold for one request. */
const BOMB_BYTES = 256 * 1024 * 1024;

let harness: TestApp;
let tenant: TestTenant;
let api: ApiProcess;
let leaseId: string;

beforeAll(async () => {
  harness = await startTestApp();
  tenant = await harness.newTenant('Hostile clients');
  leaseId = (await newLease(tenant.client)).id;
  api = await startApi({
    DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'rental-fault-hostile-')),
    HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_MS),
    HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_MS),
  });
}, 120_000);

afterAll(async () => {
  await api?.stop();
  await harness?.close();
});

/** The resident memory of the API process, in bytes (Linux). */
async function rss(): Promise<number> {
  const status = await readFile(`/proc/${api.process.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

const healthy = async () => (await fetch(`${api.url}/api/health`)).status;

/** A socket that sends `head` and then one more byte every 100 ms, until the server closes it. */
function dripping(head: string): { socket: Socket; closed: Promise<number> } {
  const started = Date.now();
  const socket = connect(new URL(api.url).port as unknown as number, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write(head);
  const timer = setInterval(() => socket.writable && socket.write('a'), 100);
  const closed = new Promise<number>((resolve) =>
    socket.once('close', () => {
      clearInterval(timer);
      resolve(Date.now() - started);
    }),
  );
  return { socket, closed };
}

async function post(pathName: string, body: Buffer, headers: Record<string, string>) {
  const response = await fetch(`${api.url}/api${pathName}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tenant.apiKey}`, ...headers },
    body,
  });
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
}

describe('hostile clients', () => {
  it('cuts off slow senders of headers and of bodies while serving everyone else', async () => {
    const slowHeaders = Array.from({ length: 30 }, () =>
      dripping('POST /api/contacts HTTP/1.1\r\nHost: x\r\nX-Slow: '),
    );
    const slowBodies = Array.from({ length: 10 }, () =>
      dripping(
        `POST /api/contacts HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${tenant.apiKey}\r\n` +
          'Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"last_name":"',
      ),
    );
    expect(await healthy()).toBe(200);
    const headerTimes = await Promise.all(slowHeaders.map((s) => s.closed));
    const bodyTimes = await Promise.all(slowBodies.map((s) => s.closed));
    // Closed by the server after its limits (and before the far longer defaults would have).
    expect(Math.max(...headerTimes)).toBeLessThan(HEADERS_MS + 10_000);
    expect(Math.max(...bodyTimes)).toBeLessThan(REQUEST_MS + 10_000);
    expect(Math.min(...bodyTimes)).toBeGreaterThanOrEqual(REQUEST_MS - 500);
    expect(await healthy()).toBe(200);
  }, 60_000);

  it('answers a 10 MB JSON body, a gzip bomb and deeply nested JSON with problems, holding none in memory', async () => {
    const before = await rss();
    const tenMegabytes = Buffer.from(JSON.stringify({ last_name: 'x'.repeat(10 * 1024 * 1024) }));
    const big = await post('/contacts', tenMegabytes, { 'content-type': 'application/json' });
    expect(big).toMatchObject({ status: 413, type: expect.stringContaining('application/problem+json') });

    const bomb = gzipSync(Buffer.concat([Buffer.from('{"last_name":"'), Buffer.alloc(BOMB_BYTES, 0x61)]));
    const inflated = await post('/contacts', bomb, {
      'content-type': 'application/json',
      'content-encoding': 'gzip',
    });
    expect(inflated).toMatchObject({ status: 413, type: expect.stringContaining('application/problem+json') });

    const nested = Buffer.from(`${'['.repeat(400_000)}${']'.repeat(400_000)}`);
    const deep = await post('/contacts', nested, { 'content-type': 'application/json' });
    expect(deep).toMatchObject({ status: 400, type: expect.stringContaining('application/problem+json') });

    for (const answer of [big, inflated, deep]) expect(answer.body).not.toMatch(/\bat .*\.(ts|js):\d+/);
    expect((await rss()) - before).toBeLessThan(BOMB_BYTES / 2);
    expect(await healthy()).toBe(200);
  }, 60_000);

  it('refuses a compressed bomb uploaded as a lease document without expanding it', async () => {
    const before = await rss();
    const bomb = gzipSync(Buffer.alloc(BOMB_BYTES, 0));
    const form = new FormData();
    form.set('document_type', 'LeaseAgreement');
    form.set('file', new File([bomb], 'bail.pdf', { type: 'application/pdf' }));
    const response = await fetch(`${api.url}/api/leases/${leaseId}/documents`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tenant.apiKey}` },
      body: form,
    });
    expect(response.status).toBe(415);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect((await rss()) - before).toBeLessThan(BOMB_BYTES / 2);
    const listed = await tenant.client.leaseDocuments.list({ params: { lease_id: leaseId }, query: {} });
    expect(listed.status).toBe(200);
    expect((listed.body as { data: unknown[] }).data).toEqual([]);
    expect(await healthy()).toBe(200);
  }, 60_000);
});
