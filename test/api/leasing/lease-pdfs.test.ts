// Lease PDFs over HTTP (contract/leasing/lease-pdfs.ts, contract/leasing/pdf-cache.ts): both generation
// shapes, the records, conditional and ranged downloads, deletion, the render cache and every
// refusal; in strict mode, so every status answered is one the contract declares.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Client, type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { filesUnder } from '../../support/files.js';
import { contractLease, expectPdf, rawCall } from '../../support/lease-pdfs.js';
import { leaseTypes, newLease, ok, problem } from '../../support/leasing.js';

let app: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let client: Client;
let leaseId: string;

beforeAll(async () => {
  app = await startTestApp();
  [tenant, other] = await Promise.all([app.newTenant('Lease PDFs'), app.newTenant('Lease PDFs, other')]);
  client = tenant.client;
  leaseId = (await contractLease(client)).leaseId;
}, 60_000);
afterAll(() => app.close());

const generate = (c: Client, id: string, body: Record<string, unknown>) =>
  c.leasePdfs.generate({ params: { lease_id: id }, body: body as never });
const stats = async (c: Client = client) => ok(await c.leasePdfCache.stats(), 200);

describe('POST /leases/{lease_id}/pdf, shape A (template_type, no data)', () => {
  it('records the contract and answers 201 with the spec fields and the record', async () => {
    const response = await generate(client, leaseId, { template_type: 'LeaseContract', include_tenant_info: true });
    const body = ok(response, 201);
    expect(body).toMatchObject({
      pdf_id: body.id,
      status: 'Generated',
      download_url: `/api/leases/pdf/${body.id}`,
      file_path: `/api/leases/pdf/${body.id}`,
      lease_id: leaseId,
      template_type: 'LeaseContract',
      template_version: 1,
      custom_variables: { include_tenant_info: true },
    });
    expect(body.pages).toBeGreaterThanOrEqual(3);
    expect(body.file_size).toBeGreaterThan(1000);
    expect(body.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(body.created_at).toBe(body.creation_timestamp);
    expect(response.headers.get('location')).toBe(body.download_url);
    // The complément de loyer has no recorded justification: the document leaves it blank and says so.
    expect(body.missing_mentions).toEqual([
      { mention: 'justification du complément de loyer', source: 'loi n° 2018-1021, art. 140 III' },
    ]);
  });

  it('accepts the spec example StandardLease as LeaseContract', async () => {
    const body = ok(
      await generate(client, leaseId, { template_type: 'StandardLease', include_amendments: false }),
      201,
    );
    expect(body.template_type).toBe('LeaseContract');
  });

  it('answers a second render of the same data from the cache, and counts it', async () => {
    const fresh = (await contractLease(client)).leaseId;
    const before = await stats();
    const first = await generate(client, fresh, { template_type: 'LeaseContract' });
    const second = await generate(client, fresh, { template_type: 'LeaseContract', include_tenant_info: true });
    expect([first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual(['MISS', 'HIT']);
    const [a, b] = [ok(first, 201), ok(second, 201)];
    expect(a.id).not.toBe(b.id);
    expect(b.sha256).toBe(a.sha256);
    const after = await stats();
    expect(after).toMatchObject({
      hits: before.hits + 1,
      misses: before.misses + 1,
      entries: before.entries + 1,
      bytes: before.bytes + a.file_size,
    });
    expect(after.hit_ratio).toBeCloseTo(after.hits / (after.hits + after.misses), 4);
  });
});

describe('POST /leases/{lease_id}/pdf, shape B (data, or Accept: application/pdf)', () => {
  const data = { signature_place: 'Paris', heating: 'INDIVIDUAL', rent_supplement_justification: 'Terrasse de 20 m²' };

  it('streams the PDF with X-Cache and Server-Timing, and records nothing', async () => {
    const listed = ok(await client.leasePdfs.list({ params: { lease_id: leaseId }, query: {} }), 200).meta;
    const unique = { ...data, signature_date: '2025-01-20' };
    const first = await rawCall(app.baseUrl, tenant, 'POST', `/api/leases/${leaseId}/pdf`, {
      body: { template_type: 'LeaseContract', data: unique },
    });
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toBe('application/pdf');
    expect(first.response.headers.get('x-cache')).toBe('MISS');
    expect(first.response.headers.get('server-timing')).toMatch(
      /^facts;dur=\d+, cache;dur=\d+;desc="MISS", render;dur=\d+;desc="embedded"$/,
    );
    expectPdf(first.bytes);
    const second = await rawCall(app.baseUrl, tenant, 'POST', `/api/leases/${leaseId}/pdf`, {
      body: { data: unique, template_type: 'LeaseContract' },
    });
    expect(second.response.headers.get('x-cache')).toBe('HIT');
    expect(second.response.headers.get('server-timing')).toMatch(/render;dur=0/);
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    const changed = await rawCall(app.baseUrl, tenant, 'POST', `/api/leases/${leaseId}/pdf`, {
      body: { template_type: 'LeaseContract', data: { ...unique, signature_place: 'Lyon' } },
    });
    expect(changed.response.headers.get('x-cache')).toBe('MISS');
    const after = ok(await client.leasePdfs.list({ params: { lease_id: leaseId }, query: {} }), 200).meta;
    expect(after.pagination.total).toBe(listed.pagination.total);
  });

  it('replays the same bytes for a retry with the same Idempotency-Key', async () => {
    const key = `pdf-${Math.random()}`;
    const call = () =>
      rawCall(app.baseUrl, tenant, 'POST', `/api/leases/${leaseId}/pdf`, {
        body: { template_type: 'LeaseContract', data: { signature_place: 'Nantes' } },
        headers: { 'idempotency-key': key },
      });
    const first = await call();
    const retry = await call();
    expect([first.response.status, retry.response.status]).toEqual([200, 200]);
    expect(retry.response.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.response.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(retry.bytes).equals(Buffer.from(first.bytes))).toBe(true);
  });

  it('streams the PDF to a caller that asks for application/pdf without data', async () => {
    const { response, bytes } = await rawCall(app.baseUrl, tenant, 'POST', `/api/leases/${leaseId}/pdf`, {
      body: { template_type: 'LeaseContract' },
      headers: { accept: 'application/pdf' },
    });
    expect(response.status).toBe(200);
    expectPdf(bytes);
    const json = await rawCall(app.baseUrl, tenant, 'POST', `/api/leases/${leaseId}/pdf`, {
      body: { template_type: 'LeaseContract' },
      headers: { accept: 'application/json, application/pdf;q=0.5' },
    });
    expect(json.response.status).toBe(201);
  });

  it('renders anew when the recorded facts change', async () => {
    const fresh = (await contractLease(client)).leaseId;
    const call = () =>
      rawCall(app.baseUrl, tenant, 'POST', `/api/leases/${fresh}/pdf`, {
        body: { template_type: 'LeaseContract', data },
      });
    expect((await call()).response.headers.get('x-cache')).toBe('MISS');
    expect((await call()).response.headers.get('x-cache')).toBe('HIT');
    ok(await client.leases.update({ params: { id: fresh }, body: { payment_day: 10 } as never }), 200);
    expect((await call()).response.headers.get('x-cache')).toBe('MISS');
  });
});

describe('generation refusals', () => {
  it('is a 404 for an unknown lease and for a lease of another tenant, and writes nothing', async () => {
    const before = await stats();
    problem(await generate(client, '00000000-0000-4000-8000-000000000000', { template_type: 'LeaseContract' }), 404);
    problem(await generate(other.client, leaseId, { template_type: 'LeaseContract' }), 404);
    const foreignB = await rawCall(app.baseUrl, other, 'POST', `/api/leases/${leaseId}/pdf`, {
      body: { template_type: 'LeaseContract', data: {} },
    });
    expect(foreignB.response.status).toBe(404);
    expect(await stats()).toEqual(before);
  });

  it('is a 400 for a bad template_type, unknown data or contradicting options', async () => {
    for (const body of [
      {},
      { template_type: 'Lease' },
      { template_type: 'LeaseContract', data: { unknown_variable: 1 } },
      { template_type: 'LeaseContract', data: { mobility_reason: 'HOLIDAYS' } },
      { template_type: 'LeaseContract', data: { signature_date: '2025-02-30' } },
      { template_type: 'LeaseContract', include_tenant_info: false, data: { include_tenant_info: true } },
      { template_type: 'LeaseContract', options: { landscape: true } },
      { template_type: 'LeaseContract', template_id: 'not-a-uuid' },
    ]) {
      const refusal = problem(await generate(client, leaseId, body), 400);
      expect(refusal.errors?.length).toBeGreaterThan(0);
    }
  });

  it('is a 404 naming template_id for an unknown template, a 422 for a type without a template', async () => {
    const unknown = problem(
      await generate(client, leaseId, {
        template_type: 'LeaseContract',
        template_id: '00000000-0000-4000-8000-000000000000',
      }),
      404,
    );
    expect(unknown.errors?.[0]?.path).toBe('template_id');
    const none = problem(await generate(client, leaseId, { template_type: 'RentReceipt' }), 422);
    expect(none.errors?.[0]).toMatchObject({ path: 'template_type', code: 'no_template' });
  });

  it('takes the template_id of the records, and refuses it for another type', async () => {
    const pdf = ok(await generate(client, leaseId, { template_type: 'LeaseContract' }), 201);
    ok(await generate(client, leaseId, { template_type: 'LeaseContract', template_id: pdf.template_id }), 201);
    problem(await generate(client, leaseId, { template_type: 'Amendment', template_id: pdf.template_id }), 400);
  });

  it('is a 422 for a commercial lease: the contract template is residential (loi 89-462)', async () => {
    const types = await leaseTypes(client);
    const commercial = await newLease(client, { type: 'Commercial', lease_type_id: types.Commercial.id });
    const refusal = problem(await generate(client, commercial.id, { template_type: 'LeaseContract' }), 422);
    expect(refusal.detail).toMatch(/residential leases/);
  });

  it('needs leases:write to generate', async () => {
    const reader = await tenant.clientWith(['leases:read']);
    problem(await generate(reader, leaseId, { template_type: 'LeaseContract' }), 403);
  });
});

describe('GET /leases/{lease_id}/pdfs', () => {
  it('lists the records of the lease with the list conventions', async () => {
    const fresh = (await contractLease(client)).leaseId;
    for (let i = 0; i < 3; i += 1) ok(await generate(client, fresh, { template_type: 'LeaseContract' }), 201);
    const page = ok(await client.leasePdfs.list({ params: { lease_id: fresh }, query: { per_page: 2 } }), 200);
    expect(page.data).toHaveLength(2);
    expect(page.meta.pagination).toMatchObject({
      current_page: 1,
      per_page: 2,
      total: 3,
      total_pages: 2,
      has_next: true,
    });
    expect(page.data[0].created_at >= page.data[1].created_at).toBe(true);
    const filtered = ok(
      await client.leasePdfs.list({ params: { lease_id: fresh }, query: { template_type: 'Amendment' } }),
      200,
    );
    expect(filtered.meta.pagination.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const ranged = ok(
      await client.leasePdfs.list({
        params: { lease_id: fresh },
        query: { created_at_from: today, created_at_to: today, sort: 'file_size' },
      }),
      200,
    );
    expect(ranged.meta.pagination.total).toBe(3);
    problem(await client.leasePdfs.list({ params: { lease_id: fresh }, query: { sort: 'sha256' } as never }), 400);
    problem(await other.client.leasePdfs.list({ params: { lease_id: fresh }, query: {} }), 404);
  });
});

describe('GET /leases/pdf/{pdf_id}', () => {
  let pdf: { id: string; sha256: string; file_size: number };
  const path = () => `/api/leases/pdf/${pdf.id}`;

  beforeAll(async () => {
    pdf = ok(await generate(client, leaseId, { template_type: 'LeaseContract' }), 201);
  });

  it('serves the bytes as application/pdf with a strong ETag', async () => {
    const response = await client.leasePdfs.download({ params: { pdf_id: pdf.id } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('etag')).toBe(`"${pdf.sha256}"`);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    const bytes = new Uint8Array(await (response.body as Blob).arrayBuffer());
    expect(bytes.byteLength).toBe(pdf.file_size);
    expectPdf(bytes);
  });

  it('answers 304 to If-None-Match with the ETag, 200 to another', async () => {
    const same = await client.leasePdfs.download({
      params: { pdf_id: pdf.id },
      extraHeaders: { 'if-none-match': `W/"x", "${pdf.sha256}"` },
    });
    expect(same.status).toBe(304);
    expect(same.headers.get('etag')).toBe(`"${pdf.sha256}"`);
    const changed = await client.leasePdfs.download({
      params: { pdf_id: pdf.id },
      extraHeaders: { 'if-none-match': '"other"' },
    });
    expect(changed.status).toBe(200);
  });

  it('serves one byte range as a 206, and the whole file for several ranges or a stale If-Range', async () => {
    const whole = (await rawCall(app.baseUrl, tenant, 'GET', path())).bytes;
    const head = await rawCall(app.baseUrl, tenant, 'GET', path(), { headers: { range: 'bytes=0-9' } });
    expect(head.response.status).toBe(206);
    expect(head.response.headers.get('content-range')).toBe(`bytes 0-9/${pdf.file_size}`);
    expect(Buffer.from(head.bytes).toString('latin1')).toBe(Buffer.from(whole.subarray(0, 10)).toString('latin1'));
    const tail = await rawCall(app.baseUrl, tenant, 'GET', path(), { headers: { range: 'bytes=-16' } });
    expect(tail.response.status).toBe(206);
    expect(Buffer.from(tail.bytes).equals(Buffer.from(whole.subarray(whole.byteLength - 16)))).toBe(true);
    const open = await rawCall(app.baseUrl, tenant, 'GET', path(), {
      headers: { range: `bytes=${pdf.file_size - 5}-` },
    });
    expect([open.response.status, open.bytes.byteLength]).toEqual([206, 5]);
    const several = await rawCall(app.baseUrl, tenant, 'GET', path(), { headers: { range: 'bytes=0-1,10-11' } });
    expect(several.response.status).toBe(200);
    const stale = await rawCall(app.baseUrl, tenant, 'GET', path(), {
      headers: { range: 'bytes=0-9', 'if-range': '"old"' },
    });
    expect([stale.response.status, stale.bytes.byteLength]).toEqual([200, pdf.file_size]);
    const current = await rawCall(app.baseUrl, tenant, 'GET', path(), {
      headers: { range: 'bytes=0-9', 'if-range': `"${pdf.sha256}"` },
    });
    expect(current.response.status).toBe(206);
  });

  it('answers 416 with the size for a range outside the file', async () => {
    const response = await client.leasePdfs.download({
      params: { pdf_id: pdf.id },
      extraHeaders: { range: `bytes=${pdf.file_size}-${pdf.file_size + 10}` },
    });
    problem(response as never, 416);
    expect(response.headers.get('content-range')).toBe(`bytes */${pdf.file_size}`);
  });

  it("is a 404 for another tenant's PDF and for an unknown id", async () => {
    problem((await other.client.leasePdfs.download({ params: { pdf_id: pdf.id } })) as never, 404);
    problem(
      (await client.leasePdfs.download({ params: { pdf_id: '00000000-0000-4000-8000-000000000000' } })) as never,
      404,
    );
  });
});

describe('DELETE /leases/pdf/{pdf_id}', () => {
  it('removes the record, then the file; afterwards the PDF is a 404', async () => {
    const pdf = ok(await generate(client, leaseId, { template_type: 'LeaseContract' }), 201);
    problem(await other.client.leasePdfs.remove({ params: { pdf_id: pdf.id } }), 404);
    const reader = await tenant.clientWith(['leases:read', 'leases:write']);
    problem(await reader.leasePdfs.remove({ params: { pdf_id: pdf.id } }), 403);
    expect((await client.leasePdfs.remove({ params: { pdf_id: pdf.id } })).status).toBe(204);
    problem((await client.leasePdfs.download({ params: { pdf_id: pdf.id } })) as never, 404);
    problem(await client.leasePdfs.remove({ params: { pdf_id: pdf.id } }), 404);
    expect(await app.files.get(`${tenant.tenantId}/lease-pdfs/${leaseId}/${pdf.id}`)).toBeNull();
  });

  it('goes with its draft lease', async () => {
    const draft = (await contractLease(client)).leaseId;
    const pdf = ok(await generate(client, draft, { template_type: 'LeaseContract' }), 201);
    expect((await client.leases.remove({ params: { id: draft } })).status).toBe(204);
    problem((await client.leasePdfs.download({ params: { pdf_id: pdf.id } })) as never, 404);
    expect(await app.files.get(`${tenant.tenantId}/lease-pdfs/${draft}/${pdf.id}`)).toBeNull();
  });
});

describe('the render cache: GET /leases/cache/stats, POST /leases/cache/clear', () => {
  it("clears the tenant's cache, not its recorded PDFs nor another tenant's cache", async () => {
    const otherLease = (await contractLease(other.client)).leaseId;
    ok(await generate(other.client, otherLease, { template_type: 'LeaseContract' }), 201);
    const otherBefore = await stats(other.client);
    const pdf = ok(await generate(client, leaseId, { template_type: 'LeaseContract' }), 201);
    const before = await stats();
    expect(before.entries).toBeGreaterThan(0);

    const cleared = ok(await client.leasePdfCache.clear({ body: {} }), 200);
    expect(cleared).toMatchObject({ cleared_entries: before.entries, cleared_bytes: before.bytes });
    expect(cleared.stats).toMatchObject({ hits: 0, misses: 0, entries: 0, bytes: 0, hit_ratio: 0 });
    expect(await stats()).toEqual(cleared.stats);
    expect(await stats(other.client)).toEqual(otherBefore);

    expect((await client.leasePdfs.download({ params: { pdf_id: pdf.id } })).status).toBe(200);
    const again = await generate(client, leaseId, { template_type: 'LeaseContract' });
    expect(again.headers.get('x-cache')).toBe('MISS');
    expect(await stats()).toMatchObject({ hits: 0, misses: 1, entries: 1 });
  });

  it('stays exact under concurrent renders of the same data: one entry, every lookup counted', async () => {
    const fresh = (await contractLease(client)).leaseId;
    const before = await stats();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        rawCall(app.baseUrl, tenant, 'POST', `/api/leases/${fresh}/pdf`, {
          body: { template_type: 'LeaseContract', data: { signature_place: 'Concurrence' } },
        }),
      ),
    );
    expect(answers.map((a) => a.response.status)).toEqual([200, 200, 200, 200, 200]);
    answers.forEach((a) => expectPdf(a.bytes));
    const after = await stats();
    expect(after.entries - before.entries).toBe(1);
    expect(after.hits + after.misses - (before.hits + before.misses)).toBe(5);
    const cached = (await filesUnder(path.join(app.files.root, tenant.tenantId, 'pdf-cache'))).length;
    expect(cached).toBe(after.entries);
  });

  it('needs leases:read to read the statistics and leases:write to clear', async () => {
    const reader = await tenant.clientWith(['leases:read']);
    ok(await reader.leasePdfCache.stats(), 200);
    problem(await reader.leasePdfCache.clear({ body: {} }), 403);
    problem(await client.leasePdfCache.clear({ body: { everything: true } as never }), 400);
  });
});
