// The FileStore of a process (API or worker), from FILE_STORE: DATA_DIR/files, or the S3-compatible
// object store every process shares, checked at start (its bucket must exist and be reachable).
// The AWS SDK is loaded only for the object store (6 MB of heap a process would keep for nothing).
import type { FileStore } from '../../core/ports/file-store.js';
import { LocalFileStore } from '../storage/local-file-store.js';
import type { FileStoreSettings } from './config.js';
import { StartupError } from './startup-failure.js';

export async function openFileStore(settings: FileStoreSettings): Promise<FileStore> {
  if (settings.kind === 'local') return new LocalFileStore(settings.dir);
  const { S3FileStore, s3Client } = await import('../storage/s3-file-store.js');
  const store = new S3FileStore(s3Client(settings), settings.bucket);
  try {
    await store.check();
  } catch (error) {
    const where = `bucket ${settings.bucket} at ${settings.endpoint ?? `AWS S3 (${settings.region})`}`;
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const cause = status === 404 ? 'does not exist' : status ? `answers ${status}` : (error as Error).message;
    throw new StartupError(
      `the object store ${where} cannot be used: ${cause}`,
      'create the bucket, or correct S3_ENDPOINT, S3_BUCKET, S3_REGION and the S3 credentials',
    );
  }
  return store;
}
