// Secrets are stored hashed or sealed and never logged (docs/decisions.md, records 153, 171 and 172):
// a realistic flow (keys issued and used, a failed login, a webhook subscription and its deliveries, a
// signature with guest links, one-time codes and the worker's callbacks) runs with the service's own
// logger at its most verbose, and neither the logs nor the database hold any of the secrets it
// handled, not even the SMS waiting in the message outbox with its code.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger } from '../../adapters/main/logger.js';
import { relayOnce } from '../../core/webhooks/relay.js';
import { type TestApp, type TestTenant, clientFor, startTestApp } from '../support/app.js';
import { withPool } from '../support/db.js';
import { ok } from '../support/leasing.js';
import { drawings, grant, lastOtp, signableLease } from '../support/signature.js';
import { TEST_LOCK_WAIT_MS, holdTestLock } from '../support/test-locks.js';
import { RecordingWorkflows } from '../support/workflows.js';

let logs = '';
let app: TestApp;
let tenant: TestTenant;
let releaseRelays: (() => Promise<void>) | undefined;
const secrets: Record<string, string> = {};

/**
 * The secret as a value of its own, not a run of digits inside a timestamp or an id (a 6-digit code
 * would otherwise be found by chance); a webhook secret's base64 `+` and `/` are taken literally.
 */
const standalone = (value: string) => new RegExp(`(^|[^\\w.-])${value.replace(/[+/=]/g, '\\$&')}($|[^\\w.-])`);

const sink = new Writable({
  write(chunk, _encoding, done) {
    logs += String(chunk);
    done();
  },
});

beforeAll(async () => {
  // This file's relay alone sends the webhook deliveries of the database meanwhile.
  releaseRelays = await holdTestLock('webhookRelays');
  app = await startTestApp({
    logger: createLogger('trace', sink),
    workflows: new RecordingWorkflows(),
    allowPrivateWebhooks: true,
  });
  tenant = await app.newTenant('Secrets');
  secrets.apiKey = tenant.apiKey;
  secrets.workerKey = tenant.workerKey;
}, 60_000 + TEST_LOCK_WAIT_MS);
afterAll(async () => {
  await app?.close();
  await releaseRelays?.();
});

describe('secrets in logs and storage', () => {
  it('logs none of the keys, guest tokens and one-time codes of a full signature, and stores them hashed', async () => {
    // A failed login with a wrong key, and a lessee key issued and used.
    await clientFor(app.baseUrl, { authorization: `Bearer ${tenant.apiKey}x` }).owners.list({ query: {} });
    // A webhook subscription to every event, delivered to a receiver below.
    let delivered = 0;
    const receiver = http.createServer((req, res) => {
      delivered += 1;
      req.resume().on('end', () => res.writeHead(204).end());
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const hooks = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    secrets.webhookSecret = ok(
      await tenant.client.webhookSubscriptions.create({ body: { url: hooks, event_types: ['*'] } }),
      201,
    ).secret;
    const lease = await signableLease(tenant.client);
    const portal = await tenant.clientWith(['lessee:leases:read'], { kind: 'lessee', lesseeId: lease.lesseeId });
    expect((await portal.lesseePortal.list({ query: {} })).status).toBe(200);

    await grant(app, tenant, 1);
    const document = ok(
      await tenant.client.signatures.initiate({
        params: { lease_id: lease.leaseId },
        body: { pdf_id: lease.pdfId, signers: lease.signers },
      }),
      201,
    );
    for (const [i, request] of document.signature_requests.entries()) {
      const token = app.guestToken(request.id);
      secrets[`guestToken${i}`] = token;
      ok(await app.anonymous.guestSignature.session({ params: { token } }), 200);
      ok(await app.anonymous.guestSignature.requestOtp({ params: { token }, body: {} }), 200);
      const otp = await lastOtp(app, tenant.tenantId, request.id);
      secrets[`otp${i}`] = otp;
      // A wrong code first (logged as a failure), then the right one.
      const wrong = otp === '000000' ? '111111' : '000000';
      await app.anonymous.guestSignature.sign({
        params: { token },
        body: { otp: wrong, signature_image: drawings.dataUrl(drawings.png()) },
      });
      ok(
        await app.anonymous.guestSignature.sign({
          params: { token },
          body: { otp, signature_image: drawings.dataUrl(drawings.png()) },
        }),
        200,
      );
    }
    const worker = clientFor(app.baseUrl, { 'x-api-key': tenant.workerKey, 'x-tenant-id': tenant.tenantId });
    for (const request of document.signature_requests)
      ok(
        await worker.signatureWorker.complete({
          params: { document_signature_id: document.document_signature_id, signer_type: request.signer_type },
          body: {},
        }),
        200,
      );

    await relayOnce(app.services.webhooks);
    await new Promise((resolve) => receiver.close(resolve));
    expect(delivered).toBeGreaterThan(0);

    // The run was logged (request lines with their ids), and no secret is in it.
    expect(logs).toContain('"url":"/api/guest/signatures/[token]');
    expect(logs.split('\n').length).toBeGreaterThan(20);
    const inLogs = Object.entries(secrets).filter(([, value]) => standalone(value).test(logs));
    expect(inLogs.map(([name]) => name)).toEqual([]);

    // Stored: only hashes, and the webhook secret and queued messages sealed. Every text of every row of
    // the service's tables is searched.
    const stored = await withPool(async (pool) => {
      const { rows: tables } = await pool.query<{ table_name: string }>(
        "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
      );
      const found: string[] = [];
      for (const { table_name } of tables)
        for (const [name, value] of Object.entries(secrets)) {
          const { rows } = await pool.query<{ n: number }>(
            `select count(*)::int as n from "${table_name}" t where t::text ~ $1`,
            [standalone(value).source],
          );
          if (rows[0].n > 0) found.push(`${table_name}: ${name}`);
        }
      return found;
    });
    expect(stored).toEqual([]);
  }, 120_000);
});
