// The FileStore adapters held to one contract: the local directory (the embedded default) and the
// S3-compatible object store, on the versitygw the global setup starts (test/support/s3-server.ts).
// A large file is read as a stream, never whole; keys are the service's own, tenant first, and
// anything else is refused before the store is touched.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HeadObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import type { FileStore } from '../../core/ports/file-store.js';
import { openFileStore } from '../../adapters/main/file-store.js';
import { LocalFileStore } from '../../adapters/storage/local-file-store.js';
import { S3FileStore, s3Client } from '../../adapters/storage/s3-file-store.js';
import { StartupError } from '../../adapters/main/startup-failure.js';
import { PEER_ENV, peerPath } from '../support/peers.js';
import { S3_TEST_CREDENTIALS, newBucket } from '../support/s3-server.js';
import { pdfOfSize } from '../support/files.js';

const s3Url = () => peerPath(process.env[PEER_ENV.s3Url], PEER_ENV.s3Url);
const TENANT = '0b9e6c52-7a57-4d38-9f0e-3c1c4f1d2a10';
const key = (name: string) => `${TENANT}/leases/${name}`;
const MiB = 1024 * 1024;

let directory: string;
let client: S3Client;
let s3: S3FileStore;
const stores: Record<string, () => FileStore> = { local: () => new LocalFileStore(directory), s3: () => s3 };

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'rental-file-store-'));
  const settings = await newBucket(s3Url());
  client = s3Client(settings);
  s3 = new S3FileStore(client, settings.bucket);
});
afterAll(async () => {
  client?.destroy();
  await rm(directory, { recursive: true, force: true });
});

const read = async (body: AsyncIterable<Uint8Array>) => {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return { bytes: Buffer.concat(chunks), chunks: chunks.length };
};

describe.each(Object.keys(stores))('the %s FileStore', (name) => {
  const store = () => stores[name]();

  it('gives back what it was given, replaces it, and forgets it on delete', async () => {
    const first = Buffer.from('%PDF-1.7 first');
    await store().put(key(`${name}-a`), first, 'application/pdf');
    expect(Buffer.from((await store().get(key(`${name}-a`)))!)).toEqual(first);
    await store().put(key(`${name}-a`), Buffer.from('%PDF-1.7 second'), 'application/pdf');
    expect(Buffer.from((await store().get(key(`${name}-a`)))!).toString()).toBe('%PDF-1.7 second');
    await store().delete(key(`${name}-a`));
    expect(await store().get(key(`${name}-a`))).toBeNull();
    expect(await store().open(key(`${name}-a`))).toBeNull();
    await expect(store().delete(key(`${name}-a`))).resolves.toBeUndefined();
  });

  it('streams a large file in many chunks, with its size known before the first', async () => {
    const pdf = pdfOfSize(12 * MiB);
    await store().put(key(`${name}-large`), pdf, 'application/pdf');
    const opened = (await store().open(key(`${name}-large`)))!;
    expect(opened.size).toBe(pdf.byteLength);
    const iterator = opened.body[Symbol.asyncIterator]();
    const first = await iterator.next();
    expect(first.value!.byteLength).toBeLessThan(2 * MiB);
    const rest = await read({ [Symbol.asyncIterator]: () => iterator });
    expect(rest.chunks).toBeGreaterThan(4);
    expect(Buffer.concat([first.value!, rest.bytes]).equals(pdf)).toBe(true);
  });

  it('refuses keys the service does not make, before touching the store', async () => {
    for (const bad of ['../escape', `${TENANT}/../other`, `${TENANT}//x`, '', `${TENANT}/a.b`, 'x'.repeat(256)]) {
      await expect(store().put(bad, Buffer.from('x'), 'text/plain')).rejects.toThrow('invalid file key');
      await expect(store().get(bad)).rejects.toThrow('invalid file key');
      await expect(store().delete(bad)).rejects.toThrow('invalid file key');
    }
  });
});

describe('the S3 FileStore', () => {
  it('names each object by the service key, tenant first, with the content type it was given', async () => {
    await s3.put(key('named/document'), Buffer.from('%PDF-1.7'), 'application/pdf');
    const listed = await client.send(
      new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `${TENANT}/leases/named/` }),
    );
    expect(listed.Contents?.map((object) => object.Key)).toEqual([key('named/document')]);
    const head = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key('named/document') }));
    expect(head.ContentType).toBe('application/pdf');
  });

  it('is chosen by FILE_STORE=s3, and a bucket that cannot be used stops the start with the fix', async () => {
    const settings = { ...(await newBucket(s3Url())), kind: 's3' as const };
    expect(await openFileStore(settings)).toBeInstanceOf(S3FileStore);
    await expect(openFileStore({ ...settings, bucket: 'rental-no-such-bucket' })).rejects.toThrow(
      new StartupError(
        `the object store bucket rental-no-such-bucket at ${s3Url()} cannot be used: does not exist`,
        'create the bucket, or correct S3_ENDPOINT, S3_BUCKET, S3_REGION and the S3 credentials',
      ),
    );
    const wrongSecret = { ...S3_TEST_CREDENTIALS, secretAccessKey: 'not-the-secret' };
    await expect(openFileStore({ ...settings, credentials: wrongSecret })).rejects.toThrow(
      /cannot be used: answers 403/,
    );
  });
});
