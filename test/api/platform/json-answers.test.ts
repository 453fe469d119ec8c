// JSON answers are written as text (adapters/http/json-answer.ts, docs/decisions.md 325): the same
// Content-Type and a Content-Length in bytes, a HEAD answer without its body, and the answers that
// set their own type (problem+json) unchanged.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type TestApp, type TestTenant, startTestApp } from '../../support/app.js';

let app: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  app = await startTestApp();
  tenant = await app.newTenant('JSON answers');
  const place = await tenant.client.places.create({
    body: { name: 'Résidence des Lilas — Château', city: 'Lyon', postal_code: '69003' },
  });
  if (place.status !== 201) throw new Error(`place: ${JSON.stringify(place.body)}`);
});
afterAll(() => app.close());

const get = (path: string, method = 'GET') =>
  fetch(`${app.baseUrl}${path}`, { method, headers: { authorization: `Bearer ${tenant.apiKey}` } });

describe('JSON answers', () => {
  it('carry the JSON type with its charset and their length in bytes', async () => {
    const res = await get('/api/places');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    const body = JSON.parse(bytes.toString('utf8')) as { data: { name: string }[] };
    expect(body.data.map((place) => place.name)).toEqual(['Résidence des Lilas — Château']);
    expect(bytes.length).toBeGreaterThan(bytes.toString('utf8').length);
  });

  it('answer HEAD with the same headers and no body', async () => {
    const full = await get('/api/places');
    const head = await get('/api/places', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(head.headers.get('content-length')).toBe(full.headers.get('content-length'));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('leave problem answers as they were', async () => {
    const res = await get('/api/places/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
    const text = await res.text();
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(text));
  });
});
