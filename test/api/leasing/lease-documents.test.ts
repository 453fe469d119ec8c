import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Client, type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { filesUnder, pdfOfSize, samples } from '../../support/files.js';
import { newLease, ok, problem } from '../../support/leasing.js';

let app: TestApp;
let tenant: TestTenant;
let client: Client;

beforeAll(async () => {
  app = await startTestApp();
  tenant = await app.newTenant('Lease documents');
  client = tenant.client;
});
afterAll(() => app.close());

const MB = 1024 * 1024;

function upload(
  c: Client,
  leaseId: string,
  bytes: Buffer,
  name: string,
  fields: { document_type?: string; description?: string } = {},
) {
  return c.leaseDocuments.upload({
    params: { lease_id: leaseId },
    body: {
      document_type: fields.document_type ?? 'LeaseAgreement',
      ...(fields.description ? { description: fields.description } : {}),
      file: new File([bytes], name),
    },
  });
}

async function download(c: Client, leaseId: string, documentId: string) {
  const response = await c.leaseDocuments.download({ params: { lease_id: leaseId, document_id: documentId } });
  return { response, bytes: response.status === 200 ? Buffer.from(await (response.body as Blob).arrayBuffer()) : null };
}

const filesOfLease = async (leaseId: string) => (await filesUnder(app.files.root)).filter((f) => f.includes(leaseId));

describe('lease documents', () => {
  it('uploads a PDF, keeps its metadata and gives the file back byte for byte', async () => {
    const lease = await newLease(client);
    const bytes = samples.pdf();
    const document = ok(
      await upload(client, lease.id, bytes, 'bail signé.pdf', { description: 'Bail de location' }),
      201,
    );
    expect(document).toMatchObject({
      lease_id: lease.id,
      document_type: 'LeaseAgreement',
      description: 'Bail de location',
      file_name: 'bail signé.pdf',
      content_type: 'application/pdf',
      file_size: bytes.length,
      download_url: `/api/leases/${lease.id}/documents/${document.id}/download`,
    });
    expect(document).not.toHaveProperty('storage_key');
    expect(document).not.toHaveProperty('tenant_id');
    expect(
      ok(await client.leaseDocuments.get({ params: { lease_id: lease.id, document_id: document.id } }), 200),
    ).toEqual(document);
    const { response, bytes: back } = await download(client, lease.id, document.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain("filename*=UTF-8''bail%20sign%C3%A9.pdf");
    expect(back!.equals(bytes)).toBe(true);
    expect(await filesOfLease(lease.id)).toHaveLength(1);
  });

  it('tells JPEG, PNG and WebP from their content, whatever the name says', async () => {
    const lease = await newLease(client);
    for (const [kind, type] of [
      ['jpeg', 'image/jpeg'],
      ['png', 'image/png'],
      ['webp', 'image/webp'],
    ] as const) {
      const bytes = samples[kind]();
      const document = ok(await upload(client, lease.id, bytes, 'scan.bin', { document_type: 'Inventory' }), 201);
      expect([kind, document.content_type]).toEqual([kind, type]);
      const { response, bytes: back } = await download(client, lease.id, document.id);
      expect(response.headers.get('content-type')).toBe(type);
      expect(back!.equals(bytes)).toBe(true);
    }
  });

  it('refuses other content with 415 and leaves no row and no file', async () => {
    const lease = await newLease(client);
    for (const [kind, name] of [
      ['text', 'contract.pdf'],
      ['elf', 'photo.png'],
      ['zip', 'docs.pdf'],
    ] as const) {
      const refused = problem(await upload(client, lease.id, samples[kind](), name), 415);
      expect(refused.errors?.[0]).toMatchObject({ path: 'file', code: 'unsupported_media_type' });
    }
    expect(
      ok(await client.leaseDocuments.list({ params: { lease_id: lease.id }, query: {} }), 200).meta.pagination.total,
    ).toBe(0);
    expect(await filesOfLease(lease.id)).toEqual([]);
  });

  it('takes 20 MB and refuses more with 413, leaving no row and no file', async () => {
    const lease = await newLease(client);
    ok(await upload(client, lease.id, pdfOfSize(20 * MB), 'big.pdf'), 201);
    problem(await upload(client, lease.id, pdfOfSize(20 * MB + 1), 'too-big.pdf'), 413);
    const list = ok(await client.leaseDocuments.list({ params: { lease_id: lease.id }, query: {} }), 200);
    expect(list.data.map((d) => [d.file_name, d.file_size])).toEqual([['big.pdf', 20 * MB]]);
    expect(await filesOfLease(lease.id)).toHaveLength(1);
  });

  it('needs a file and a document_type (400), and accepts plain multipart text fields', async () => {
    const lease = await newLease(client);
    const noFile = await client.leaseDocuments.upload({
      params: { lease_id: lease.id },
      body: { document_type: 'LeaseAgreement' },
    });
    expect(problem(noFile, 400).errors?.[0]).toMatchObject({ path: 'file' });
    const form = new FormData();
    form.append('description', 'sent as plain text');
    form.append('file', new File([samples.pdf()], 'x.pdf'));
    problem(await client.leaseDocuments.upload({ params: { lease_id: lease.id }, body: form as never }), 400);
    form.append('document_type', 'Insurance');
    const plain = ok(await client.leaseDocuments.upload({ params: { lease_id: lease.id }, body: form as never }), 201);
    expect(plain).toMatchObject({ document_type: 'Insurance', description: 'sent as plain text' });
    const twoFiles = new FormData();
    twoFiles.append('document_type', 'Insurance');
    twoFiles.append('file', new File([samples.pdf()], 'a.pdf'));
    twoFiles.append('file', new File([samples.pdf()], 'b.pdf'));
    problem(await client.leaseDocuments.upload({ params: { lease_id: lease.id }, body: twoFiles as never }), 400);
    expect(await filesOfLease(lease.id)).toHaveLength(1);
  });

  it('lists with filter and sorting, updates metadata, and deletes row and file', async () => {
    const lease = await newLease(client);
    const a = ok(await upload(client, lease.id, samples.pdf(), 'a.pdf', { document_type: 'LeaseAgreement' }), 201);
    const b = ok(await upload(client, lease.id, samples.png(), 'b.png', { document_type: 'Inventory' }), 201);
    const list = ok(
      await client.leaseDocuments.list({ params: { lease_id: lease.id }, query: { sort: 'file_name' } }),
      200,
    );
    expect(list.data.map((d) => d.id)).toEqual([a.id, b.id]);
    expect(
      ok(
        await client.leaseDocuments.list({ params: { lease_id: lease.id }, query: { document_type: 'Inventory' } }),
        200,
      ).data.map((d) => d.id),
    ).toEqual([b.id]);
    const updated = ok(
      await client.leaseDocuments.update({
        params: { lease_id: lease.id, document_id: b.id },
        body: { document_type: 'EntryInventory', description: 'État des lieux' },
      }),
      200,
    );
    expect(updated).toMatchObject({
      document_type: 'EntryInventory',
      description: 'État des lieux',
      file_name: 'b.png',
    });
    expect(
      ok(
        await client.leaseDocuments.update({
          params: { lease_id: lease.id, document_id: b.id },
          body: { description: null },
        }),
        200,
      ).description,
    ).toBeNull();
    problem(
      await client.leaseDocuments.update({
        params: { lease_id: lease.id, document_id: b.id },
        body: { file_name: 'x' } as never,
      }),
      400,
    );
    expect(await filesOfLease(lease.id)).toHaveLength(2);
    expect((await client.leaseDocuments.remove({ params: { lease_id: lease.id, document_id: a.id } })).status).toBe(
      204,
    );
    problem(await client.leaseDocuments.get({ params: { lease_id: lease.id, document_id: a.id } }), 404);
    problem((await download(client, lease.id, a.id)).response as never, 404);
    expect(await filesOfLease(lease.id)).toHaveLength(1);
  });

  it('removes the files when a draft lease is deleted', async () => {
    const lease = await newLease(client);
    ok(await upload(client, lease.id, samples.pdf(), 'a.pdf'), 201);
    ok(await upload(client, lease.id, samples.jpeg(), 'b.jpg'), 201);
    expect(await filesOfLease(lease.id)).toHaveLength(2);
    expect((await client.leases.remove({ params: { id: lease.id } })).status).toBe(204);
    expect(await filesOfLease(lease.id)).toEqual([]);
  });

  it('answers 404 across leases and tenants, and checks permissions', async () => {
    const lease = await newLease(client);
    const otherLease = await newLease(client);
    const document = ok(await upload(client, lease.id, samples.pdf(), 'a.pdf'), 201);
    problem(await client.leaseDocuments.get({ params: { lease_id: otherLease.id, document_id: document.id } }), 404);
    const other = await app.newTenant('Foreign documents');
    problem(await other.client.leaseDocuments.get({ params: { lease_id: lease.id, document_id: document.id } }), 404);
    problem((await download(other.client, lease.id, document.id)).response as never, 404);
    problem(
      await other.client.leaseDocuments.remove({ params: { lease_id: lease.id, document_id: document.id } }),
      404,
    );
    problem(await upload(other.client, lease.id, samples.pdf(), 'intruder.pdf'), 404);
    const reader = await tenant.clientWith(['leases:read']);
    ok(await reader.leaseDocuments.get({ params: { lease_id: lease.id, document_id: document.id } }), 200);
    problem(await upload(reader, lease.id, samples.pdf(), 'denied.pdf'), 403);
    problem(await reader.leaseDocuments.remove({ params: { lease_id: lease.id, document_id: document.id } }), 403);
    problem(await upload(app.anonymous, lease.id, samples.pdf(), 'anonymous.pdf'), 401);
    expect(await filesOfLease(lease.id)).toHaveLength(1);
  });
});
