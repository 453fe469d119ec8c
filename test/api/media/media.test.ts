import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Client, type TestApp, type TestTenant, startTestApp } from '../../support/app.js';
import { filesUnder, pdfOfSize, samples } from '../../support/files.js';
import { newEstate, newLease, ok, problem } from '../../support/leasing.js';

let app: TestApp;
let tenant: TestTenant;
let client: Client;

beforeAll(async () => {
  app = await startTestApp();
  tenant = await app.newTenant('Media');
  client = tenant.client;
});
afterAll(() => app.close());

const MB = 1024 * 1024;

function upload(c: Client, bytes: Buffer, name: string, fields: Record<string, string> = {}) {
  return c.media.upload({ body: { ...fields, file: new File([bytes], name) } });
}

async function download(c: Client, mediaId: string) {
  const response = await c.media.download({ params: { media_id: mediaId } });
  return { response, bytes: response.status === 200 ? Buffer.from(await (response.body as Blob).arrayBuffer()) : null };
}

const mediaFiles = async () =>
  (await filesUnder(app.files.root)).filter((f) => f.startsWith(`${tenant.tenantId}/media/`));

describe('media', () => {
  it('uploads a photo of a lease, serves it by id byte for byte, and lists it by lease and type', async () => {
    const lease = await newLease(client);
    const bytes = samples.jpeg();
    const photo = ok(await upload(client, bytes, 'séjour.jpg', { lease_id: lease.id, description: 'Séjour' }), 201);
    expect(photo).toMatchObject({
      lease_id: lease.id,
      estate_id: null,
      description: 'Séjour',
      file_name: 'séjour.jpg',
      content_type: 'image/jpeg',
      file_size: bytes.length,
      download_url: `/api/media/${photo.id}/download`,
    });
    expect(photo).not.toHaveProperty('storage_key');
    expect(ok(await client.media.get({ params: { media_id: photo.id } }), 200)).toEqual(photo);
    const { response, bytes: back } = await download(client, photo.id);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('etag')).toBe(`"${photo.sha256}"`);
    expect(back!.equals(bytes)).toBe(true);

    const pdf = ok(await upload(client, samples.pdf(), 'congé.pdf', { lease_id: lease.id }), 201);
    const byLease = ok(await client.media.list({ query: { lease_id: lease.id, sort: 'file_name' } }), 200);
    expect(byLease.data.map((m) => m.id)).toEqual([pdf.id, photo.id]);
    const pdfs = ok(await client.media.list({ query: { lease_id: lease.id, content_type: 'application/pdf' } }), 200);
    expect(pdfs.data.map((m) => m.id)).toEqual([pdf.id]);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      ok(await client.media.list({ query: { lease_id: lease.id, created_at_from: today, created_at_to: today } }), 200)
        .meta.pagination.total,
    ).toBe(2);
    expect(
      ok(await client.media.list({ query: { lease_id: lease.id, created_at_to: '2000-01-01' } }), 200).meta.pagination
        .total,
    ).toBe(0);
  });

  it('ties a photo to an estate', async () => {
    const estate = await newEstate(client);
    const photo = ok(await upload(client, samples.png(), 'façade.png', { estate_id: estate.id }), 201);
    expect(photo).toMatchObject({ estate_id: estate.id, content_type: 'image/png' });
    expect(ok(await client.media.list({ query: { estate_id: estate.id } }), 200).data.map((m) => m.id)).toEqual([
      photo.id,
    ]);
  });

  it('refuses other content (415), more than 20 MB (413), a missing file (400) and leaves nothing', async () => {
    const before = await mediaFiles();
    expect(problem(await upload(client, samples.text(), 'photo.jpg'), 415).errors?.[0]).toMatchObject({
      path: 'file',
      code: 'unsupported_media_type',
    });
    problem(await upload(client, samples.zip(), 'plan.pdf'), 415);
    problem(await upload(client, pdfOfSize(20 * MB + 1), 'big.pdf'), 413);
    expect(problem(await client.media.upload({ body: { description: 'no file' } }), 400).errors?.[0]).toMatchObject({
      path: 'file',
    });
    expect(await mediaFiles()).toEqual(before);
  });

  it("answers 404 for a lease or estate of another tenant, and for another tenant's media", async () => {
    const other = await app.newTenant('Media other');
    const foreignLease = await newLease(other.client);
    const refused = problem(await upload(client, samples.pdf(), 'x.pdf', { lease_id: foreignLease.id }), 404);
    expect(refused.errors?.[0]).toMatchObject({ path: 'lease_id' });
    problem(await upload(client, samples.pdf(), 'x.pdf', { estate_id: foreignLease.estate_id }), 404);
    const mine = ok(await upload(client, samples.pdf(), 'mine.pdf'), 201);
    problem(await other.client.media.get({ params: { media_id: mine.id } }), 404);
    problem((await download(other.client, mine.id)).response as never, 404);
    problem(await other.client.media.remove({ params: { media_id: mine.id } }), 404);
    expect(ok(await other.client.media.list({ query: {} }), 200).data.map((m) => m.id)).not.toContain(mine.id);
    const reader = await tenant.clientWith(['leases:read']);
    problem(await upload(reader, samples.pdf(), 'x.pdf'), 403);
  });

  it('deletes the row and the file; a deleted draft lease takes its media along', async () => {
    const loose = ok(await upload(client, samples.pdf(), 'loose.pdf'), 201);
    const count = (await mediaFiles()).length;
    expect((await client.media.remove({ params: { media_id: loose.id } })).status).toBe(204);
    problem(await client.media.get({ params: { media_id: loose.id } }), 404);
    expect(await mediaFiles()).toHaveLength(count - 1);

    const lease = await newLease(client);
    const attached = ok(await upload(client, samples.webp(), 'cuisine.webp', { lease_id: lease.id }), 201);
    expect((await client.leases.remove({ params: { id: lease.id } })).status).toBe(204);
    problem(await client.media.get({ params: { media_id: attached.id } }), 404);
    expect(await mediaFiles()).toHaveLength(count - 1);
  });
});
