// Outbound webhooks (spec, Events 5; docs/decisions.md 132-133): subscriptions with a secret shown
// once, the relay over the event outbox delivering `signature.finalized` to a local receiver that
// verifies each request with the `standardwebhooks` verifier and fails twice first, the retry
// schedule on a moved clock (time skipped), the attempts list, redelivery, automatic disable, and
// the refusal of private and loopback destinations.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Webhook } from 'standardwebhooks';
import { aesSecretBox } from '../../../adapters/security/secret-box.js';
import { standardWebhookSender } from '../../../adapters/webhooks/standard-webhook-sender.js';
import { fanOut } from '../../../core/webhooks/fan-out.js';
import { relayOnce } from '../../../core/webhooks/relay.js';
import { RETRY_DELAYS_SECONDS } from '../../../core/webhooks/webhook-rules.js';
import { type TestApp, type TestTenant, clientFor, startTestApp } from '../../support/app.js';
import { withPool } from '../../support/db.js';
import { activeLease } from '../../support/billing.js';
import { ok, problem } from '../../support/leasing.js';
import { grant, signableLease } from '../../support/signature.js';
import { TEST_LOCK_WAIT_MS, holdTestLock } from '../../support/test-locks.js';
import { RecordingWorkflows } from '../../support/workflows.js';

/** The relay's clock, moved forward to skip the waits of the retry schedule. */
const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
let app: TestApp;
let strictApp: TestApp;
let tenant: TestTenant;
let releaseRelays: (() => Promise<void>) | undefined;

interface Received {
  id: string;
  timestamp: string;
  body: { id: string; type: string; subject: { type: string; id: string }; data: Record<string, unknown> };
}

/** A receiver that verifies every request with the subscription's secret and fails on demand. */
async function receiver() {
  const state = { secret: '', failuresLeft: 0, received: [] as Received[], refused: [] as string[] };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      try {
        const body = new Webhook(state.secret).verify(raw, req.headers as Record<string, string>) as Received['body'];
        state.received.push({
          id: String(req.headers['webhook-id']),
          timestamp: String(req.headers['webhook-timestamp']),
          body,
        });
      } catch (error) {
        state.refused.push((error as Error).message);
        res.writeHead(401).end();
        return;
      }
      if (state.failuresLeft > 0) {
        state.failuresLeft -= 1;
        res.writeHead(500).end('down');
      } else res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return { state, url, close: () => new Promise((resolve) => server.close(resolve)) };
}

const relay = () => relayOnce(app.services.webhooks);

/** A new tenant subscribed to `eventTypes` at a new receiver, which checks signatures with the secret shown. */
async function subscribedTenant(name: string, eventTypes: string[]) {
  const t = await app.newTenant(name);
  const hook = await receiver();
  const created = ok(
    await t.client.webhookSubscriptions.create({ body: { url: hook.url, event_types: eventTypes } }),
    201,
  );
  hook.state.secret = created.secret;
  return { t, hook, created };
}

beforeAll(async () => {
  // This file's relay alone sends the webhook deliveries of the database meanwhile: another one, on
  // the real clock, would take the first attempts of the schedule tested here.
  releaseRelays = await holdTestLock('webhookRelays');
  app = await startTestApp({ workflows: new RecordingWorkflows(), clock, allowPrivateWebhooks: true });
  strictApp = await startTestApp({ allowPrivateWebhooks: false });
  tenant = await app.newTenant('Webhooks');
}, 60_000 + TEST_LOCK_WAIT_MS);
afterAll(async () => {
  await app?.close();
  await strictApp?.close();
  await releaseRelays?.();
});

/** A lease signed and finalized through the worker endpoints: `signature.finalized` is published. */
async function finalizeASignature(t: TestTenant): Promise<string> {
  const lease = await signableLease(t.client);
  await grant(app, t, 1);
  const document = ok(
    await t.client.signatures.initiate({
      params: { lease_id: lease.leaseId },
      body: { pdf_id: lease.pdfId, signers: lease.signers },
    }),
    201,
  );
  const worker = clientFor(app.baseUrl, { 'x-api-key': t.workerKey, 'x-tenant-id': t.tenantId });
  const id = document.document_signature_id;
  for (const signer_type of ['PROPRIETAIRE', 'LOCATAIRE'] as const)
    ok(await worker.signatureWorker.complete({ params: { document_signature_id: id, signer_type }, body: {} }), 200);
  const urls = { signed_pdf_url: 'https://files.example/s.pdf', archive_url: 'https://files.example/p.json' };
  expect(
    ok(await worker.signatureWorker.finalize({ params: { document_signature_id: id }, body: urls }), 200),
  ).toMatchObject({ success: true });
  return id;
}

describe('delivery of signature.finalized', () => {
  it('reaches a subscribed receiver signed and verifiable, after it failed twice, on the retry schedule', async () => {
    const hook = await receiver();
    try {
      const created = ok(
        await tenant.client.webhookSubscriptions.create({
          body: { url: hook.url, event_types: ['signature.finalized'], description: 'our ERP' },
        }),
        201,
      );
      expect(created.secret).toMatch(/^whsec_/);
      hook.state.secret = created.secret;
      hook.state.failuresLeft = 2;
      const shown = ok(await tenant.client.webhookSubscriptions.get({ params: { id: created.id } }), 200);
      expect(shown).not.toHaveProperty('secret');
      expect(shown).not.toHaveProperty('sealed_secret');

      const documentId = await finalizeASignature(tenant);
      expect((await relay()).attempted).toBeGreaterThanOrEqual(1);
      // Not due yet: nothing is sent before the first delay of the schedule.
      await relay();
      expect(hook.state.received).toHaveLength(1);
      clock.offsetMs += RETRY_DELAYS_SECONDS[0] * 1000;
      await relay();
      expect(hook.state.received).toHaveLength(2);
      clock.offsetMs += RETRY_DELAYS_SECONDS[1] * 1000;
      await relay();
      await relay();

      expect(hook.state.refused).toEqual([]);
      expect(hook.state.received).toHaveLength(3);
      const [first] = hook.state.received;
      expect(new Set(hook.state.received.map((r) => r.id))).toEqual(new Set([first.body.id]));
      expect(first.body).toMatchObject({
        type: 'signature.finalized',
        subject: { type: 'signature_document', id: documentId },
        data: { signed_pdf_url: 'https://files.example/s.pdf' },
      });

      const deliveries = ok(await tenant.client.webhookDeliveries.list({ params: { id: created.id }, query: {} }), 200);
      expect(deliveries.data).toEqual([
        expect.objectContaining({
          event_id: first.body.id,
          event_type: 'signature.finalized',
          status: 'SUCCEEDED',
          attempt_count: 3,
          last_status_code: 204,
        }),
      ]);
      const detail = ok(
        await tenant.client.webhookDeliveries.get({ params: { id: created.id, delivery_id: deliveries.data[0].id } }),
        200,
      );
      expect(detail.attempts.map((a) => [a.status_code, a.succeeded])).toEqual([
        [500, false],
        [500, false],
        [204, true],
      ]);
      expect(detail.attempts.every((a) => a.latency_ms >= 0)).toBe(true);

      // Redelivered by hand: the same webhook-id again.
      ok(
        await tenant.client.webhookDeliveries.redeliver({
          params: { id: created.id, delivery_id: deliveries.data[0].id },
          body: {},
        }),
        202,
      );
      await relay();
      expect(hook.state.received.map((r) => r.id)).toEqual(Array(4).fill(first.body.id));
    } finally {
      clock.offsetMs = 0;
      await hook.close();
    }
  });

  it('disables a subscription whose receiver failed the whole schedule, with an event; re-enabled, it is redelivered', async () => {
    const { t, hook, created } = await subscribedTenant('Webhooks failing', ['signature.*']);
    try {
      hook.state.failuresLeft = 1_000;
      await finalizeASignature(t);
      await relay();
      for (const delay of RETRY_DELAYS_SECONDS) {
        clock.offsetMs += delay * 1000;
        await relay();
      }
      const subscription = ok(await t.client.webhookSubscriptions.get({ params: { id: created.id } }), 200);
      expect(subscription).toMatchObject({ enabled: false });
      expect(subscription.disabled_reason).toContain('failed every attempt');
      const failed = ok(
        await t.client.webhookDeliveries.list({ params: { id: created.id }, query: { status: 'FAILED' } }),
        200,
      );
      expect(failed.data.length).toBeGreaterThan(0);
      const finalized = failed.data.find((d) => d.event_type === 'signature.finalized')!;
      expect(finalized.attempt_count).toBe(RETRY_DELAYS_SECONDS.length + 1);
      const disabled = await withPool(
        async (pool) =>
          (
            await pool.query("select type from outbox_events where tenant_id = $1 and type like 'webhook.%'", [
              t.tenantId,
            ])
          ).rows,
      );
      expect(disabled).toEqual([{ type: 'webhook.subscription.disabled' }]);

      const params = { id: created.id, delivery_id: finalized.id };
      problem(await t.client.webhookDeliveries.redeliver({ params, body: {} }), 409);
      ok(await t.client.webhookSubscriptions.update({ params: { id: created.id }, body: { enabled: true } }), 200);
      hook.state.failuresLeft = 0;
      ok(await t.client.webhookDeliveries.redeliver({ params, body: {} }), 202);
      await relay();
      const done = ok(await t.client.webhookDeliveries.get({ params }), 200);
      expect(done).toMatchObject({ status: 'SUCCEEDED', attempt_count: 1 });
    } finally {
      clock.offsetMs = 0;
      await hook.close();
    }
  });
});

describe('every outbox event is deliverable', () => {
  it('delivers lease.activated, payment.received and receipt.issued to a subscription of every event type', async () => {
    const { t, hook } = await subscribedTenant('Webhooks everything', ['*']);
    try {
      const { lease } = await activeLease(t.client);
      const today = new Date().toISOString().slice(0, 10);
      const payment = ok(
        await t.client.rentPayments.create({
          params: { lease_id: lease.id },
          body: { amount: 100, paid_on: today, method: 'BankTransfer', payer: 'Camille Durand' } as never,
        }),
        201,
      );
      await relay();
      // The partial payment issued the tenant's reçu (docs/decisions.md, "Receipts issued by the settlement").
      const [recu] = ok(await t.client.rentReceipts.list({ params: { lease_id: lease.id }, query: {} }), 200).data;
      expect(hook.state.received.map((r) => [r.body.type, r.body.subject.id]).sort()).toEqual(
        [
          ['lease.activated', lease.id],
          ['payment.received', payment.id],
          ['receipt.issued', recu.id],
        ].sort(),
      );
      expect(hook.state.refused).toEqual([]);
    } finally {
      await hook.close();
    }
  });
});

describe('the fan-out of a pass', () => {
  it('gives the events of several tenants one delivery per matching subscription, also when fanned out again', async () => {
    const a = await subscribedTenant('Webhooks fan-out A', ['payment.received']);
    const b = await subscribedTenant('Webhooks fan-out B', ['lease.activated']);
    const subscriptions = [a.created.id, b.created.id];
    const fanOutAll = async () => {
      while ((await fanOut(app.services.webhooks)).events > 0);
    };
    const deliveries = () =>
      withPool(async (pool) =>
        (
          await pool.query<{ subscription_id: string; event_type: string }>(
            'select subscription_id, event_type from webhook_deliveries where subscription_id = any($1) order by 1, 2',
            [subscriptions],
          )
        ).rows.map((row) => [row.subscription_id, row.event_type]),
      );
    try {
      const today = new Date().toISOString().slice(0, 10);
      for (const { t } of [a, b]) {
        const { lease } = await activeLease(t.client);
        ok(
          await t.client.rentPayments.create({
            params: { lease_id: lease.id },
            body: { amount: 100, paid_on: today, method: 'BankTransfer', payer: 'Camille Durand' } as never,
          }),
          201,
        );
      }
      await fanOutAll();
      const expected = [
        [a.created.id, 'payment.received'],
        [b.created.id, 'lease.activated'],
      ].sort();
      expect(await deliveries()).toEqual(expected);
      // The events fanned out again (a relay that died before its commit was seen): no second delivery.
      await withPool((pool) =>
        pool.query('update outbox_events set delivered_at = null where tenant_id = any($1)', [
          [a.t.tenantId, b.t.tenantId],
        ]),
      );
      await fanOutAll();
      expect(await deliveries()).toEqual(expected);
      await relay();
      expect(a.hook.state.received.map((r) => r.body.type)).toEqual(['payment.received']);
      expect(b.hook.state.received.map((r) => r.body.type)).toEqual(['lease.activated']);
    } finally {
      await a.hook.close();
      await b.hook.close();
    }
  });
});

describe('a subscription deleted while the relay works', () => {
  it('is skipped: its delivery being sent is not recorded, the next one of it not claimed, and the pass goes on', async () => {
    const t = await app.newTenant('Webhooks deleted meanwhile');
    const ids: string[] = [];
    let requests = 0;
    // The receiver deletes both subscriptions before it answers the first delivery: the relay has
    // read both deliveries as due, is sending one and will claim the other.
    const server = http.createServer((req, res) => {
      requests += 1;
      req.resume();
      req.on('end', async () => {
        if (requests === 1)
          for (const id of ids)
            expect((await t.client.webhookSubscriptions.remove({ params: { id } })).status).toBe(204);
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
      for (const n of [1, 2])
        ids.push(
          ok(
            await t.client.webhookSubscriptions.create({ body: { url: `${url}/${n}`, event_types: ['lease.*'] } }),
            201,
          ).id,
        );
      await activeLease(t.client);
      await relay();
      expect(requests).toBe(1);
      const left = await withPool((pool) =>
        pool.query('select count(*)::int as n from webhook_deliveries where subscription_id = any($1)', [ids]),
      );
      expect(left.rows[0].n).toBe(0);
      // A later subscription still gets its deliveries.
      const hook = await receiver();
      try {
        hook.state.secret = ok(
          await t.client.webhookSubscriptions.create({ body: { url: hook.url, event_types: ['lease.*'] } }),
          201,
        ).secret;
        const { lease } = await activeLease(t.client);
        await relay();
        expect(hook.state.received.map((r) => r.body.subject.id)).toContain(lease.id);
      } finally {
        await hook.close();
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the signing secret at rest', () => {
  const storedSecret = (id: string) =>
    withPool(async (pool) => {
      const { rows } = await pool.query('select sealed_secret from webhook_subscriptions where id = $1', [id]);
      return rows[0].sealed_secret as string;
    });
  const setStoredSecret = (id: string, value: string) =>
    withPool((pool) => pool.query('update webhook_subscriptions set sealed_secret = $2 where id = $1', [id, value]));

  it('is stored sealed, signs with the secret shown at creation, and fails an attempt when sealed under another key', async () => {
    const { t, hook, created } = await subscribedTenant('Webhooks sealed', ['lease.*']);
    try {
      const stored = await storedSecret(created.id);
      expect(stored).toMatch(/^v1\./);
      expect(stored).not.toContain(created.secret.slice('whsec_'.length, 'whsec_'.length + 12));
      const { lease } = await activeLease(t.client);
      await relay();
      expect(hook.state.refused).toEqual([]);
      expect(hook.state.received.map((r) => r.body.subject.id)).toEqual([lease.id]);

      // A SERVICE_SECRET changed since: the attempt fails with the reason, and nothing is sent.
      await setStoredSecret(created.id, aesSecretBox('another-service-secret-0123456789abcdef').seal(created.secret));
      await activeLease(t.client);
      await relay();
      expect(hook.state.received).toHaveLength(1);
      const deliveries = ok(await t.client.webhookDeliveries.list({ params: { id: created.id }, query: {} }), 200);
      const failed = deliveries.data.find((d) => d.event_id !== hook.state.received[0].id)!;
      const detail = ok(
        await t.client.webhookDeliveries.get({ params: { id: created.id, delivery_id: failed.id } }),
        200,
      );
      expect(detail.attempts).toEqual([
        expect.objectContaining({
          status_code: null,
          succeeded: false,
          error: expect.stringContaining('SERVICE_SECRET'),
        }),
      ]);
    } finally {
      await hook.close();
    }
  });

  it('of a subscription made before secrets were sealed (clear whsec_) still signs', async () => {
    const { t, hook, created } = await subscribedTenant('Webhooks clear secret', ['lease.*']);
    try {
      await setStoredSecret(created.id, created.secret);
      const { lease } = await activeLease(t.client);
      await relay();
      expect(hook.state.refused).toEqual([]);
      expect(hook.state.received.map((r) => r.body.subject.id)).toEqual([lease.id]);
    } finally {
      await hook.close();
    }
  });
});

describe('subscriptions', () => {
  it('refuses http, private and loopback destinations unless the dev flag allows them, and unknown event types', async () => {
    const t = await strictApp.newTenant('Webhooks strict');
    for (const url of [
      'http://hooks.example.com/x',
      'https://127.0.0.1/x',
      'https://10.1.2.3/x',
      'https://[::1]/x',
      'https://localhost/x',
      'https://user:pw@hooks.example.com/x',
    ])
      expect([
        url,
        problem(await t.client.webhookSubscriptions.create({ body: { url, event_types: ['*'] } }), 400).status,
      ]).toEqual([url, 400]);
    problem(
      await t.client.webhookSubscriptions.create({
        body: { url: 'https://hooks.example.com/x', event_types: ['lease.exploded'] },
      }),
      400,
    );
    const made = ok(
      await t.client.webhookSubscriptions.create({
        body: { url: 'https://hooks.example.com/x', event_types: ['*', 'signature.finalized'] },
      }),
      201,
    );
    const listed = ok(await t.client.webhookSubscriptions.list({ query: { enabled: 'true' } }), 200);
    expect(listed.data.map((s) => s.id)).toEqual([made.id]);
    problem(
      await t.client.webhookSubscriptions.update({ params: { id: made.id }, body: { url: 'https://192.168.1.1/' } }),
      400,
    );
    expect((await t.client.webhookSubscriptions.remove({ params: { id: made.id } })).status).toBe(204);
    problem(await t.client.webhookSubscriptions.get({ params: { id: made.id } }), 404);
  });

  it('never connects to a host that resolves to a private address (checked at connection time)', async () => {
    const hook = await receiver();
    try {
      const sender = standardWebhookSender({ allowPrivate: false });
      const local = hook.url.replace('127.0.0.1', 'localhost');
      const answer = await sender.send({ url: local, secret: sender.newSecret(), messageId: randomUUID(), body: '{}' });
      expect(answer).toMatchObject({ statusCode: null });
      expect(answer.error).toContain('private address');
      expect(hook.state.received).toEqual([]);
      expect(hook.state.refused).toEqual([]);
    } finally {
      await hook.close();
    }
  });
});
