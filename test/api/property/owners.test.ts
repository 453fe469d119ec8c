import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type TestApp, type TestTenant, startTestApp } from '../../support/app.js';

let app: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  app = await startTestApp();
  tenant = await app.newTenant('Owners');
});
afterAll(() => app.close());

describe('owners', () => {
  it('creates an individual owner and reads it back', async () => {
    const created = await tenant.client.owners.create({
      body: { first_name: 'Jeanne', last_name: 'Martin', email: 'jeanne@example.fr' },
    });
    expect(created.status).toBe(201);
    if (created.status !== 201) return;
    expect(created.body).toMatchObject({ owner_category: 'individual', first_name: 'Jeanne', last_name: 'Martin' });
    expect(created.body).not.toHaveProperty('tenant_id');
    const read = await tenant.client.owners.get({ params: { id: created.body.id } });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
  });

  it('requires legal_name and registration_number for a company and an SCI, listing each missing field', async () => {
    const company = await tenant.client.owners.create({ body: { owner_category: 'company' } });
    expect(company.status).toBe(400);
    expect(company.headers.get('content-type')).toContain('application/problem+json');
    expect((company.body as { errors: { path: string }[] }).errors.map((e) => e.path).sort()).toEqual([
      'legal_name',
      'registration_number',
    ]);
    const sci = await tenant.client.owners.create({
      body: { owner_category: 'sc/sci', legal_name: 'SCI Les Tilleuls' },
    });
    expect(sci.status).toBe(400);
  });

  it('accepts the workflow spelling siret for registration_number and keeps rcs_city', async () => {
    const created = await tenant.client.owners.create({
      body: {
        owner_category: 'company',
        legal_name: 'Gestion Dupont SARL',
        siret: '73282932000074',
        rcs_city: 'Lyon',
      } as never,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      owner_category: 'company',
      registration_number: '73282932000074',
      rcs_city: 'Lyon',
    });
  });

  it('checks the company rule against the merged record on update', async () => {
    const owner = await tenant.client.owners.create({ body: { first_name: 'Paul' } });
    if (owner.status !== 201) throw new Error('setup');
    const bad = await tenant.client.owners.update({
      params: { id: owner.body.id },
      body: { owner_category: 'company' },
    });
    expect(bad.status).toBe(400);
    const unchanged = await tenant.client.owners.get({ params: { id: owner.body.id } });
    expect(unchanged.body).toMatchObject({ owner_category: 'individual' });
    const good = await tenant.client.owners.update({
      params: { id: owner.body.id },
      body: { owner_category: 'company', legal_name: 'Paul SAS', registration_number: '12345678900011' },
    });
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ owner_category: 'company', legal_name: 'Paul SAS', first_name: 'Paul' });
    const cleared = await tenant.client.owners.update({ params: { id: owner.body.id }, body: { first_name: null } });
    expect(cleared.body).toMatchObject({ first_name: null, legal_name: 'Paul SAS' });
  });

  it('lists with search, owner_category, pagination meta and sorting', async () => {
    const t = await app.newTenant('Owners list');
    for (const name of ['Zola', 'Ampère', 'Curie', 'Balzac', 'Dumas']) {
      await t.client.owners.create({ body: { last_name: name } });
    }
    await t.client.owners.create({
      body: { owner_category: 'sc/sci', legal_name: 'SCI Curie', registration_number: '1' },
    });
    const page = await t.client.owners.list({ query: { per_page: 2, page: 2, sort: 'last_name' } });
    expect(page.status).toBe(200);
    if (page.status !== 200) return;
    expect(page.body.data.map((o) => o.last_name)).toEqual(['Curie', 'Dumas']); // NULL last names sort last
    expect(page.body.meta.pagination).toEqual({
      current_page: 2,
      per_page: 2,
      total: 6,
      total_pages: 3,
      has_next: true,
      has_prev: true,
    });
    // A partial last page and a page past the end report the same total.
    const last = await t.client.owners.list({ query: { per_page: 4, page: 2 } });
    expect(
      last.status === 200 && [
        last.body.data.length,
        last.body.meta.pagination.total,
        last.body.meta.pagination.has_next,
      ],
    ).toEqual([2, 6, false]);
    const beyond = await t.client.owners.list({ query: { per_page: 4, page: 5 } });
    expect(beyond.status === 200 && [beyond.body.data.length, beyond.body.meta.pagination.total]).toEqual([0, 6]);
    const desc = await t.client.owners.list({ query: { sort: '-last_name', per_page: 1 } });
    expect(desc.status === 200 && desc.body.data[0].last_name).toBe('Zola');
    const search = await t.client.owners.list({ query: { search: 'curie' } });
    expect(search.status === 200 && search.body.data.length).toBe(2);
    const sci = await t.client.owners.list({ query: { owner_category: 'sc/sci' } });
    expect(sci.status === 200 && sci.body.data.map((o) => o.legal_name)).toEqual(['SCI Curie']);
    const wildcard = await t.client.owners.list({ query: { search: '%' } });
    expect(wildcard.status === 200 && wildcard.body.data.length).toBe(0);
  });

  it('refuses per_page over 100 and a sort on a field not allowed', async () => {
    const big = await tenant.client.owners.list({ query: { per_page: 101 } });
    expect(big.status).toBe(400);
    expect((big.body as { errors: { path: string }[] }).errors[0].path).toBe('query.per_page');
    const sort = await tenant.client.owners.list({ query: { sort: 'password' } });
    expect(sort.status).toBe(400);
  });

  it('answers 401 without or with a bad key, 403 without the permission', async () => {
    expect((await app.anonymous.owners.list({ query: {} })).status).toBe(401);
    const { clientFor } = await import('../../support/app.js');
    expect(
      (await clientFor(app.baseUrl, { authorization: 'Bearer rk_live_nope' }).owners.list({ query: {} })).status,
    ).toBe(401);
    const readOnly = await tenant.clientWith(['properties:read']);
    expect((await readOnly.owners.list({ query: {} })).status).toBe(200);
    const denied = await readOnly.owners.create({ body: { last_name: 'X' } });
    expect(denied.status).toBe(403);
    expect((denied.body as { detail: string }).detail).toContain('properties:write');
    const aliasKey = await tenant.clientWith(['PropertiesWrite']);
    expect((await aliasKey.owners.create({ body: { last_name: 'Alias' } })).status).toBe(201);
  });

  it("answers 404 for another tenant's owner, on read and on update", async () => {
    const other = await app.newTenant('Other');
    const owner = await tenant.client.owners.create({ body: { last_name: 'Private' } });
    if (owner.status !== 201) throw new Error('setup');
    expect((await other.client.owners.get({ params: { id: owner.body.id } })).status).toBe(404);
    expect(
      (await other.client.owners.update({ params: { id: owner.body.id }, body: { last_name: 'Stolen' } })).status,
    ).toBe(404);
    const list = await other.client.owners.list({ query: {} });
    expect(list.status === 200 && list.body.data).toEqual([]);
    expect((await tenant.client.owners.get({ params: { id: owner.body.id } })).body).toMatchObject({
      last_name: 'Private',
    });
  });

  it('validates ids, e-mails and unknown fields', async () => {
    const badId = await tenant.client.owners.get({ params: { id: 'not-a-uuid' } });
    expect(badId.status).toBe(400);
    const badEmail = await tenant.client.owners.create({ body: { email: 'nope' } });
    expect(badEmail.status).toBe(400);
    const unknown = await tenant.client.owners.create({ body: { shoe_size: 42 } as never });
    expect(unknown.status).toBe(400);
  });
});
