// The account's keys through the API (issue 39; docs/decisions.md 286-287): create with a name,
// scopes, an expiry and IP ranges (the secret once, never again), list with the last 4 characters
// only, rotate with a grace period (both keys work, then only the new one), revoke at once, the last
// use recorded, owner or admin keys only, another account's key a 404. Two processes:
// test/process/two-processes.test.ts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { type TestApp, type TestTenant, clientFor, startTestApp } from '../../support/app.js';
import { publishedEvents, withPool } from '../../support/db.js';
import { ok, problem } from '../../support/leasing.js';

let app: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  app = await startTestApp();
  tenant = await app.newTenant('Keys');
}, 60_000);
afterAll(() => app.close());

const as = (key: string, from?: string) =>
  clientFor(app.baseUrl, { authorization: `Bearer ${key}`, ...(from ? { 'x-forwarded-for': from } : {}) });
const create = (body: Record<string, unknown>, client = tenant.client) =>
  client.apiKeys.create({ body: { name: 'Accounting export', permissions: ['properties:read'], ...body } as never });

describe('creating and listing keys', () => {
  it('shows the secret once, then only its last 4 characters, and the key works within its scopes', async () => {
    const issued = ok(await create({ role: 'member' }), 201);
    expect(issued.api_key).toMatch(/^rk_live_/);
    expect(issued).toMatchObject({
      name: 'Accounting export',
      role: 'member',
      permissions: ['properties:read'],
      key_last4: issued.api_key.slice(-4),
      revoked_at: null,
    });
    const listed = ok(await tenant.client.apiKeys.list({ query: { per_page: 100 } }), 200);
    const row = listed.data.find((key) => key.id === issued.id)!;
    expect(row.key_last4).toBe(issued.api_key.slice(-4));
    expect(JSON.stringify(listed)).not.toContain(issued.api_key);
    expect(Object.keys(ok(await tenant.client.apiKeys.get({ params: { id: issued.id } }), 200))).not.toContain(
      'api_key',
    );

    const client = as(issued.api_key);
    ok(await client.places.list({ query: {} }), 200);
    problem(await client.places.create({ body: { name: 'Not allowed' } }), 403);
    expect((await publishedEvents(tenant.tenantId, 'api_key.created')).map((e) => e.subject_id)).toContain(issued.id);
  });

  it('records when a key was last used', async () => {
    const issued = ok(await create({}), 201);
    expect(issued.last_used_at).toBeNull();
    ok(await as(issued.api_key).places.list({ query: {} }), 200);
    let used: string | null = null;
    for (let i = 0; i < 50 && !used; i += 1) {
      used = ok(await tenant.client.apiKeys.get({ params: { id: issued.id } }), 200).last_used_at;
      if (!used) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(used).not.toBeNull();
  });

  it('tells the API processes of a revocation, not of a last use', async () => {
    const issued = ok(await create({}), 201);
    const listener = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    const heard: string[] = [];
    listener.on('notification', (message) => heard.push(message.payload ?? ''));
    await listener.connect();
    try {
      await listener.query('listen api_key_changes');
      await withPool((pool) => pool.query('update api_keys set last_used_at = now() where id = $1', [issued.id]));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard).toEqual([]);
      ok(await tenant.client.apiKeys.revoke({ params: { id: issued.id }, body: undefined }), 200);
      for (let i = 0; i < 50 && heard.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(heard).toEqual([issued.id]);
    } finally {
      await listener.end();
    }
  });

  it('is for owner or admin keys, never grants more than the maker has, and checks its input', async () => {
    const member = await tenant.clientWith(['api_keys:write', 'properties:read'], { role: 'member' });
    expect(problem(await create({}, member), 403).detail).toContain('owner or admin');
    const admin = await tenant.clientWith(['api_keys:write', 'api_keys:read', 'properties:read'], { role: 'admin' });
    ok(await create({}, admin), 201);
    expect(problem(await create({ permissions: ['leases:write'] }, admin), 403).detail).toContain('leases:write');
    problem(await create({ permissions: ['no:such'] }), 400);
    problem(await create({ role: 'owner' }), 400);
    problem(await create({ allowed_ips: ['300.1.2.3/8'] }), 400);
    problem(await create({ expires_at: '2020-01-01T00:00:00Z' }), 422);
    const reader = await tenant.clientWith(['properties:read'], { role: 'owner' });
    problem(await reader.apiKeys.list({ query: {} }), 403);
  });

  it('takes a unit of the plan: users', async () => {
    const t = await app.newTenant('Keys on FREE', { plan: 'FREE' });
    ok(await create({}, t.client), 201);
    const last = ok(await create({}, t.client), 201);
    expect(problem(await create({}, t.client), 402)).toMatchObject({ limit: 'users', plan: 'FREE' });
    // A rotation at the limit: the key replaced is no more a user, while its grace lasts.
    const rotated = ok(
      await t.client.apiKeys.rotate({ params: { id: last.id }, body: { grace_period_seconds: 60 } }),
      201,
    );
    ok(await as(last.api_key).places.list({ query: {} }), 200);
    ok(await as(rotated.api_key).places.list({ query: {} }), 200);
  });
});

describe('IP ranges and expiry', () => {
  it('accepts the key only from its ranges', async () => {
    const issued = ok(await create({ allowed_ips: ['203.0.113.0/24', '2001:db8::/32'] }), 201);
    expect(issued.allowed_ips).toEqual(['203.0.113.0/24', '2001:db8::/32']);
    ok(await as(issued.api_key, '203.0.113.9').places.list({ query: {} }), 200);
    ok(await as(issued.api_key, '2001:db8::1').places.list({ query: {} }), 200);
    const elsewhere = problem(await as(issued.api_key, '198.51.100.7').places.list({ query: {} }), 403);
    expect(elsewhere.detail).toContain('address');
  });

  it('refuses a key past its expiry', async () => {
    const issued = ok(await create({ expires_at: new Date(Date.now() + 1500).toISOString() }), 201);
    ok(await as(issued.api_key).places.list({ query: {} }), 200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(problem(await as(issued.api_key).places.list({ query: {} }), 401).detail).toContain('expired');
  });
});

describe('rotating and revoking', () => {
  it('keeps both keys working during the grace period, then only the new one', async () => {
    const old = ok(await create({ name: 'Rotated' }), 201);
    const oldClient = as(old.api_key);
    ok(await oldClient.places.list({ query: {} }), 200);
    const rotated = ok(
      await tenant.client.apiKeys.rotate({ params: { id: old.id }, body: { grace_period_seconds: 2 } }),
      201,
    );
    expect(rotated).toMatchObject({ name: 'Rotated', permissions: ['properties:read'] });
    expect(rotated.api_key).not.toBe(old.api_key);
    ok(await oldClient.places.list({ query: {} }), 200);
    ok(await as(rotated.api_key).places.list({ query: {} }), 200);
    const before = ok(await tenant.client.apiKeys.get({ params: { id: old.id } }), 200);
    expect(before.replaced_by_key_id).toBe(rotated.id);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    problem(await oldClient.places.list({ query: {} }), 401);
    ok(await as(rotated.api_key).places.list({ query: {} }), 200);
    problem(await tenant.client.apiKeys.rotate({ params: { id: old.id }, body: { grace_period_seconds: 0 } }), 409);
  });

  it('refuses a revoked key from its next request, and tells the webhooks', async () => {
    const issued = ok(await create({}), 201);
    const client = as(issued.api_key);
    ok(await client.places.list({ query: {} }), 200);
    const revoked = ok(await tenant.client.apiKeys.revoke({ params: { id: issued.id }, body: undefined }), 200);
    expect(revoked.revoked_at).not.toBeNull();
    expect(problem(await client.places.list({ query: {} }), 401).detail).toContain('revoked');
    ok(await tenant.client.apiKeys.revoke({ params: { id: issued.id }, body: undefined }), 200);
    const told = await publishedEvents(tenant.tenantId, 'api_key.revoked');
    expect(told.filter((event) => event.subject_id === issued.id)).toHaveLength(1);
  });

  it('does not let a key revoke itself', async () => {
    const admin = ok(await create({ role: 'admin', permissions: ['api_keys:write', 'api_keys:read'] }), 201);
    expect(
      problem(await as(admin.api_key).apiKeys.revoke({ params: { id: admin.id }, body: undefined }), 409).detail,
    ).toContain('itself');
  });

  it("keeps another account's keys out of reach: 404", async () => {
    const other = await app.newTenant('Keys, the other');
    const theirs = ok(await create({}, other.client), 201);
    problem(await tenant.client.apiKeys.get({ params: { id: theirs.id } }), 404);
    problem(await tenant.client.apiKeys.revoke({ params: { id: theirs.id }, body: undefined }), 404);
    problem(await tenant.client.apiKeys.rotate({ params: { id: theirs.id }, body: { grace_period_seconds: 0 } }), 404);
    ok(await as(theirs.api_key).places.list({ query: {} }), 200);
    const listed = ok(await tenant.client.apiKeys.list({ query: { per_page: 100 } }), 200);
    expect(listed.data.map((key) => key.id)).not.toContain(theirs.id);
    // Worker keys are not managed here.
    const worker = await withPool(
      async (pool) =>
        (await pool.query(`select id from api_keys where tenant_id = $1 and kind = 'worker'`, [tenant.tenantId]))
          .rows[0] as { id: string },
    );
    problem(await tenant.client.apiKeys.get({ params: { id: worker.id } }), 404);
  });
});
