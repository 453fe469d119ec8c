// versitygw (Versity S3 Gateway, Apache-2.0, installed by scripts/install-peers.sh): the S3-compatible
// object store of the tests, on a loopback port over a temporary directory. The global setup starts
// one for the run (unless S3_TEST_URL names one); each test makes buckets of its own in it.
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { installedPeers, locateProgram, peerCacheDir } from '../../adapters/peers/locate.js';
import { freePort, startPeerProcess, waitUntilReady } from '../../adapters/peers/process.js';
import { type S3Settings, s3Client } from '../../adapters/storage/s3-file-store.js';

/** The root account of the test store (loopback only, a throwaway directory). */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'rental-test', secretAccessKey: 'rental-test-secret-key' };

/** The versitygw binary: VERSITYGW_PATH, else on PATH, else what install-peers recorded. */
export function findVersityGw(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return (
    locateProgram('versitygw', { envVar: 'VERSITYGW_PATH', env })?.path ??
    (installedPeers(env).VERSITYGW_PATH || undefined)
  );
}

/**
 * Serves a temporary directory as S3 on 127.0.0.1 (its default is every interface on 7070), object
 * metadata in a sidecar directory (no extended attributes needed), no web UI, no admin port.
 */
export async function startVersityGw(binary: string, env: NodeJS.ProcessEnv = process.env) {
  const port = await freePort();
  const root = await mkdtemp(path.join(os.tmpdir(), 'rental-s3-'));
  await mkdir(path.join(root, 'buckets'));
  await mkdir(path.join(root, 'meta'));
  const child = startPeerProcess(
    binary,
    [
      '--port',
      `127.0.0.1:${port}`,
      '--quiet',
      'posix',
      '--sidecar',
      path.join(root, 'meta'),
      path.join(root, 'buckets'),
    ],
    {
      env: {
        ...env,
        ROOT_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
        ROOT_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
      },
      logFile: path.join(peerCacheDir(env), 'logs', `versitygw-${port}.log`),
    },
  );
  const url = `http://127.0.0.1:${port}`;
  // Any answer (403 without a signature) means it listens.
  await waitUntilReady('versitygw', child, async () => (await fetch(url)).status > 0, { timeoutMs: 30_000 });
  return {
    url,
    async stop() {
      await child.stop(3_000);
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** A new empty bucket in the store at `url`, and the settings of the S3 FileStore on it. */
export async function newBucket(url: string): Promise<S3Settings> {
  const settings: S3Settings = {
    endpoint: url,
    bucket: `rental-${randomUUID()}`,
    region: 'us-east-1',
    credentials: S3_TEST_CREDENTIALS,
    forcePathStyle: true,
  };
  const client = s3Client(settings);
  try {
    await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  } finally {
    client.destroy();
  }
  return settings;
}

/** The environment of a process whose FileStore is that bucket (adapters/main/config.ts). */
export function s3Env(settings: S3Settings): Record<string, string> {
  return {
    FILE_STORE: 's3',
    S3_ENDPOINT: settings.endpoint!,
    S3_BUCKET: settings.bucket,
    S3_REGION: settings.region,
    S3_ACCESS_KEY_ID: settings.credentials!.accessKeyId,
    S3_SECRET_ACCESS_KEY: settings.credentials!.secretAccessKey,
  };
}

/** The global setup's store: S3_TEST_URL as given, else a versitygw from the cache; what is missing otherwise. */
export async function testS3Store(
  env: NodeJS.ProcessEnv,
  hint: string,
): Promise<{ url?: string; stop?: () => Promise<void>; missing?: string }> {
  if (env.S3_TEST_URL) return { url: env.S3_TEST_URL };
  const binary = findVersityGw(env);
  if (!binary)
    return { missing: `versitygw: no S3_TEST_URL and no versitygw binary (VERSITYGW_PATH, PATH, cache); ${hint}` };
  const started = Date.now();
  const store = await startVersityGw(binary, env);
  console.log(`peers: versitygw ${binary} listening on ${store.url} (ready in ${Date.now() - started} ms)`);
  return store;
}
