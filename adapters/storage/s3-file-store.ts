// FileStore on an S3-compatible object store (AWS S3, versitygw, MinIO, Garage, Ceph ...), chosen by
// FILE_STORE=s3 (docs/decisions.md 182): every API process and worker then reads the same files.
// Objects are named by the service's own keys (tenant first), checked as on the local disk; an
// upload's type and size are checked before any adapter is called (core/shared/uploads.ts).
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FileStore, FileStream } from '../../core/ports/file-store.js';
import { checkedKey } from './file-key.js';

export interface S3Settings {
  /** Where the store answers (S3_ENDPOINT); AWS S3 of the region when absent. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; the SDK's default chain (AWS_* variables, roles) when absent. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Bucket in the path (`endpoint/bucket/key`) rather than in the host name: what most self-hosted stores take. */
  forcePathStyle: boolean;
}

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where the operation requires one: the SDK's newer default (a CRC on every
    // request and answer) is refused by several S3-compatible stores.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const missing = (error: unknown) =>
  error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

export class S3FileStore implements FileStore {
  constructor(
    private readonly client: S3Client,
    readonly bucket: string,
  ) {}

  /** Throws, saying why, when the bucket cannot be reached with these settings (a start-up check). */
  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  /** One request whose body is the caller's bytes as they are; the store keeps the object whole or not at all. */
  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: checkedKey(key),
        Body: bytes,
        ContentLength: bytes.byteLength,
        ContentType: contentType,
      }),
    );
  }

  async get(key: string): Promise<Uint8Array | null> {
    const object = await this.open(key);
    if (!object) return null;
    const chunks: Uint8Array[] = [];
    for await (const chunk of object.body) chunks.push(chunk);
    return Buffer.concat(chunks);
  }

  /** The object's body as the connection delivers it, never held whole. */
  async open(key: string): Promise<FileStream | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
      return { size: object.ContentLength ?? 0, body: object.Body as Readable };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
  }
}
