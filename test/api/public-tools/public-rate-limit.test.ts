// The budget of the public tools: per client address (an IPv6 address by its /64), shared by every
// API instance, the same X-RateLimit-* headers as the API, 429 with Retry-After past it. Each test
// names its own client address in X-Forwarded-For (the test app trusts its loopback proxy).
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type TestApp, clientFor, startTestApp } from '../../support/app.js';
import { ok, problem } from '../../support/leasing.js';

const LIMIT = 3;
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ publicRateLimit: { limit: LIMIT, windowSeconds: 3600 } });
});
afterAll(() => app.close());

const hex = () => randomInt(0x10000).toString(16);
/** A fresh /64 of the documentation prefix 2001:db8::/32, and a host in it. */
const network = () => `2001:db8:${hex()}:${hex()}`;
const asClient = (address: string, baseUrl = app.baseUrl) => clientFor(baseUrl, { 'x-forwarded-for': address });
const revisionBody = { index_series: 'IRL', quarter: '2025-Q3', current_rent: 800 } as never;

describe('public tools rate limit', () => {
  it('counts every public call of an address, shows the headers, and answers 429 with Retry-After past the budget', async () => {
    const net = network();
    const client = asClient(`${net}::1`);
    const first = await client.publicRentRevision.compute({ body: revisionBody });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-ratelimit-limit')).toBe(String(LIMIT));
    expect(first.headers.get('x-ratelimit-remaining')).toBe('2');
    const reset = Number(first.headers.get('x-ratelimit-reset'));
    expect(reset).toBeGreaterThan(Date.now() / 1000);
    expect(reset).toBeLessThanOrEqual(Date.now() / 1000 + 3601);

    // A refused call spends from the budget too, and so does a PDF.
    const refused = await client.publicDepositCap.compute({ body: { lease_type: 'Garage' } as never });
    problem(refused, 400);
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('1');
    const pdf = await client.publicHandoverSlip.generate({
      body: {
        occasion: 'ENTRY',
        handed_over_on: '2025-01-01',
        handed_over_by: { name: 'A' },
        received_by: { name: 'B' },
        property: { address: '1 rue X' },
        keys: [{ label: 'Clé', count: 1 }],
      } as never,
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('x-ratelimit-remaining')).toBe('0');

    const over = await client.publicRentRevision.compute({ body: revisionBody });
    expect(problem(over, 429).detail).toContain(`${LIMIT} calls to the public tools from one address`);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(over.headers.get('x-ratelimit-limit')).toBe(String(LIMIT));
    expect(over.headers.get('x-ratelimit-remaining')).toBe('0');

    // Another host of the same /64 is the same subscriber; another network has its own budget.
    problem(await asClient(`${net}:0:0:0:2`).publicRentRevision.compute({ body: revisionBody }), 429);
    const other = await asClient(`${network()}::1`).publicRentRevision.compute({ body: revisionBody });
    expect(ok(other, 200).new_rent).toBe(806.97);
    expect(other.headers.get('x-ratelimit-remaining')).toBe('2');
  });

  it("leaves the health probe and the tenants' budgets alone", async () => {
    const address = `${network()}::7`;
    const client = asClient(address);
    for (let i = 0; i < LIMIT; i++) await client.publicRentRevision.compute({ body: revisionBody });
    problem(await client.publicRentRevision.compute({ body: revisionBody }), 429);

    const health = await client.health.health();
    expect(health.status).toBe(200);
    expect(health.headers.get('x-ratelimit-limit')).toBeNull();

    const tenant = await app.newTenant('Behind the same address');
    const keyed = clientFor(app.baseUrl, { 'x-forwarded-for': address, authorization: `Bearer ${tenant.apiKey}` });
    const list = await keyed.owners.list({ query: {} });
    expect(list.status).toBe(200);
    expect(list.headers.get('x-ratelimit-limit')).toBe('100000');
  });

  it('counts IPv4 addresses one by one, IPv4-mapped ones as the same', async () => {
    const v4 = `198.51.100.${randomInt(1, 255)}`;
    await asClient(v4).publicRentRevision.compute({ body: revisionBody });
    const mapped = await asClient(`::ffff:${v4}`).publicRentRevision.compute({ body: revisionBody });
    expect(mapped.headers.get('x-ratelimit-remaining')).toBe('1');
  });

  it('is shared between API instances (the counter lives in PostgreSQL)', async () => {
    const second = await startTestApp({ publicRateLimit: { limit: LIMIT, windowSeconds: 3600 } });
    try {
      const address = `${network()}::1`;
      await asClient(address).publicRentRevision.compute({ body: revisionBody });
      await asClient(address, second.baseUrl).publicRentRevision.compute({ body: revisionBody });
      const third = await asClient(address).publicRentRevision.compute({ body: revisionBody });
      expect(third.headers.get('x-ratelimit-remaining')).toBe('0');
      problem(await asClient(address, second.baseUrl).publicRentRevision.compute({ body: revisionBody }), 429);
    } finally {
      await second.close();
    }
  });
});
