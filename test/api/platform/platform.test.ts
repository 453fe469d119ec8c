import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type TestApp, type TestTenant, startTestApp } from '../../support/app.js';

let app: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  app = await startTestApp({ rateLimit: { limit: 3, windowSeconds: 3600 } });
  tenant = await app.newTenant('Platform');
});
afterAll(() => app.close());

const raw = (path: string, init: RequestInit = {}) => fetch(`${app.baseUrl}${path}`, init);
const auth = () => ({ authorization: `Bearer ${tenant.apiKey}` });

describe('rate limit', () => {
  it('counts list requests per tenant, shows the headers on every response, and answers 429 past the limit', async () => {
    const t = await app.newTenant('Limited');
    const first = await t.client.owners.list({ query: {} });
    expect(first.headers.get('x-ratelimit-limit')).toBe('3');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('2');
    const reset = Number(first.headers.get('x-ratelimit-reset'));
    expect(reset).toBeGreaterThan(Date.now() / 1000);
    expect(reset).toBeLessThanOrEqual(Date.now() / 1000 + 3601);

    // A non-list request shows the budget without spending it, even with a large per_page later.
    const create = await t.client.owners.create({ body: { last_name: 'X' } });
    expect(create.headers.get('x-ratelimit-remaining')).toBe('2');
    await t.client.places.list({ query: { per_page: 100 } });
    await t.client.estates.list({ query: {} });
    const over = await t.client.owners.list({ query: {} });
    expect(over.status).toBe(429);
    expect(over.headers.get('content-type')).toContain('application/problem+json');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.headers.get('x-ratelimit-remaining')).toBe('0');

    // Another tenant has its own budget.
    const fresh = await app.newTenant('Unlimited yet');
    expect((await fresh.client.owners.list({ query: {} })).status).toBe(200);
  });

  it('counts concurrent list requests one by one, though they are spent in fewer statements', async () => {
    // Requests that arrive while the tenant's counter is being written are spent together in the
    // next statement (adapters/http/rate-limit.ts): each still sees its own place in the budget.
    const t = await app.newTenant('Concurrent');
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.client.owners.list({ query: {} })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 429, 429, 429]);
    const remaining = answers.filter((a) => a.status === 200).map((a) => a.headers.get('x-ratelimit-remaining'));
    expect(remaining.sort()).toEqual(['0', '1', '2']);
  });

  it('is shared between API instances (the counter lives in PostgreSQL)', async () => {
    const { startTestApp: start, clientFor } = await import('../../support/app.js');
    const second = await start({ rateLimit: { limit: 3, windowSeconds: 3600 } });
    try {
      const t = await app.newTenant('Shared');
      const viaSecond = clientFor(second.baseUrl, { authorization: `Bearer ${t.apiKey}` });
      await t.client.owners.list({ query: {} });
      await viaSecond.owners.list({ query: {} });
      const third = await t.client.owners.list({ query: {} });
      expect(third.headers.get('x-ratelimit-remaining')).toBe('0');
      expect((await viaSecond.owners.list({ query: {} })).status).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('errors are problem+json', () => {
  it('answers malformed JSON with a 400 and writes nothing', async () => {
    const res = await raw('/api/owners', {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: '{"last_name": "Broken"',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const body = (await res.json()) as { title: string; detail: string; status: number; instance: string };
    expect(body).toMatchObject({
      status: 400,
      title: 'Bad Request',
      detail: 'Malformed JSON body',
      instance: '/api/owners',
    });
    const list = await tenant.client.owners.list({ query: { search: 'Broken' } });
    expect(list.status === 200 && list.body.meta.pagination.total).toBe(0);
  });

  it('answers an unknown route with a 404 problem', async () => {
    const res = await raw('/api/nothing-here', { headers: auth() });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { title: string }).title).toBe('Not Found');
  });

  it('answers a non-JSON body with a 415 and an oversized body with a 413', async () => {
    const form = await raw('/api/owners', {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'text/plain' },
      body: 'last_name=X',
    });
    expect(form.status).toBe(415);
    const big = await raw('/api/owners', {
      method: 'POST',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: JSON.stringify({ notes: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.status).toBe(413);
  });

  it('lists every bad field of a body', async () => {
    const res = await tenant.client.places.create({ body: { name: '', latitude: 500, number_of_floor: 1.5 } });
    expect(res.status).toBe(400);
    const paths = (res.body as { errors: { path: string }[] }).errors.map((e) => e.path).sort();
    expect(paths).toEqual(['body.latitude', 'body.name', 'body.number_of_floor']);
  });
});

describe('service endpoints', () => {
  it('reports health without credentials', async () => {
    const res = await app.anonymous.health.health();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('serves the OpenAPI document generated from the contract, and a docs page', async () => {
    const res = await raw('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { security: unknown[] }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/owners', '/api/places/{id}/estates/{estate_id}', '/api/countries/code/{code}']),
    );
    expect(doc.paths['/api/owners'].get.security).toEqual([{ bearer: [] }]);
    const docs = await raw('/api/docs/');
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger-ui');
  });

  it('echoes a request id', async () => {
    const res = await raw('/api/health', { headers: { 'x-request-id': 'trace-123' } });
    expect(res.headers.get('x-request-id')).toBe('trace-123');
    const generated = await raw('/api/health');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('Idempotency-Key on POST', () => {
  it('replays the first answer for the same key and body, without a second record', async () => {
    const t = await app.newTenant('Idempotent');
    const send = (body: object, key: string) =>
      raw('/api/owners', {
        method: 'POST',
        headers: { authorization: `Bearer ${t.apiKey}`, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(body),
      });
    const first = await send({ last_name: 'Once' }, 'key-1');
    expect(first.status).toBe(201);
    const created = (await first.json()) as { id: string };
    const again = await send({ last_name: 'Once' }, 'key-1');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(((await again.json()) as { id: string }).id).toBe(created.id);
    const list = await t.client.owners.list({ query: {} });
    expect(list.status === 200 && list.body.meta.pagination.total).toBe(1);

    const other = await send({ last_name: 'Twice' }, 'key-1');
    expect(other.status).toBe(409);
    expect(((await other.json()) as { detail: string }).detail).toContain('different request');

    // Keys are per tenant: another tenant may use the same key.
    const elsewhere = await raw('/api/owners', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tenant.apiKey}`,
        'content-type': 'application/json',
        'idempotency-key': 'key-1',
      },
      body: JSON.stringify({ last_name: 'Once' }),
    });
    expect(elsewhere.status).toBe(201);
    expect(((await elsewhere.json()) as { id: string }).id).not.toBe(created.id);
  });

  it('replays a refusal too, and ignores the header on other methods', async () => {
    const t = await app.newTenant('Idempotent refusal');
    const headers = {
      authorization: `Bearer ${t.apiKey}`,
      'content-type': 'application/json',
      'idempotency-key': 'bad-1',
    };
    const first = await raw('/api/owners', {
      method: 'POST',
      headers,
      body: JSON.stringify({ owner_category: 'company' }),
    });
    expect(first.status).toBe(400);
    const again = await raw('/api/owners', {
      method: 'POST',
      headers,
      body: JSON.stringify({ owner_category: 'company' }),
    });
    expect(again.status).toBe(400);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const tooLong = await raw('/api/owners', {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': 'k'.repeat(256) },
      body: '{}',
    });
    expect(tooLong.status).toBe(400);
  });
});
