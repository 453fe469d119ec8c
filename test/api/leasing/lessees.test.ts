import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Client, type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { leaseWithTenant, newLessee, ok, problem } from '../../support/leasing.js';

let app: TestApp;
let tenant: TestTenant;
let client: Client;

beforeAll(async () => {
  app = await startTestApp();
  tenant = await app.newTenant('Lessees');
  client = tenant.client;
});
afterAll(() => app.close());

const IBAN = 'FR76 3000 6000 0112 3456 7890 189';

describe('lessees', () => {
  it('creates a lessee with every field and reads it back, IBAN in electronic format', async () => {
    const created = ok(
      await client.lessees.create({
        body: {
          category: 'individual',
          title: 'Mme',
          first_name: 'Léa',
          last_name: 'Moreau',
          birth_date: '1994-05-17',
          birth_place: 'Nantes',
          email: 'lea.moreau@example.fr',
          mobile_phone: '+33612345678',
          address_street: '3 rue des Lilas',
          address_postal_code: '44000',
          address_city: 'Nantes',
          address_country: 'FR',
          profession: 'Ingénieure',
          employer_name: 'Atlantique SA',
          employer_phone: '+33240000000',
          monthly_income: 3250.75,
          bank_name: 'BNP Paribas',
          iban: IBAN,
          bic: 'bnpafrpp',
        },
      }),
      201,
    );
    expect(created).toMatchObject({
      last_name: 'Moreau',
      iban: 'FR7630006000011234567890189',
      bic: 'BNPAFRPP',
      monthly_income: 3250.75,
      birth_date: '1994-05-17',
    });
    expect(created).not.toHaveProperty('tenant_id');
    expect(ok(await client.lessees.get({ params: { id: created.id } }), 200)).toEqual(created);
  });

  it('validates IBAN, BIC and e-mail, and needs a last name', async () => {
    const badIban = problem(
      await client.lessees.create({ body: { last_name: 'X', iban: 'FR7630006000011234567890188' } }),
      400,
    );
    expect(badIban.errors?.map((e) => [e.path, e.code])).toEqual([['iban', 'invalid_iban']]);
    const badBic = problem(await client.lessees.create({ body: { last_name: 'X', bic: 'BNPA' } }), 400);
    expect(badBic.errors?.map((e) => e.path)).toEqual(['bic']);
    const badEmail = problem(await client.lessees.create({ body: { last_name: 'X', email: 'not-an-email' } }), 400);
    expect(badEmail.errors?.map((e) => e.path)).toEqual(['body.email']);
    problem(await client.lessees.create({ body: { first_name: 'No last name' } as never }), 400);
    const lessee = await newLessee(client);
    problem(await client.lessees.update({ params: { id: lessee.id }, body: { iban: 'DE00 0000' } }), 400);
    problem(await client.lessees.update({ params: { id: lessee.id }, body: { last_name: null } as never }), 400);
  });

  it('updates with absent/null/value semantics and accepts category spellings', async () => {
    const lessee = await newLessee(client, { iban: IBAN, profession: 'Chef' });
    const updated = ok(
      await client.lessees.update({
        params: { id: lessee.id },
        body: { profession: null, category: 'Guarantor' } as never,
      }),
      200,
    );
    expect(updated).toMatchObject({
      profession: null,
      category: 'guarantor',
      iban: 'FR7630006000011234567890189',
      first_name: 'Camille',
    });
  });

  it('lists with search, category, sorting and pagination', async () => {
    const t = await app.newTenant('Lessee list');
    for (const [last, category] of [
      ['Zola', 'individual'],
      ['Hugo', 'guarantor'],
      ['Sand', 'individual'],
      ['Hugolin', 'company'],
    ] as const) {
      await newLessee(t.client, { last_name: last, category, email: `${last.toLowerCase()}@example.fr` });
    }
    const sorted = ok(await t.client.lessees.list({ query: { sort: 'last_name' } }), 200);
    expect(sorted.data.map((l) => l.last_name)).toEqual(['Hugo', 'Hugolin', 'Sand', 'Zola']);
    const page = ok(await t.client.lessees.list({ query: { sort: '-last_name', per_page: 1, page: 2 } }), 200);
    expect(page.data.map((l) => l.last_name)).toEqual(['Sand']);
    expect(page.meta.pagination).toEqual({
      current_page: 2,
      per_page: 1,
      total: 4,
      total_pages: 4,
      has_next: true,
      has_prev: true,
    });
    expect(ok(await t.client.lessees.list({ query: { search: 'hugo' } }), 200).data.length).toBe(2);
    expect(ok(await t.client.lessees.list({ query: { search: 'ZOLA@' } }), 200).data.map((l) => l.last_name)).toEqual([
      'Zola',
    ]);
    expect(
      ok(await t.client.lessees.list({ query: { category: 'guarantor' } }), 200).data.map((l) => l.last_name),
    ).toEqual(['Hugo']);
    expect(
      ok(await t.client.lessees.list({ query: { category: 'COMPANY' } as never }), 200).data.map((l) => l.last_name),
    ).toEqual(['Hugolin']);
    problem(await t.client.lessees.list({ query: { sort: 'iban' } }), 400);
  });

  it('refuses to delete a lessee on a lease in force (409), and deletes one whose term ended', async () => {
    const { lease, lessee } = await leaseWithTenant(client);
    ok(await client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'ACTIVE' } }), 200);
    const refused = problem(await client.lessees.remove({ params: { id: lessee.id } }), 409);
    expect(refused.lease_ids).toEqual([lease.id]);
    const successor = await newLessee(client);
    ok(await client.leaseLessees.end({ params: { lease_id: lease.id, lessee_id: lessee.id }, body: {} }), 200);
    ok(
      await client.leaseLessees.add({
        params: { lease_id: lease.id },
        body: { lessee_id: successor.id, role: 'PrimaryTenant' },
      }),
      201,
    );
    expect((await client.lessees.remove({ params: { id: lessee.id } })).status).toBe(204);
    problem(await client.lessees.get({ params: { id: lessee.id } }), 404);
    const terms = ok(await client.leaseLessees.list({ params: { lease_id: lease.id } }), 200);
    expect(terms.map((t) => t.lessee_id)).toEqual([successor.id]);
  });

  it('deletes a lessee only on drafts, with its terms', async () => {
    const { lease, lessee } = await leaseWithTenant(client);
    expect((await client.lessees.remove({ params: { id: lessee.id } })).status).toBe(204);
    expect(ok(await client.leaseLessees.list({ params: { lease_id: lease.id } }), 200)).toEqual([]);
  });

  it('isolates tenants and checks permissions', async () => {
    const lessee = await newLessee(client);
    const other = await app.newTenant('Other lessees');
    problem(await other.client.lessees.get({ params: { id: lessee.id } }), 404);
    problem(await other.client.lessees.update({ params: { id: lessee.id }, body: { first_name: 'x' } }), 404);
    problem(await other.client.lessees.remove({ params: { id: lessee.id } }), 404);
    expect(ok(await other.client.lessees.list({ query: {} }), 200).data).toEqual([]);
    const reader = await tenant.clientWith(['lessees:read']);
    ok(await reader.lessees.get({ params: { id: lessee.id } }), 200);
    problem(await reader.lessees.create({ body: { last_name: 'Denied' } }), 403);
    problem(await reader.lessees.remove({ params: { id: lessee.id } }), 403);
    problem(await (await tenant.clientWith(['leases:read'])).lessees.list({ query: {} }), 403);
    problem(await app.anonymous.lessees.list({ query: {} }), 401);
  });
});
