// The bad-input corpus: every route, every filter; each answer a clear
// problem+json, never a 5xx, and nothing written.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Stripe from 'stripe';
import { stripeProvider } from '../../adapters/payments/stripe-provider.js';
import { type TestApp, type TestTenant, startTestApp } from '../support/app.js';
import { tenantRows, withPool } from '../support/db.js';
import { fillPath, isForLessee, isIdParam, isPublic, isWorker, routes } from '../support/contract-walk.js';
import { leaseWithTenant } from '../support/leasing.js';
import { grant, signableLease } from '../support/signature.js';
import { RecordingWorkflows } from '../support/workflows.js';
import { PUBLIC_BODIES } from '../support/public-tools.js';

let app: TestApp;
let tenant: TestTenant;
const WEBHOOK_SECRET = 'whsec_bad_input_0123456789';

beforeAll(async () => {
  // A Stripe account whose API is out of reach (the discard port): no bad input may get that far.
  const payments = stripeProvider({
    secretKey: 'sk_test_bad',
    webhookSecret: WEBHOOK_SECRET,
    apiBase: 'http://127.0.0.1:9',
  });
  app = await startTestApp({ workflows: new RecordingWorkflows(), payments });
  tenant = await app.newTenant('Bad input');
});
afterAll(() => app.close());

const VALID_ID = '00000000-0000-4000-8000-000000000000';

/** The credentials of the tenant; public routes are called without any. */
function headers(extra: Record<string, string> = {}, anonymous = false) {
  if (anonymous) return extra;
  return {
    authorization: `Bearer ${tenant.apiKey}`,
    'x-api-key': tenant.workerKey,
    'x-tenant-id': tenant.tenantId,
    ...extra,
  };
}

async function call(
  method: string,
  path: string,
  init: { body?: string; headers?: Record<string, string>; anonymous?: boolean } = {},
) {
  const res = await fetch(`${app.baseUrl}${path}`, {
    method,
    headers: headers(init.headers, init.anonymous),
    body: init.body,
  });
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type') ?? '', text };
}

function expectProblem(result: { status: number; type: string; text: string }, context: string) {
  expect({ context, status: result.status < 500 ? 'not 5xx' : result.status }).toEqual({ context, status: 'not 5xx' });
  if (result.status >= 400) {
    expect({ context, type: result.type }).toEqual({
      context,
      type: expect.stringContaining('application/problem+json'),
    });
    expect(result.text).not.toMatch(/\n\s+at .+:\d+:\d+/); // no stack trace
  }
}

const rowCount = () => tenantRows(tenant.tenantId);

describe('bad input corpus', () => {
  it('answers an invalid UUID in any path with a 400, never a 5xx', async () => {
    const before = await rowCount();
    for (const walked of routes.filter((r) => r.params.some((p) => isIdParam(r, p)))) {
      const path = fillPath(walked, (param) => (isIdParam(walked, param) ? "1' OR '1'='1" : 'FR'));
      const result = await call(walked.method, path, {
        body: walked.method === 'GET' || walked.method === 'DELETE' ? undefined : '{}',
        headers: { 'content-type': 'application/json' },
      });
      expectProblem(result, `${walked.method} ${path}`);
      // The owner key holds every caller permission; tenant-facing routes (a lessee's, an owner's own)
      // refuse it before validating.
      const expected = /^(lessee|owner):/.test(String((walked.route.metadata as { permission?: string })?.permission))
        ? 403
        : 400;
      if (!isPublic(walked))
        expect({ route: walked.name, status: result.status }).toEqual({ route: walked.name, status: expected });
    }
    expect(await rowCount()).toEqual(before);
  }, 120_000);

  it('survives SQL metacharacters, unicode, huge and negative numbers and impossible dates in every filter', async () => {
    const before = await rowCount();
    const nasty = [
      "'; drop table owners; --",
      '%_\\',
      '日本語 🏠 ​',
      '-1',
      '1e309',
      '99999999999999999999',
      '2025-02-30',
      '',
      'null',
      '[]',
    ];
    for (const walked of routes.filter((r) => r.method === 'GET' && r.queryKeys.length > 0)) {
      const path = fillPath(walked, (param) => (isIdParam(walked, param) ? VALID_ID : 'FR'));
      for (const key of walked.queryKeys) {
        for (const value of nasty) {
          const result = await call('GET', `${path}?${key}=${encodeURIComponent(value)}`);
          expectProblem(result, `GET ${path}?${key}=${value}`);
        }
      }
    }
    expect(await rowCount()).toEqual(before);
  }, 300_000);

  it('answers deeply nested, oversized, mistyped and non-object bodies with problems and writes nothing', async () => {
    const before = await rowCount();
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const deepObject = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
    for (const walked of routes.filter((r) => (r.method === 'POST' || r.method === 'PUT') && !isWorker(r))) {
      const path = fillPath(walked, (param) => (isIdParam(walked, param) ? VALID_ID : 'FR'));
      const bodies: [string, string, number[]][] = [
        [deep, 'application/json', [400, 413]],
        [deepObject, 'application/json', [400, 404, 413, 415, 422]],
        ['"just a string"', 'application/json', [400, 404, 415]],
        ['{"name": 1e999, "rent_amount": -1e308}', 'application/json', [400, 404, 415, 422]],
        ['<xml/>', 'application/xml', [400, 415]],
      ];
      for (const [body, type, allowed] of bodies) {
        const result = await call(walked.method, path, {
          body,
          headers: { 'content-type': type },
          anonymous: isPublic(walked),
        });
        expectProblem(result, `${walked.method} ${path} ${type} ${body.slice(0, 20)}`);
        expect({
          route: walked.name,
          body: body.slice(0, 20),
          // A lessee's route refuses the manager's key before it reads the body.
          ok:
            allowed.includes(result.status) || result.status === 404 || (isForLessee(walked) && result.status === 403),
        }).toEqual({ route: walked.name, body: body.slice(0, 20), ok: true });
      }
    }
    expect(await rowCount()).toEqual(before);
  }, 300_000);

  it('answers hostile values in every field of every public tool, without a key, with problems and writes nothing', async () => {
    const before = await rowCount();
    const hostile: unknown[] = [
      "'; drop table owners; --",
      '日本語 🏠 \u0000',
      'x'.repeat(5_000),
      -1,
      1e308,
      0.001,
      99999999999999999999,
      '2025-02-30',
      '',
      null,
      [],
      {},
      true,
    ];
    // The public tools (guest signature is public too, but takes a token: the corpus below covers it).
    const publicPosts = routes.filter((r) => isPublic(r) && r.method === 'POST' && r.path.startsWith('/api/public/'));
    expect(publicPosts.map((r) => r.name).sort()).toEqual(Object.keys(PUBLIC_BODIES).sort());
    for (const walked of publicPosts) {
      const valid = PUBLIC_BODIES[walked.name];
      const path = fillPath(walked, () => 'FR');
      const fine = await call('POST', path, {
        body: JSON.stringify(valid),
        headers: { 'content-type': 'application/json' },
        anonymous: true,
      });
      expect({ route: walked.name, status: fine.status }).toEqual({ route: walked.name, status: 200 });
      for (const field of Object.keys(valid)) {
        for (const value of hostile) {
          const result = await call('POST', path, {
            body: JSON.stringify({ ...valid, [field]: value }),
            headers: { 'content-type': 'application/json' },
            anonymous: true,
          });
          expectProblem(result, `POST ${path} ${field}=${JSON.stringify(value).slice(0, 20)}`);
          expect({ route: walked.name, field, status: result.status === 200 || result.status === 400 }).toEqual({
            route: walked.name,
            field,
            status: true,
          });
        }
      }
    }
    expect(await rowCount()).toEqual(before);
  }, 300_000);

  it('answers broken multipart bodies on every upload route with a 400 and writes nothing', async () => {
    const before = await rowCount();
    const uploads = routes.filter((r) => (r.route as { contentType?: string }).contentType === 'multipart/form-data');
    expect(uploads.length).toBeGreaterThan(1);
    for (const walked of uploads) {
      const path = fillPath(walked, () => VALID_ID);
      for (const body of [
        '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nunterminated',
        'not multipart at all',
      ]) {
        const result = await call(walked.method, path, {
          body,
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
        });
        expectProblem(result, `${walked.method} ${path} ${body.slice(0, 12)}`);
        expect({ route: walked.name, status: result.status }).toEqual({ route: walked.name, status: 400 });
      }
    }
    expect(await rowCount()).toEqual(before);
  });
});

describe('bad input to guest signature (a real token) and to the worker endpoints', () => {
  it('answers every malformed body with a problem, never a 5xx, and signs nothing', async () => {
    const lease = await signableLease(tenant.client);
    await grant(app, tenant, 1);
    const initiated = await tenant.client.signatures.initiate({
      params: { lease_id: lease.leaseId },
      body: { pdf_id: lease.pdfId, signers: lease.signers },
    });
    expect(initiated.status).toBe(201);
    const document = initiated.body as { document_signature_id: string; signature_requests: { id: string }[] };
    const token = app.guestToken(document.signature_requests[1].id);
    const before = await rowCount();
    const bodies: [string, string][] = [
      [`${'['.repeat(100_000)}${']'.repeat(100_000)}`, 'application/json'],
      ['"just a string"', 'application/json'],
      ['{"otp": 123456, "signature_image": ["x"]}', 'application/json'],
      ['{"otp": "12345a", "signature_image": "AAAA"}', 'application/json'],
      ['{"otp": "123456", "signature_image": "%%% not base64 %%%"}', 'application/json'],
      [`{"otp": "123456", "signature_image": "${'A'.repeat(500_000)}"}`, 'application/json'],
      ['{"channel": "pigeon"}', 'application/json'],
      ['<xml/>', 'application/xml'],
    ];
    for (const path of [`/api/guest/signatures/${token}/otp`, `/api/guest/signatures/${token}/sign`]) {
      for (const [body, type] of bodies) {
        const result = await call('POST', path, { body, headers: { 'content-type': type } });
        expectProblem(result, `POST ${path} ${body.slice(0, 30)}`);
        expect({ path, body: body.slice(0, 30), status: result.status >= 400 }).toEqual({
          path,
          body: body.slice(0, 30),
          status: true,
        });
      }
    }
    for (const bad of ['x', 'A'.repeat(44), `${'A'.repeat(42)}=`, "1' OR '1'='1"]) {
      const result = await call('GET', `/api/guest/signatures/${encodeURIComponent(bad)}`);
      expect({ bad, status: result.status }).toEqual({ bad, status: 400 });
    }
    const worker = `/api/leases/signatures/${document.document_signature_id}`;
    for (const [path, body] of [
      [`${worker}/complete/NOTAIRE`, '{}'],
      [`${worker}/complete/LOCATAIRE`, '{"signature_hash": 12}'],
      [`${worker}/finalize`, '{}'],
      [`${worker}/finalize`, '{"signed_pdf_url": "javascript:alert(1)"}'],
      [`${worker}/finalize`, '{"signed_pdf_url": "https://x.example/a.pdf", "extra": 1}'],
    ]) {
      const result = await call('POST', path, { body, headers: { 'content-type': 'application/json' } });
      expect({ path, body, status: result.status }).toEqual({ path, body, status: 400 });
    }
    const after = await rowCount();
    expect(after).toEqual(before);
    const status = await tenant.client.signatures.status({ params: { lease_id: lease.leaseId } });
    expect(status.status === 200 && status.body.signature_requests.map((r) => r.status)).toEqual([
      'PENDING',
      'PENDING',
    ]);
  }, 120_000);
});

describe('bad input to a real amendment', () => {
  it('refuses malformed and unlawful bodies on every amendment route with a problem, and writes nothing', async () => {
    const c = tenant.client;
    const { lease } = await leaseWithTenant(c, { rent_amount: 850, deposit_amount: 850 });
    expect((await c.leases.changeStatus({ params: { id: lease.id }, body: { status: 'ACTIVE' } })).status).toBe(200);
    const draft = async (type: 'RENT_CHANGE' | 'DURATION_CHANGE') => {
      const created = await c.leaseAmendments.create({
        params: { lease_id: lease.id },
        body: { type, title: 'bad input', effective_date: '2026-01-01' },
      });
      return (created.body as { id: string }).id;
    };
    const rent = await draft('RENT_CHANGE');
    const duration = await draft('DURATION_CHANGE');
    const rentDetail = await c.amendmentRentDetails.create({
      params: { lease_id: lease.id, amendment_id: rent },
      body: { new_rent_amount: 800 },
    });
    const known: Record<string, string> = {
      lease_id: lease.id,
      rent_detail_id: (rentDetail.body as { id: string }).id,
      duration_detail_id: VALID_ID,
    };
    const before = await rowCount();
    const bodies = [
      '{}',
      '{"type": "NOPE", "title": "x", "effective_date": "2026-01-01"}',
      '{"type": "OTHER", "title": "x", "effective_date": "2025-02-30"}',
      '{"type": "OTHER", "title": "x", "effective_date": "2031-01-01"}',
      '{"title": "   "}',
      '{"status": "ACTIVE"}',
      '{"status": "DRAFT"}',
      '{"new_rent_amount": -5}',
      '{"new_rent_amount": 0.001}',
      '{"new_rent_amount": 900}',
      '{"new_rent_amount": 700}',
      '{"extension_months": 1.5}',
      '{"new_end_date": "1900-01-01"}',
      '{"new_end_date": "2026-06-30"}',
      '{"validator_name": "x", "decision": "MAYBE"}',
      '{"validator_name": "x", "decision": "APPROVED"}',
    ];
    const amendmentRoutes = routes.filter(
      (r) => r.path.startsWith('/api/leases/:lease_id/amendments') && (r.method === 'POST' || r.method === 'PUT'),
    );
    for (const amendmentId of [rent, duration]) {
      for (const walked of amendmentRoutes) {
        const path = fillPath(walked, (param) => (param === 'amendment_id' ? amendmentId : (known[param] ?? VALID_ID)));
        for (const body of bodies) {
          const result = await call(walked.method, path, { body, headers: { 'content-type': 'application/json' } });
          expectProblem(result, `${walked.method} ${path} ${body}`);
          expect({ route: walked.name, body, refused: result.status >= 400 || body === '{}' }).toEqual({
            route: walked.name,
            body,
            refused: true,
          });
        }
      }
    }
    expect(await rowCount()).toEqual(before);
  }, 120_000);
});

describe('bad input to the payment webhook receiver (public, signed)', () => {
  it('answers malformed, unsigned and mis-signed events with a 400 problem and records nothing', async () => {
    const logged = () =>
      withPool(async (pool) => Number((await pool.query('select count(*) from payment_events')).rows[0].count));
    const before = await logged();
    const signer = new Stripe('sk_test_signer');
    const sign = (payload: string) => signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const event = JSON.stringify({ id: 'evt_bad', object: 'event', type: 'checkout.session.completed', data: {} });
    const cases: [string, Record<string, string>][] = [
      [`${'['.repeat(100_000)}${']'.repeat(100_000)}`, {}],
      ['"just a string"', { 'stripe-signature': sign('"just a string"') }],
      ['{"id": 1, "type": []}', { 'stripe-signature': sign('{"id": 1, "type": []}') }],
      [event, {}],
      [event, { 'stripe-signature': 'garbage' }],
      [event, { 'stripe-signature': sign(`${event} `) }],
      [event, { 'stripe-signature': 'x'.repeat(5_000) }],
    ];
    for (const [body, extra] of cases) {
      const result = await call('POST', '/api/webhooks/stripe', {
        body,
        headers: { 'content-type': 'application/json', ...extra },
      });
      expectProblem(result, `POST /api/webhooks/stripe ${body.slice(0, 20)}`);
      expect({ body: body.slice(0, 20), status: result.status }).toEqual({ body: body.slice(0, 20), status: 400 });
    }
    const xml = await call('POST', '/api/webhooks/stripe', {
      body: '<xml/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.status).toBe(415);
    // A well-signed event about no purchase of ours: acknowledged, and nothing recorded.
    const unknown = await call('POST', '/api/webhooks/stripe', {
      body: event,
      headers: { 'content-type': 'application/json', 'stripe-signature': sign(event) },
    });
    expect(unknown.status).toBe(200);
    expect(await logged()).toBe(before);
  });
});
