import { describe, expect, it } from '@jest/globals';
import { Lease, LeaseDocument } from '../../../core/leasing/lease.js';
import { leaseDocumentUseCases } from '../../../core/leasing/lease-documents.js';
import { MAX_UPLOAD_BYTES, acceptedContentType, safeFileName } from '../../../core/shared/uploads.js';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../../../core/shared/errors.js';
import type { FileStore } from '../../../core/ports/file-store.js';
import type { Repository, Store } from '../../../core/ports/store.js';

const inspector = {
  sniff: async (bytes: Uint8Array) =>
    bytes[0] === 0x25 ? 'application/pdf' : bytes[0] === 0x7f ? 'application/x-elf' : undefined,
  sha256: () => 'f'.repeat(64),
};

async function* chunksOf(bytes: Uint8Array) {
  yield bytes;
}

class MemoryFiles implements FileStore {
  readonly files = new Map<string, Uint8Array>();
  async put(key: string, bytes: Uint8Array) {
    this.files.set(key, bytes);
  }
  async get(key: string) {
    return this.files.get(key) ?? null;
  }
  async open(key: string) {
    const bytes = this.files.get(key);
    return bytes ? { size: bytes.byteLength, body: chunksOf(bytes) } : null;
  }
  async delete(key: string) {
    this.files.delete(key);
  }
}

/** A store holding one lease whose flush fails, as a database refusing the insert would. */
function failingStore(lease: Lease): Store {
  const repo = (cls: unknown) =>
    ({
      get: async (id: string) => {
        if (cls === Lease && id === lease.id) return lease;
        throw new Error('not found');
      },
      persist: () => undefined,
    }) as unknown as Repository<never>;
  return {
    repo: repo as Store['repo'],
    transaction: async (work) => work(failingStore(lease)),
    flush: async () => {
      throw new Error('insert refused');
    },
    lockName: async () => undefined,
  };
}

const lease = Object.assign(new Lease(), { id: 'lease-1', tenant_id: 'tenant-1' });
const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]);

describe('lease document upload', () => {
  it('removes the written file when the row cannot be inserted', async () => {
    const files = new MemoryFiles();
    const documents = leaseDocumentUseCases(failingStore(lease), { files, inspector, ids: { next: () => 'doc-1' } });
    await expect(
      documents.upload(lease.id, { document_type: 'LeaseAgreement', file_name: 'a.pdf', bytes: pdf }),
    ).rejects.toThrow('insert refused');
    expect([...files.files.keys()]).toEqual([]);
  });

  it('checks size first, then content', async () => {
    await expect(
      acceptedContentType(new Uint8Array(MAX_UPLOAD_BYTES + 1).fill(0x25), inspector),
    ).rejects.toBeInstanceOf(PayloadTooLargeError);
    await expect(acceptedContentType(new Uint8Array([0x7f, 0x45]), inspector)).rejects.toBeInstanceOf(
      UnsupportedMediaTypeError,
    );
    await expect(acceptedContentType(new Uint8Array([0x00]), inspector)).rejects.toBeInstanceOf(
      UnsupportedMediaTypeError,
    );
    await expect(acceptedContentType(pdf, inspector)).resolves.toBe('application/pdf');
  });

  it('keeps only the base name of an uploaded file, without control characters', () => {
    expect(safeFileName('../../etc/passwd', 'application/pdf')).toBe('passwd');
    expect(safeFileName('C:\\Users\\me\\bail "2025".pdf', 'application/pdf')).toBe('bail 2025.pdf');
    expect(safeFileName('\u0000\u0001', 'image/png')).toBe('document.png');
  });

  it('names the stored file by tenant, lease and document id, never by the caller', async () => {
    const files = new MemoryFiles();
    const persisted: LeaseDocument[] = [];
    const store = {
      repo: () => ({ get: async () => lease, persist: (d: LeaseDocument) => persisted.push(d) }) as never,
      transaction: async () => undefined,
      flush: async () => undefined,
    } as unknown as Store;
    const document = await leaseDocumentUseCases(store, { files, inspector, ids: { next: () => 'doc-2' } }).upload(
      lease.id,
      {
        document_type: 'LeaseAgreement',
        file_name: '../../x.pdf',
        bytes: pdf,
      },
    );
    expect(document).toMatchObject({
      id: 'doc-2',
      storage_key: 'tenant-1/lease-1/doc-2',
      file_name: 'x.pdf',
      content_type: 'application/pdf',
      file_size: 5,
    });
    expect([...files.files.keys()]).toEqual(['tenant-1/lease-1/doc-2']);
    expect(persisted).toEqual([document]);
  });
});
