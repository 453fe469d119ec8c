import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Client, type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { newLease } from '../../support/leasing.js';

let app: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  app = await startTestApp();
  tenant = await app.newTenant('Contacts');
});
afterAll(() => app.close());

type Problem = { status: number; detail: string; errors?: { path: string; message: string; code: string }[] };
const problem = (body: unknown) => body as Problem;
const paths = (body: unknown) => (problem(body).errors ?? []).map((e) => e.path).sort();

let serial = 0;
function person(fields: Record<string, unknown> = {}) {
  serial += 1;
  return {
    last_name: `Martin${serial}`,
    first_name: 'Jeanne',
    mobile_phone: '06 12 34 56 78',
    address: `${serial} rue de la Paix, Paris`,
    ...fields,
  };
}

async function createContact(client: Client, fields: Record<string, unknown> = {}) {
  const created = await client.contacts.create({ body: person(fields) as never });
  if (created.status !== 201) throw new Error(`setup: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body;
}

describe('contact create, read, update, delete', () => {
  it('creates an individual, normalising the phone numbers, IBAN, SWIFT and e-mail', async () => {
    const created = await tenant.client.contacts.create({
      body: {
        type_contact: 'Individual',
        category: 'Tenant',
        first_name: 'Jeanne',
        last_name: 'Martin',
        email: 'Jeanne.Martin@Example.FR',
        mobile_phone: '06 12 34 56 78',
        landline_phone: '01 23 45 67 89',
        address: '1 rue de la Paix',
        postal_code: '75002',
        city: 'Paris',
        country: 'FR',
        iban: 'fr76 3000 6000 0112 3456 7890 189',
        swift: 'bnpafrpp',
        color_code: '#1A2B3C',
        notes: 'Prefers e-mail',
      },
    });
    expect(created.status).toBe(201);
    if (created.status !== 201) return;
    expect(created.body).toMatchObject({
      type_contact: 'Individual',
      category: 'Tenant',
      email: 'jeanne.martin@example.fr',
      mobile_phone: '+33612345678',
      landline_phone: '+33123456789',
      iban: 'FR7630006000011234567890189',
      swift: 'BNPAFRPP',
      color_code: '#1A2B3C',
      professional_status: null,
    });
    expect(created.body).not.toHaveProperty('tenant_id');
    const read = await tenant.client.contacts.get({ params: { id: created.body.id } });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
  });

  it('reads a national number in the contact country and accepts international numbers', async () => {
    const german = await createContact(tenant.client, { mobile_phone: '0151 23456789', country: 'DE' });
    expect(german.mobile_phone).toBe('+4915123456789');
    const british = await createContact(tenant.client, { mobile_phone: '+44 7911 123456' });
    expect(british.mobile_phone).toBe('+447911123456');
  });

  it('creates a company with professional fields and accepts other enum spellings', async () => {
    const guarantor = await createContact(tenant.client, {
      type_contact: 'Company',
      company_name: 'Galian Caution',
      last_name: null,
    });
    const created = await tenant.client.contacts.create({
      body: {
        type_contact: 'COMPANY' as never,
        category: 'PROPERTY_MANAGER' as never,
        company_name: 'Agence du Parc',
        mobile_phone: '+33 6 98 76 54 32',
        address: '8 avenue Foch, Lyon',
        professional_activity: 'Gestion locative',
        professional_card_number: 'CPI 6901 2018 000 012345',
        professional_card_issuing_location: 'CCI Lyon',
        professional_card_issuing_date: '2021-03-01',
        professional_card_expiry_date: '2024-02-29',
        professional_registration_number: '12345678900012',
        professional_guarantor_id: guarantor.id,
        professional_insurance_company: 'MMA',
        professional_insurance_policy: 'RCP-778',
        professional_status: 'suspended' as never,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type_contact: 'Company',
      category: 'Property Manager',
      professional_status: 'Suspended',
      professional_guarantor_id: guarantor.id,
    });
  });

  it('requires a mobile number and an address (400)', async () => {
    const missing = await tenant.client.contacts.create({ body: { last_name: 'Nobody' } as never });
    expect(missing.status).toBe(400);
    expect(missing.headers.get('content-type')).toContain('application/problem+json');
    expect(paths(missing.body)).toEqual(['body.address', 'body.mobile_phone']);
    const blank = await tenant.client.contacts.create({ body: person({ address: '   ' }) as never });
    expect(blank.status).toBe(400);
  });

  it('refuses invalid phone, IBAN, SWIFT and colour codes, listing each field (400)', async () => {
    const bad = await tenant.client.contacts.create({
      body: person({
        mobile_phone: '12',
        landline_phone: 'call me',
        iban: 'FR7630006000011234567890188',
        swift: 'BNP4FRPP',
        color_code: '#12345G',
      }) as never,
    });
    expect(bad.status).toBe(400);
    expect(paths(bad.body)).toEqual(['color_code', 'iban', 'landline_phone', 'mobile_phone', 'swift']);
    const tooLong = await tenant.client.contacts.create({ body: person({ color_code: '#1234567' }) as never });
    expect(tooLong.status).toBe(400);
    const noHash = await tenant.client.contacts.create({ body: person({ color_code: 'FFFFFF' }) as never });
    expect(noHash.status).toBe(400);
    const short = await tenant.client.contacts.create({ body: person({ color_code: '#fff' }) as never });
    expect(short.status).toBe(201);
  });

  it('allows professional fields for Company contacts only (400)', async () => {
    const bad = await tenant.client.contacts.create({
      body: person({ professional_status: 'Active', professional_card_number: 'CPI 1' }) as never,
    });
    expect(bad.status).toBe(400);
    expect(paths(bad.body)).toEqual(['professional_card_number', 'professional_status']);
    expect(problem(bad.body).errors?.[0].code).toBe('company_only');
    const badStatus = await tenant.client.contacts.create({
      body: person({ type_contact: 'Company', company_name: 'X', professional_status: 'Sleeping' }) as never,
    });
    expect(badStatus.status).toBe(400);
    const expiry = await tenant.client.contacts.create({
      body: person({
        type_contact: 'Company',
        company_name: 'X',
        professional_card_issuing_date: '2024-01-01',
        professional_card_expiry_date: '2023-12-31',
      }) as never,
    });
    expect(expiry.status).toBe(400);
    expect(paths(expiry.body)).toEqual(['professional_card_expiry_date']);
  });

  it('needs a last name for an individual and a company name for a company (400)', async () => {
    const individual = await tenant.client.contacts.create({ body: person({ last_name: null }) as never });
    expect(paths(individual.body)).toEqual(['last_name']);
    const company = await tenant.client.contacts.create({ body: person({ type_contact: 'Company' }) as never });
    expect(paths(company.body)).toEqual(['company_name']);
  });

  it('refuses a professional guarantor that is not a contact of the tenant', async () => {
    const other = await app.newTenant('Guarantor elsewhere');
    const foreign = await createContact(other.client);
    const bad = await tenant.client.contacts.create({
      body: person({ type_contact: 'Company', company_name: 'X', professional_guarantor_id: foreign.id }) as never,
    });
    expect(bad.status).toBe(400);
    expect(paths(bad.body)).toEqual(['professional_guarantor_id']);
  });

  it('keeps e-mails unique within the tenant, ignoring case (409), but not across tenants', async () => {
    await createContact(tenant.client, { email: 'unique@example.fr' });
    const duplicate = await tenant.client.contacts.create({ body: person({ email: 'UNIQUE@example.fr' }) as never });
    expect(duplicate.status).toBe(409);
    expect(paths(duplicate.body)).toEqual(['email']);
    const other = await app.newTenant('Other e-mails');
    expect((await other.client.contacts.create({ body: person({ email: 'unique@example.fr' }) as never })).status).toBe(
      201,
    );
  });

  it('updates with absent keeps, null removes, a value replaces, and re-checks the rules', async () => {
    const contact = await createContact(tenant.client, { email: 'update-me@example.fr', city: 'Paris', notes: 'n' });
    const updated = await tenant.client.contacts.update({
      params: { id: contact.id },
      body: { city: 'Lyon', notes: null, mobile_phone: '07 11 22 33 44' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      city: 'Lyon',
      notes: null,
      email: 'update-me@example.fr',
      mobile_phone: '+33711223344',
      last_name: contact.last_name,
    });

    const required = await tenant.client.contacts.update({
      params: { id: contact.id },
      body: { mobile_phone: null } as never,
    });
    expect(required.status).toBe(400);
    const professional = await tenant.client.contacts.update({
      params: { id: contact.id },
      body: { professional_status: 'Active' },
    });
    expect(professional.status).toBe(400);
    const becomeCompany = await tenant.client.contacts.update({
      params: { id: contact.id },
      body: { type_contact: 'Company', company_name: 'Martin SARL', professional_status: 'Active' },
    });
    expect(becomeCompany.status).toBe(200);
    expect(becomeCompany.body).toMatchObject({ type_contact: 'Company', professional_status: 'Active' });

    await createContact(tenant.client, { email: 'taken@example.fr' });
    const clash = await tenant.client.contacts.update({
      params: { id: contact.id },
      body: { email: 'Taken@Example.fr' },
    });
    expect(clash.status).toBe(409);
    const same = await tenant.client.contacts.update({
      params: { id: contact.id },
      body: { email: 'UPDATE-ME@example.fr' },
    });
    expect(same.status).toBe(200);
    const badIban = await tenant.client.contacts.update({ params: { id: contact.id }, body: { iban: 'DE00' } });
    expect(badIban.status).toBe(400);
    const unchanged = await tenant.client.contacts.get({ params: { id: contact.id } });
    expect(unchanged.body).toMatchObject({ iban: null, email: 'update-me@example.fr' });
  });

  it('deletes a contact (204), then answers 404', async () => {
    const contact = await createContact(tenant.client);
    const removed = await tenant.client.contacts.remove({ params: { id: contact.id } });
    expect(removed.status).toBe(204);
    expect((await tenant.client.contacts.get({ params: { id: contact.id } })).status).toBe(404);
    expect((await tenant.client.contacts.remove({ params: { id: contact.id } })).status).toBe(404);
  });

  it('refuses unknown fields and malformed ids (400)', async () => {
    expect((await tenant.client.contacts.create({ body: person({ shoe_size: 42 }) as never })).status).toBe(400);
    expect((await tenant.client.contacts.get({ params: { id: 'nope' } })).status).toBe(400);
    expect((await tenant.client.contacts.create({ body: person({ email: 'not-an-email' }) as never })).status).toBe(
      400,
    );
    expect((await tenant.client.contacts.create({ body: person({ category: 'Plumber' }) as never })).status).toBe(400);
  });
});

describe('contact lists', () => {
  let t: TestTenant;
  beforeAll(async () => {
    t = await app.newTenant('Contact lists');
    const rows = [
      { last_name: 'Zola', category: 'Tenant', city: 'Paris', country: 'FR', email: 'emile@zola.fr' },
      { last_name: 'Ampère', category: 'Owner', city: 'Lyon', country: 'FR' },
      { last_name: 'Curie', category: 'Contractor', city: 'paris', country: 'FR', email: 'marie@radium.fr' },
      {
        type_contact: 'Company',
        company_name: 'Plomberie Curie',
        last_name: null,
        category: 'Maintenance',
        city: 'Brussels',
        country: 'BE',
        mobile_phone: '+32 470 12 34 56',
      },
      { last_name: 'Balzac', category: 'Legal Advisor', city: 'Tours', country: 'FR' },
    ];
    for (const row of rows) await createContact(t.client, row);
  });

  it('pages by 10 by default, newest first, with the pagination meta', async () => {
    const list = await t.client.contacts.list({ query: {} });
    expect(list.status).toBe(200);
    if (list.status !== 200) return;
    expect(list.body.meta.pagination).toEqual({
      current_page: 1,
      per_page: 10,
      total: 5,
      total_pages: 1,
      has_next: false,
      has_prev: false,
    });
    expect(list.body.data[0].last_name).toBe('Balzac');
    const paged = await t.client.contacts.list({
      query: { per_page: 2, page: 2, sort_by: 'last_name', sort_order: 'asc' },
    });
    // Ampère, Balzac | Curie, Zola | the company, whose last_name is null (nulls sort last).
    expect(paged.status === 200 && paged.body.data.map((c) => c.last_name)).toEqual(['Curie', 'Zola']);
    expect(paged.status === 200 && paged.body.meta.pagination).toMatchObject({
      total: 5,
      total_pages: 3,
      has_next: true,
      has_prev: true,
    });
    const desc = await t.client.contacts.list({ query: { sort_by: 'last_name', sort_order: 'desc', per_page: 1 } });
    expect(desc.status === 200 && desc.body.data[0].last_name).toBe('Zola');
  });

  it('filters by type_contact, category, search_term (names and e-mail), city and country', async () => {
    const names = async (query: Record<string, unknown>) => {
      const res = await t.client.contacts.list({ query: query as never });
      if (res.status !== 200) throw new Error(JSON.stringify(res.body));
      return res.body.data.map((c) => c.last_name ?? c.company_name).sort();
    };
    expect(await names({ type_contact: 'Company' })).toEqual(['Plomberie Curie']);
    expect(await names({ type: 'Individual' })).toHaveLength(4);
    expect(await names({ category: 'Legal Advisor' })).toEqual(['Balzac']);
    expect(await names({ search_term: 'curie' })).toEqual(['Curie', 'Plomberie Curie']);
    expect(await names({ search: 'radium' })).toEqual(['Curie']);
    expect(await names({ city: 'PARIS' })).toEqual(['Curie', 'Zola']);
    expect(await names({ country: 'be' })).toEqual(['Plomberie Curie']);
    expect(await names({ search_term: 'curie', city: 'paris' })).toEqual(['Curie']);
    expect(await names({ search_term: '%' })).toEqual([]);
  });

  it('refuses per_page over 100, an unknown sort field and a bad sort order (400)', async () => {
    expect((await t.client.contacts.list({ query: { per_page: 101 } })).status).toBe(400);
    expect((await t.client.contacts.list({ query: { sort_by: 'iban' as never } })).status).toBe(400);
    expect((await t.client.contacts.list({ query: { sort_order: 'up' as never } })).status).toBe(400);
  });

  it('searches with created_after / created_before', async () => {
    const all = await t.client.contacts.search({ query: { sort_by: 'created_at', sort_order: 'asc' } });
    if (all.status !== 200) throw new Error('setup');
    const third = all.body.data[2];
    const after = await t.client.contacts.search({
      query: { created_after: third.created_at as never, sort_by: 'created_at', sort_order: 'asc' },
    });
    expect(after.status === 200 && after.body.data.map((c) => c.id)).toEqual(all.body.data.slice(2).map((c) => c.id));
    const before = await t.client.contacts.search({
      query: { created_before: third.created_at as never, sort_by: 'created_at', sort_order: 'asc' },
    });
    expect(before.status === 200 && before.body.data.map((c) => c.id)).toEqual(
      all.body.data.slice(0, 2).map((c) => c.id),
    );
    const future = await t.client.contacts.search({ query: { created_after: '2999-01-01' as never } });
    expect(future.status === 200 && future.body.data).toEqual([]);
    const withFilters = await t.client.contacts.search({
      query: { created_after: '2000-01-01' as never, category: 'Tenant' },
    });
    expect(withFilters.status === 200 && withFilters.body.data.map((c) => c.last_name)).toEqual(['Zola']);
    expect((await t.client.contacts.search({ query: { created_after: 'yesterday' as never } })).status).toBe(400);
  });

  it('lists by category and by type, in any spelling', async () => {
    const category = await t.client.contacts.byCategory({ params: { category: 'Legal Advisor' }, query: {} });
    expect(category.status === 200 && category.body.data.map((c) => c.last_name)).toEqual(['Balzac']);
    const slug = await t.client.contacts.byCategory({ params: { category: 'legal-advisor' as never }, query: {} });
    expect(slug.status === 200 && slug.body.data.map((c) => c.last_name)).toEqual(['Balzac']);
    const type = await t.client.contacts.byType({ params: { type: 'Company' }, query: {} });
    expect(type.status === 200 && type.body.data.map((c) => c.company_name)).toEqual(['Plomberie Curie']);
    expect((await t.client.contacts.byType({ params: { type: 'Robot' as never }, query: {} })).status).toBe(400);
    expect((await t.client.contacts.byCategory({ params: { category: 'Plumber' as never }, query: {} })).status).toBe(
      400,
    );
  });

  it('filters with an and/or tree of whitelisted conditions', async () => {
    const filter = async (body: Record<string, unknown>) => {
      const res = await t.client.contacts.filter({ body: body as never });
      if (res.status !== 200) return { status: res.status, names: [] as string[], body: res.body };
      return {
        status: 200,
        names: res.body.data.map((c) => (c.last_name ?? c.company_name) as string).sort(),
        body: res.body,
      };
    };
    expect((await filter({ filter: { field: 'city', operator: 'eq', value: 'paris' } })).names).toEqual([
      'Curie',
      'Zola',
    ]);
    expect(
      (
        await filter({
          filter: {
            and: [
              { field: 'country', operator: 'eq', value: 'FR' },
              {
                or: [
                  { field: 'category', operator: 'eq', value: 'Tenant' },
                  { field: 'email', operator: 'ends_with', value: '@radium.fr' },
                ],
              },
            ],
          },
        })
      ).names,
    ).toEqual(['Curie', 'Zola']);
    expect(
      (await filter({ filter: { field: 'category', operator: 'in', value: ['OWNER', 'legal advisor'] } })).names,
    ).toEqual(['Ampère', 'Balzac']);
    expect((await filter({ filter: { field: 'email', operator: 'is_null', value: true } })).names).toEqual([
      'Ampère',
      'Balzac',
      'Plomberie Curie',
    ]);
    expect(
      (await filter({ filter: { field: 'category', operator: 'not_in', value: ['Tenant', 'Owner', 'Contractor'] } }))
        .names,
    ).toEqual(['Balzac', 'Plomberie Curie']);
    expect((await filter({ filter: { field: 'last_name', operator: 'starts_with', value: 'a' } })).names).toEqual([
      'Ampère',
    ]);
    expect(
      (await filter({ filter: { field: 'created_at', operator: 'gte', value: '2000-01-01T00:00:00Z' } })).names,
    ).toHaveLength(5);
    expect((await filter({ filter: { field: 'city', operator: 'ne', value: 'Paris' } })).names).toEqual([
      'Ampère',
      'Balzac',
      'Plomberie Curie',
    ]);
    const paged = await filter({ per_page: 2, page: 1, sort_by: 'last_name', sort_order: 'asc' });
    expect(paged.names).toEqual(['Ampère', 'Balzac']);
    expect((paged.body as { meta: { pagination: { total: number } } }).meta.pagination.total).toBe(5);
  });

  it('refuses filters on fields or with operators not whitelisted (400)', async () => {
    const unknownField = await t.client.contacts.filter({
      body: { filter: { field: 'iban', operator: 'eq', value: 'x' } } as never,
    });
    expect(unknownField.status).toBe(400);
    expect(paths(unknownField.body)).toEqual(['filter.field']);
    const badOperator = await t.client.contacts.filter({
      body: { filter: { field: 'created_at', operator: 'contains', value: '2024' } } as never,
    });
    expect(paths(badOperator.body)).toEqual(['filter.operator']);
    const badEnum = await t.client.contacts.filter({
      body: { filter: { or: [{ field: 'category', operator: 'eq', value: 'Plumber' }] } } as never,
    });
    expect(paths(badEnum.body)).toEqual(['filter.or.0.value']);
    const unknownOperator = await t.client.contacts.filter({
      body: { filter: { field: 'city', operator: 'regex', value: '.*' } } as never,
    });
    expect(unknownOperator.status).toBe(400);
    const deep = { filter: { and: [{ and: [{ and: [{ and: [{ field: 'city', operator: 'eq', value: 'x' }] }] }] }] } };
    expect((await t.client.contacts.filter({ body: deep as never })).status).toBe(400);
  });
});

describe('bulk create and delete', () => {
  it('creates every contact in one go (201, array in order)', async () => {
    const t = await app.newTenant('Bulk ok');
    const created = await t.client.contacts.bulkCreate({
      body: [person({ email: 'a@bulk.fr' }), person({ email: 'b@bulk.fr', mobile_phone: '0700000001' })] as never,
    });
    expect(created.status).toBe(201);
    if (created.status !== 201) return;
    expect(created.body.map((c) => c.email)).toEqual(['a@bulk.fr', 'b@bulk.fr']);
    expect(created.body[1].mobile_phone).toBe('+33700000001');
    const wrapped = await t.client.contacts.bulkCreate({ body: { contacts: [person()] } as never });
    expect(wrapped.status).toBe(201);
  });

  it('is all-or-nothing: one bad item creates nothing, and errors name their index', async () => {
    const t = await app.newTenant('Bulk invalid');
    const refused = await t.client.contacts.bulkCreate({
      body: [person(), person({ mobile_phone: '123' }), person(), person({ iban: 'FR00 0000' })] as never,
    });
    expect(refused.status).toBe(400);
    expect(paths(refused.body)).toEqual(['1.mobile_phone', '3.iban']);
    const list = await t.client.contacts.list({ query: {} });
    expect(list.status === 200 && list.body.meta.pagination.total).toBe(0);
    const shape = await t.client.contacts.bulkCreate({ body: [person(), { last_name: 'no phone' }] as never });
    expect(shape.status).toBe(400);
    expect(paths(shape.body)).toEqual(['body.1.address', 'body.1.mobile_phone']);
  });

  it('refuses duplicate e-mails within the batch or with existing contacts (409), creating nothing', async () => {
    const t = await app.newTenant('Bulk duplicates');
    await createContact(t.client, { email: 'exists@bulk.fr' });
    const inBatch = await t.client.contacts.bulkCreate({
      body: [person({ email: 'x@bulk.fr' }), person({ email: 'X@bulk.fr' })] as never,
    });
    expect(inBatch.status).toBe(409);
    expect(paths(inBatch.body)).toEqual(['1.email']);
    const existing = await t.client.contacts.bulkCreate({
      body: [person({ email: 'new@bulk.fr' }), person({ email: 'exists@bulk.fr' })] as never,
    });
    expect(existing.status).toBe(409);
    expect(paths(existing.body)).toEqual(['1.email']);
    const list = await t.client.contacts.list({ query: {} });
    expect(list.status === 200 && list.body.meta.pagination.total).toBe(1);
  });

  it('refuses an empty batch and one over 100 items (400)', async () => {
    expect((await tenant.client.contacts.bulkCreate({ body: [] as never })).status).toBe(400);
    expect(
      (await tenant.client.contacts.bulkCreate({ body: Array.from({ length: 101 }, () => person()) as never })).status,
    ).toBe(400);
  });

  it('deletes by ids, all or nothing, 404 when one id is unknown or foreign', async () => {
    const t = await app.newTenant('Bulk delete');
    const other = await app.newTenant('Bulk delete other');
    const a = await createContact(t.client);
    const b = await createContact(t.client);
    const c = await createContact(t.client);
    const foreign = await createContact(other.client);
    const refused = await t.client.contacts.bulkDelete({ body: { ids: [a.id, foreign.id] } });
    expect(refused.status).toBe(404);
    expect(paths(refused.body)).toEqual(['ids.1']);
    expect((await t.client.contacts.get({ params: { id: a.id } })).status).toBe(200);
    expect((await other.client.contacts.get({ params: { id: foreign.id } })).status).toBe(200);
    const removed = await t.client.contacts.bulkDelete({ body: { ids: [a.id, b.id, a.id] } });
    expect(removed.status).toBe(204);
    const list = await t.client.contacts.list({ query: {} });
    expect(list.status === 200 && list.body.data.map((x) => x.id)).toEqual([c.id]);
    expect((await t.client.contacts.bulkDelete({ body: { ids: [] } })).status).toBe(400);
    expect((await t.client.contacts.bulkDelete({ body: { ids: ['nope'] } as never })).status).toBe(400);
  });
});

describe('roles, links and entities', () => {
  let t: TestTenant;
  let placeId: string;
  let estateId: string;
  beforeAll(async () => {
    t = await app.newTenant('Contact links');
    const place = await t.client.places.create({ body: { name: 'Résidence du Parc' } });
    if (place.status !== 201) throw new Error(`setup place: ${JSON.stringify(place.body)}`);
    placeId = place.body.id;
    const estate = await t.client.estates.createInPlace({
      params: { id: placeId },
      body: { name: 'Lot 12', fiscal_identifier: 'FISC-12' },
    });
    if (estate.status !== 201) throw new Error(`setup estate: ${JSON.stringify(estate.body)}`);
    estateId = estate.body.id;
  });

  it('lists the available roles', async () => {
    const roles = await t.client.contacts.roles();
    expect(roles.status).toBe(200);
    if (roles.status !== 200) return;
    expect(roles.body.map((r) => r.role)).toEqual(
      expect.arrayContaining([
        'Tenant',
        'Owner',
        'Property Manager',
        'Contractor',
        'Legal Advisor',
        'Insurance Agent',
        'Maintenance',
        'Syndic',
      ]),
    );
    expect(roles.body.every((r) => r.description.length > 0)).toBe(true);
  });

  it('links a contact to a place and an estate, and lists its entities', async () => {
    const contact = await createContact(t.client, { category: 'Contractor' });
    const toPlace = await t.client.contacts.link({
      params: { id: contact.id },
      body: { entity_type: 'place', entity_id: placeId, role: 'Syndic' },
    });
    expect(toPlace.status).toBe(201);
    expect(toPlace.body).toMatchObject({
      contact_id: contact.id,
      entity_type: 'place',
      entity_id: placeId,
      role: 'Syndic',
    });
    const toEstate = await t.client.contacts.link({
      params: { id: contact.id },
      body: { entity_type: 'ESTATE' as never, entity_id: estateId, role: 'maintenance' as never },
    });
    expect(toEstate.status).toBe(201);
    const again = await t.client.contacts.link({
      params: { id: contact.id },
      body: { entity_type: 'place', entity_id: placeId, role: 'Syndic' },
    });
    expect(again.status).toBe(409);

    const entities = await t.client.contacts.entities({ params: { id: contact.id } });
    expect(entities.status).toBe(200);
    if (entities.status !== 200) return;
    expect(entities.body.places).toEqual([
      expect.objectContaining({ entity_id: placeId, role: 'Syndic', name: 'Résidence du Parc' }),
    ]);
    expect(entities.body.estates).toEqual([
      expect.objectContaining({ entity_id: estateId, role: 'Maintenance', name: 'Lot 12' }),
    ]);
    expect(entities.body.leases).toEqual([]);

    const links = await t.client.contacts.links({ params: { id: contact.id } });
    expect(links.status === 200 && links.body).toHaveLength(2);
    const linkId = toEstate.status === 201 ? toEstate.body.id : '';
    expect((await t.client.contacts.unlink({ params: { id: contact.id, link_id: linkId } })).status).toBe(204);
    const after = await t.client.contacts.entities({ params: { id: contact.id } });
    expect(after.status === 200 && after.body.estates).toEqual([]);
  });

  it('links a contact to a lease, finds it by role, and lists the lease among its entities', async () => {
    const lease = await newLease(t.client, {
      estate_id: estateId,
      reference_number: 'BAIL-2025-007',
      rent_amount: 900,
    });
    const guarantor = await createContact(t.client, { last_name: 'Garant' });
    const linked = await t.client.contacts.link({
      params: { id: guarantor.id },
      body: { entity_type: 'lease', entity_id: lease.id, role: 'Guarantor' },
    });
    expect(linked.status).toBe(201);
    const entities = await t.client.contacts.entities({ params: { id: guarantor.id } });
    expect(entities.status === 200 && entities.body.leases).toEqual([
      expect.objectContaining({ entity_type: 'lease', entity_id: lease.id, role: 'Guarantor', name: 'BAIL-2025-007' }),
    ]);
    const byRole = await t.client.contacts.withRole({ params: { id: lease.id, role: 'Guarantor' }, query: {} });
    expect(byRole.status === 200 && byRole.body.data.map((c) => c.id)).toEqual([guarantor.id]);
  });

  it('finds the contacts with a role on a place', async () => {
    const syndic = await createContact(t.client, { last_name: 'Syndic Dupont' });
    const plumber = await createContact(t.client, { last_name: 'Plombier' });
    await t.client.contacts.link({
      params: { id: syndic.id },
      body: { entity_type: 'place', entity_id: placeId, role: 'Syndic' },
    });
    await t.client.contacts.link({
      params: { id: plumber.id },
      body: { entity_type: 'place', entity_id: placeId, role: 'Contractor' },
    });
    const syndics = await t.client.contacts.withRole({
      params: { id: placeId, role: 'Syndic' },
      query: { sort_by: 'last_name', sort_order: 'asc' },
    });
    expect(syndics.status).toBe(200);
    expect(syndics.status === 200 && syndics.body.data.map((c) => c.last_name)).toContain('Syndic Dupont');
    expect(syndics.status === 200 && syndics.body.data.map((c) => c.last_name)).not.toContain('Plombier');
    const contractors = await t.client.contacts.withRole({ params: { id: placeId, role: 'Contractor' }, query: {} });
    expect(contractors.status === 200 && contractors.body.data.map((c) => c.id)).toEqual([plumber.id]);
    const none = await t.client.contacts.withRole({ params: { id: estateId, role: 'Notary' }, query: {} });
    expect(none.status === 200 && none.body.data).toEqual([]);
    const unknown = await t.client.contacts.withRole({ params: { id: syndic.id, role: 'Syndic' }, query: {} });
    expect(unknown.status).toBe(404);
    expect(
      (await t.client.contacts.withRole({ params: { id: placeId, role: 'Astronaut' as never }, query: {} })).status,
    ).toBe(400);
  });

  it("refuses links to unknown or another tenant's records (404) and bad entity types (400)", async () => {
    const contact = await createContact(t.client);
    const other = await app.newTenant('Links other');
    const foreignPlace = await other.client.places.create({ body: { name: 'Elsewhere' } });
    if (foreignPlace.status !== 201) throw new Error('setup');
    const foreign = await t.client.contacts.link({
      params: { id: contact.id },
      body: { entity_type: 'place', entity_id: foreignPlace.body.id, role: 'Owner' },
    });
    expect(foreign.status).toBe(404);
    const wrongType = await t.client.contacts.link({
      params: { id: contact.id },
      body: { entity_type: 'estate', entity_id: placeId, role: 'Owner' },
    });
    expect(wrongType.status).toBe(404);
    const badType = await t.client.contacts.link({
      params: { id: contact.id },
      body: { entity_type: 'car' as never, entity_id: placeId, role: 'Owner' },
    });
    expect(badType.status).toBe(400);
    const foreignContact = await other.client.contacts.link({
      params: { id: contact.id },
      body: { entity_type: 'place', entity_id: foreignPlace.body.id, role: 'Owner' },
    });
    expect(foreignContact.status).toBe(404);
    expect((await other.client.contacts.entities({ params: { id: contact.id } })).status).toBe(404);
  });

  it('forgets the links of a deleted contact and skips links to deleted records', async () => {
    const contact = await createContact(t.client);
    const estate = await t.client.estates.createInPlace({
      params: { id: placeId },
      body: { name: 'Lot 99', fiscal_identifier: 'FISC-99' },
    });
    if (estate.status !== 201) throw new Error('setup');
    await t.client.contacts.link({
      params: { id: contact.id },
      body: { entity_type: 'estate', entity_id: estate.body.id, role: 'Owner' },
    });
    await t.client.estates.remove({ params: { id: estate.body.id } });
    const entities = await t.client.contacts.entities({ params: { id: contact.id } });
    expect(entities.status === 200 && entities.body.estates).toEqual([]);
    expect((await t.client.contacts.remove({ params: { id: contact.id } })).status).toBe(204);
  });
});

describe('contact routes: fixed paths, tenancy and permissions', () => {
  it('does not read /contacts/search, /roles or /bulk as an id', async () => {
    expect((await tenant.client.contacts.search({ query: {} })).status).toBe(200);
    expect((await tenant.client.contacts.roles()).status).toBe(200);
    expect(
      (await tenant.client.contacts.bulkDelete({ body: { ids: ['00000000-0000-4000-8000-000000000000'] } })).status,
    ).toBe(404);
  });

  it("answers 404 for another tenant's contact on every route", async () => {
    const other = await app.newTenant('Contacts other');
    const contact = await createContact(tenant.client, { email: 'private@example.fr' });
    expect((await other.client.contacts.get({ params: { id: contact.id } })).status).toBe(404);
    expect((await other.client.contacts.update({ params: { id: contact.id }, body: { city: 'Stolen' } })).status).toBe(
      404,
    );
    expect((await other.client.contacts.remove({ params: { id: contact.id } })).status).toBe(404);
    expect((await other.client.contacts.links({ params: { id: contact.id } })).status).toBe(404);
    const list = await other.client.contacts.search({ query: { search_term: 'private' } });
    expect(list.status === 200 && list.body.data).toEqual([]);
    const filtered = await other.client.contacts.filter({
      body: { filter: { field: 'email', operator: 'eq', value: 'private@example.fr' } } as never,
    });
    expect(filtered.status === 200 && filtered.body.data).toEqual([]);
    expect((await tenant.client.contacts.get({ params: { id: contact.id } })).body).toMatchObject({ city: null });
  });

  it('needs properties:read to read, properties:write to write, properties:delete to delete', async () => {
    const contact = await createContact(tenant.client);
    const reader = await tenant.clientWith(['properties:read']);
    expect((await reader.contacts.list({ query: {} })).status).toBe(200);
    expect((await reader.contacts.get({ params: { id: contact.id } })).status).toBe(200);
    expect((await reader.contacts.filter({ body: {} as never })).status).toBe(200);
    const denied = await reader.contacts.create({ body: person() as never });
    expect(denied.status).toBe(403);
    expect(problem(denied.body).detail).toContain('properties:write');
    expect((await reader.contacts.bulkCreate({ body: [person()] as never })).status).toBe(403);
    expect((await reader.contacts.update({ params: { id: contact.id }, body: { city: 'X' } })).status).toBe(403);
    expect((await reader.contacts.remove({ params: { id: contact.id } })).status).toBe(403);

    const writer = await tenant.clientWith(['PropertiesWrite']);
    expect((await writer.contacts.list({ query: {} })).status).toBe(403);
    expect((await writer.contacts.create({ body: person() as never })).status).toBe(201);
    const deleteDenied = await writer.contacts.bulkDelete({ body: { ids: [contact.id] } });
    expect(deleteDenied.status).toBe(403);
    expect(problem(deleteDenied.body).detail).toContain('properties:delete');

    const deleter = await tenant.clientWith(['properties:delete']);
    expect((await deleter.contacts.remove({ params: { id: contact.id } })).status).toBe(204);
    expect((await app.anonymous.contacts.list({ query: {} })).status).toBe(401);
  });
});
