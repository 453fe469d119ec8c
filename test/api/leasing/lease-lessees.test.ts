import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Client, type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { newLease, newLessee, ok, problem } from '../../support/leasing.js';

let app: TestApp;
let tenant: TestTenant;
let client: Client;

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  app = await startTestApp();
  tenant = await app.newTenant('Lease tenants');
  client = tenant.client;
});
afterAll(() => app.close());

async function add(leaseId: string, body: Record<string, unknown>) {
  return client.leaseLessees.add({ params: { lease_id: leaseId }, body: body as never });
}

describe('lease tenants', () => {
  it('adds a primary tenant with role and start date, defaulting start_date to the lease start and the share to the whole rent', async () => {
    const lease = await newLease(client, { start_date: '2025-02-01' });
    const lessee = await newLessee(client);
    const term = ok(await add(lease.id, { lessee_id: lessee.id, role: 'PrimaryTenant' }), 201);
    expect(term).toMatchObject({
      lease_id: lease.id,
      lessee_id: lessee.id,
      role: 'PrimaryTenant',
      start_date: '2025-02-01',
      end_date: null,
      rent_share: 100,
      rent_share_explicit: null,
      rent_share_mode: 'equal_split',
      is_active: true,
      lessee: { id: lessee.id, last_name: 'Durand', first_name: 'Camille' },
    });
    expect(ok(await client.leaseLessees.get({ params: { lease_id: lease.id, lessee_id: lessee.id } }), 200)).toEqual(
      term,
    );
  });

  it('splits the rent equally among active tenants, guarantors excepted', async () => {
    const lease = await newLease(client);
    const [a, b, c, g] = await Promise.all([
      newLessee(client),
      newLessee(client),
      newLessee(client),
      newLessee(client, { category: 'guarantor' }),
    ]);
    ok(await add(lease.id, { lessee_id: a.id, role: 'PrimaryTenant' }), 201);
    ok(await add(lease.id, { lessee_id: b.id, role: 'CoTenant' }), 201);
    ok(await add(lease.id, { lessee_id: c.id, role: 'CO_TENANT' }), 201);
    const guarantor = ok(await add(lease.id, { lessee_id: g.id, role: 'Guarantor', start_date: '2025-01-15' }), 201);
    expect(guarantor).toMatchObject({
      role: 'Guarantor',
      rent_share: null,
      rent_share_mode: 'none',
      start_date: '2025-01-15',
    });
    const shares = ok(await client.leaseLessees.list({ params: { lease_id: lease.id } }), 200).map((t) => [
      t.lessee_id,
      t.rent_share,
    ]);
    expect(shares).toEqual([
      [a.id, 33.34],
      [b.id, 33.33],
      [c.id, 33.33],
      [g.id, null],
    ]);
  });

  it('keeps explicit shares at most 100 in total (422) and splits the rest', async () => {
    const lease = await newLease(client);
    const [a, b, c] = await Promise.all([newLessee(client), newLessee(client), newLessee(client)]);
    ok(await add(lease.id, { lessee_id: a.id, role: 'PrimaryTenant', rent_share: 60 }), 201);
    const over = problem(await add(lease.id, { lessee_id: b.id, role: 'CoTenant', rent_share: 40.01 }), 422);
    expect(over.errors?.[0]).toMatchObject({ code: 'rent_share_over_100' });
    ok(await add(lease.id, { lessee_id: b.id, role: 'CoTenant' }), 201);
    ok(await add(lease.id, { lessee_id: c.id, role: 'CoTenant' }), 201);
    const list = ok(await client.leaseLessees.list({ params: { lease_id: lease.id } }), 200);
    expect(list.map((t) => [t.rent_share, t.rent_share_mode])).toEqual([
      [60, 'explicit'],
      [20, 'equal_split'],
      [20, 'equal_split'],
    ]);
    problem(
      await client.leaseLessees.update({ params: { lease_id: lease.id, lessee_id: b.id }, body: { rent_share: 41 } }),
      422,
    );
    problem(await add(lease.id, { lessee_id: (await newLessee(client)).id, role: 'Guarantor', rent_share: 10 }), 422);
    problem(await add(lease.id, { lessee_id: (await newLessee(client)).id, role: 'CoTenant', rent_share: 100.5 }), 400);
  });

  it('needs shares summing to 100 before the lease becomes ACTIVE', async () => {
    const lease = await newLease(client);
    const [a, b] = await Promise.all([newLessee(client), newLessee(client)]);
    ok(await add(lease.id, { lessee_id: a.id, role: 'PrimaryTenant', rent_share: 50 }), 201);
    ok(await add(lease.id, { lessee_id: b.id, role: 'CoTenant', rent_share: 30 }), 201);
    const refused = problem(
      await client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'ACTIVE' } }),
      422,
    );
    expect(refused.errors?.[0]).toMatchObject({ code: 'rent_share_sum' });
    ok(
      await client.leaseLessees.update({ params: { lease_id: lease.id, lessee_id: b.id }, body: { rent_share: 50 } }),
      200,
    );
    ok(await client.leases.changeStatus({ params: { id: lease.id }, body: { status: 'ACTIVE' } }), 200);
  });

  it('allows one active primary tenant and one open term per lessee (409)', async () => {
    const lease = await newLease(client);
    const [a, b] = await Promise.all([newLessee(client), newLessee(client)]);
    ok(await add(lease.id, { lessee_id: a.id, role: 'PrimaryTenant' }), 201);
    expect(problem(await add(lease.id, { lessee_id: b.id, role: 'PrimaryTenant' }), 409).errors?.[0]).toMatchObject({
      code: 'primary_tenant_exists',
    });
    expect(problem(await add(lease.id, { lessee_id: a.id, role: 'CoTenant' }), 409).errors?.[0]).toMatchObject({
      code: 'duplicate_tenant',
    });
    ok(await add(lease.id, { lessee_id: b.id, role: 'CoTenant' }), 201);
    problem(
      await client.leaseLessees.update({
        params: { lease_id: lease.id, lessee_id: b.id },
        body: { role: 'PrimaryTenant' },
      }),
      409,
    );
    ok(
      await client.leaseLessees.update({ params: { lease_id: lease.id, lessee_id: a.id }, body: { role: 'CoTenant' } }),
      200,
    );
    expect(
      ok(
        await client.leaseLessees.update({
          params: { lease_id: lease.id, lessee_id: b.id },
          body: { role: 'PrimaryTenant' },
        }),
        200,
      ).role,
    ).toBe('PrimaryTenant');
  });

  it('refuses a guarantor-only lessee as a paying tenant (422)', async () => {
    const lease = await newLease(client);
    const guarantor = await newLessee(client, { category: 'guarantor' });
    expect(
      problem(await add(lease.id, { lessee_id: guarantor.id, role: 'PrimaryTenant' }), 422).errors?.[0],
    ).toMatchObject({ code: 'guarantor_cannot_rent' });
  });

  it('ends a term, lists active terms, and re-splits the rent', async () => {
    const lease = await newLease(client);
    const [a, b] = await Promise.all([newLessee(client), newLessee(client)]);
    ok(await add(lease.id, { lessee_id: a.id, role: 'PrimaryTenant' }), 201);
    ok(await add(lease.id, { lessee_id: b.id, role: 'CoTenant' }), 201);
    const ended = ok(await client.leaseLessees.end({ params: { lease_id: lease.id, lessee_id: b.id }, body: {} }), 200);
    expect(ended).toMatchObject({ end_date: today(), is_active: false, rent_share: null });
    problem(await client.leaseLessees.end({ params: { lease_id: lease.id, lessee_id: b.id }, body: {} }), 409);
    const active = ok(await client.leaseLessees.active({ params: { lease_id: lease.id } }), 200);
    expect(active.map((t) => [t.lessee_id, t.rent_share])).toEqual([[a.id, 100]]);
    expect(ok(await client.leaseLessees.list({ params: { lease_id: lease.id } }), 200).length).toBe(2);
    const planned = ok(
      await client.leaseLessees.end({
        params: { lease_id: lease.id, lessee_id: a.id },
        body: { end_date: inDays(30) },
      }),
      200,
    );
    expect(planned).toMatchObject({ end_date: inDays(30), is_active: true });
    problem(
      await client.leaseLessees.end({
        params: { lease_id: lease.id, lessee_id: a.id },
        body: { end_date: 'soon' } as never,
      }),
      400,
    );
    // A lessee who left may come back with a new term.
    const back = ok(await add(lease.id, { lessee_id: b.id, role: 'CoTenant', start_date: today() }), 201);
    expect(ok(await client.leaseLessees.get({ params: { lease_id: lease.id, lessee_id: b.id } }), 200).id).toBe(
      back.id,
    );
  });

  it('updates dates and deletes a term', async () => {
    const lease = await newLease(client);
    const a = await newLessee(client);
    ok(await add(lease.id, { lessee_id: a.id, role: 'PrimaryTenant' }), 201);
    problem(
      await client.leaseLessees.update({
        params: { lease_id: lease.id, lessee_id: a.id },
        body: { end_date: '2024-01-01' },
      }),
      400,
    );
    expect(
      ok(
        await client.leaseLessees.update({
          params: { lease_id: lease.id, lessee_id: a.id },
          body: { start_date: '2025-03-01' },
        }),
        200,
      ).start_date,
    ).toBe('2025-03-01');
    expect((await client.leaseLessees.remove({ params: { lease_id: lease.id, lessee_id: a.id } })).status).toBe(204);
    problem(await client.leaseLessees.get({ params: { lease_id: lease.id, lessee_id: a.id } }), 404);
    problem(await client.leaseLessees.remove({ params: { lease_id: lease.id, lessee_id: a.id } }), 404);
  });

  it('answers 404 for unknown or foreign leases and lessees; freezes the tenants of a TERMINATED lease', async () => {
    const lease = await newLease(client);
    const lessee = await newLessee(client);
    problem(await add(lease.id, { lessee_id: '00000000-0000-4000-8000-000000000000', role: 'PrimaryTenant' }), 404);
    const other = await app.newTenant('Foreign tenants');
    const foreignLessee = await newLessee(other.client);
    problem(await add(lease.id, { lessee_id: foreignLessee.id, role: 'PrimaryTenant' }), 404);
    problem(
      await other.client.leaseLessees.add({
        params: { lease_id: lease.id },
        body: { lessee_id: foreignLessee.id, role: 'PrimaryTenant' },
      }),
      404,
    );
    ok(await add(lease.id, { lessee_id: lessee.id, role: 'PrimaryTenant' }), 201);
    problem(await other.client.leaseLessees.list({ params: { lease_id: lease.id } }), 404);
    problem(await other.client.leaseLessees.get({ params: { lease_id: lease.id, lessee_id: lessee.id } }), 404);
    problem(
      await other.client.leaseLessees.end({ params: { lease_id: lease.id, lessee_id: lessee.id }, body: {} }),
      404,
    );
    for (const status of ['ACTIVE', 'TERMINATED'] as const)
      ok(await client.leases.changeStatus({ params: { id: lease.id }, body: { status } }), 200);
    problem(await add(lease.id, { lessee_id: (await newLessee(client)).id, role: 'CoTenant' }), 409);
    problem(await client.leaseLessees.end({ params: { lease_id: lease.id, lessee_id: lessee.id }, body: {} }), 409);
  });

  it('needs leases:read and leases:write', async () => {
    const lease = await newLease(client);
    const lessee = await newLessee(client);
    const reader = await tenant.clientWith(['leases:read']);
    problem(
      await reader.leaseLessees.add({
        params: { lease_id: lease.id },
        body: { lessee_id: lessee.id, role: 'PrimaryTenant' },
      }),
      403,
    );
    ok(await reader.leaseLessees.list({ params: { lease_id: lease.id } }), 200);
    problem(
      await (await tenant.clientWith(['lessees:read'])).leaseLessees.list({ params: { lease_id: lease.id } }),
      403,
    );
  });
});
