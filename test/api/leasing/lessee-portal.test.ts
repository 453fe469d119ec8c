import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Client, type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { samples } from '../../support/files.js';
import { newLease, newLessee, ok, problem } from '../../support/leasing.js';

let app: TestApp;
let tenant: TestTenant;
let client: Client;

beforeAll(async () => {
  app = await startTestApp();
  tenant = await app.newTenant('Lessee portal');
  client = tenant.client;
});
afterAll(() => app.close());

const ALL_SCOPES = ['lessee:leases:read', 'lessee:leases:download'];

async function leaseOf(
  lesseeId: string,
  role: 'PrimaryTenant' | 'CoTenant' | 'Guarantor',
  status?: 'ACTIVE' | 'PENDING_SIGNATURE',
) {
  const lease = await newLease(client);
  if (role !== 'PrimaryTenant')
    ok(
      await client.leaseLessees.add({
        params: { lease_id: lease.id },
        body: { lessee_id: (await newLessee(client)).id, role: 'PrimaryTenant' },
      }),
      201,
    );
  ok(await client.leaseLessees.add({ params: { lease_id: lease.id }, body: { lessee_id: lesseeId, role } }), 201);
  if (status) ok(await client.leases.changeStatus({ params: { id: lease.id }, body: { status } }), 200);
  return lease;
}

describe('tenant-facing leases', () => {
  it("lists and reads only the leases the key's lessee is on, drafts excepted", async () => {
    const me = await newLessee(client);
    const portal = await tenant.clientWith(ALL_SCOPES, { kind: 'lessee', lesseeId: me.id });
    const active = await leaseOf(me.id, 'PrimaryTenant', 'ACTIVE');
    const signing = await leaseOf(me.id, 'CoTenant', 'PENDING_SIGNATURE');
    const draft = await leaseOf(me.id, 'PrimaryTenant');
    const someoneElse = await leaseOf((await newLessee(client)).id, 'PrimaryTenant', 'ACTIVE');

    const list = ok(await portal.lesseePortal.list({ query: { sort: 'status' } }), 200);
    expect(list.data.map((l) => l.id).sort()).toEqual([active.id, signing.id].sort());
    expect(list.meta.pagination.total).toBe(2);
    expect(
      ok(await portal.lesseePortal.list({ query: { status: 'Active' } as never }), 200).data.map((l) => l.id),
    ).toEqual([active.id]);
    expect(ok(await portal.lesseePortal.get({ params: { id: active.id } }), 200)).toMatchObject({
      id: active.id,
      status: 'ACTIVE',
    });
    problem(await portal.lesseePortal.get({ params: { id: draft.id } }), 404);
    problem(await portal.lesseePortal.get({ params: { id: someoneElse.id } }), 404);
  });

  it('serves the signed PDF byte for byte once there is one, 404 before', async () => {
    const me = await newLessee(client);
    const portal = await tenant.clientWith(ALL_SCOPES, { kind: 'lessee', lesseeId: me.id });
    const lease = await leaseOf(me.id, 'PrimaryTenant', 'ACTIVE');
    const missing = problem(await portal.lesseePortal.signedPdf({ params: { id: lease.id } }), 404);
    expect(missing.detail).toContain('signed PDF');
    // Another document type is not the signed lease.
    ok(
      await client.leaseDocuments.upload({
        params: { lease_id: lease.id },
        body: { document_type: 'LeaseAgreement', file: new File([samples.pdf()], 'draft.pdf') },
      }),
      201,
    );
    problem(await portal.lesseePortal.signedPdf({ params: { id: lease.id } }), 404);
    const signed = samples.pdf();
    ok(
      await client.leaseDocuments.upload({
        params: { lease_id: lease.id },
        body: { document_type: 'SignedLease', file: new File([signed], 'bail-signe.pdf') },
      }),
      201,
    );
    const response = await portal.lesseePortal.signedPdf({ params: { id: lease.id } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await (response.body as Blob).arrayBuffer()).equals(signed)).toBe(true);
    const other = await leaseOf((await newLessee(client)).id, 'PrimaryTenant', 'ACTIVE');
    problem(await portal.lesseePortal.signedPdf({ params: { id: other.id } }), 404);
  });

  it('checks the scopes, the key kind and the lessee binding', async () => {
    const me = await newLessee(client);
    const lease = await leaseOf(me.id, 'PrimaryTenant', 'ACTIVE');
    const readOnly = await tenant.clientWith(['lessee:leases:read'], { kind: 'lessee', lesseeId: me.id });
    ok(await readOnly.lesseePortal.get({ params: { id: lease.id } }), 200);
    problem(await readOnly.lesseePortal.signedPdf({ params: { id: lease.id } }), 403);
    // A lessee key reaches no landlord endpoint, whatever its permissions.
    problem(await readOnly.leases.get({ params: { id: lease.id } }), 403);
    const landlord = await tenant.clientWith(['leases:read']);
    problem(await landlord.lesseePortal.list({ query: {} }), 403);
    // An API key given the tenant scope but bound to no lessee sees nothing.
    const unbound = await tenant.clientWith(['lessee:leases:read']);
    expect(problem(await unbound.lesseePortal.list({ query: {} }), 403).detail).toContain('not bound to a lessee');
    await expect(tenant.clientWith(['lessee:leases:read'], { kind: 'lessee' })).rejects.toThrow(/bound to a lessee/);
    problem(await app.anonymous.lesseePortal.list({ query: {} }), 401);
  });

  it('never crosses tenants', async () => {
    const me = await newLessee(client);
    const lease = await leaseOf(me.id, 'PrimaryTenant', 'ACTIVE');
    const other = await app.newTenant('Other portal');
    const stranger = await newLessee(other.client);
    const foreignPortal = await other.clientWith(ALL_SCOPES, { kind: 'lessee', lesseeId: stranger.id });
    expect(ok(await foreignPortal.lesseePortal.list({ query: {} }), 200).data).toEqual([]);
    problem(await foreignPortal.lesseePortal.get({ params: { id: lease.id } }), 404);
    // A key of tenant B bound to a lessee id of tenant A still sees only tenant B rows.
    const mismatched = await other.clientWith(ALL_SCOPES, { kind: 'lessee', lesseeId: me.id });
    expect(ok(await mismatched.lesseePortal.list({ query: {} }), 200).data).toEqual([]);
    problem(await mismatched.lesseePortal.get({ params: { id: lease.id } }), 404);
  });

  it('lets a guarantor see the lease it guarantees', async () => {
    const guarantor = await newLessee(client, { category: 'guarantor' });
    const portal = await tenant.clientWith(ALL_SCOPES, { kind: 'lessee', lesseeId: guarantor.id });
    const lease = await leaseOf(guarantor.id, 'Guarantor', 'ACTIVE');
    expect(ok(await portal.lesseePortal.list({ query: {} }), 200).data.map((l) => l.id)).toEqual([lease.id]);
  });
});
