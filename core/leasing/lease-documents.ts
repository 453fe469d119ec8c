// Lease documents (spec, Lease documents): uploaded files whose bytes go to the FileStore port.
import { type ListInput, pageRequest } from '../shared/crud.js';
import { NotFoundError } from '../shared/errors.js';
import { inspectUpload, storeThenRecord } from '../shared/uploads.js';
import type { Ids } from '../ports/ids.js';
import { type Store } from '../ports/store.js';
import { definedCriteria } from '../shared/criteria.js';
import { Lease, LeaseDocument } from './lease.js';
import type { FileInspector } from '../ports/file-inspector.js';
import type { FileStore, FileStream } from '../ports/file-store.js';

/** The document_type under which the signed lease PDF is kept; the tenant portal serves it. */
export const SIGNED_LEASE_DOCUMENT_TYPE = 'SignedLease';

export interface Upload {
  document_type: string;
  description?: string | null;
  file_name: string;
  bytes: Uint8Array;
}

export interface DocumentListInput extends ListInput {
  document_type?: string;
}

export function leaseDocumentUseCases(store: Store, deps: { files: FileStore; inspector: FileInspector; ids: Ids }) {
  const documents = store.repo(LeaseDocument);

  async function get(leaseId: string, documentId: string): Promise<LeaseDocument> {
    await store.repo(Lease).get(leaseId);
    const document = await documents.find(documentId);
    if (!document || document.lease_id !== leaseId) throw new NotFoundError('lease document', documentId);
    return document;
  }

  return {
    async list(leaseId: string, input: DocumentListInput) {
      await store.repo(Lease).get(leaseId);
      return documents.list(
        { lease_id: leaseId, ...definedCriteria({ document_type: input.document_type }) },
        pageRequest(input),
      );
    },
    get,
    /**
     * Checks the file, writes it, then inserts its row; when the insert fails the file is removed,
     * so a failed upload leaves neither a row nor a file.
     */
    async upload(leaseId: string, upload: Upload): Promise<LeaseDocument> {
      const lease = await store.repo(Lease).get(leaseId);
      const facts = await inspectUpload(upload.bytes, upload.file_name, deps.inspector, 'a lease document');
      const id = deps.ids.next();
      const key = `${lease.tenant_id}/${lease.id}/${id}`;
      const document = Object.assign(new LeaseDocument(), {
        id,
        lease_id: lease.id,
        document_type: upload.document_type,
        description: upload.description ?? null,
        ...facts,
        storage_key: key,
      });
      return storeThenRecord(deps.files, { key, bytes: upload.bytes, contentType: facts.content_type }, async () => {
        documents.persist(document);
        await store.flush();
        return document;
      });
    },
    /** The document and its file, streamed; a row whose file is gone is reported missing rather than served empty. */
    async download(leaseId: string, documentId: string): Promise<{ document: LeaseDocument; content: FileStream }> {
      const document = await get(leaseId, documentId);
      const content = await deps.files.open(document.storage_key);
      if (!content) throw new NotFoundError('file of lease document', documentId);
      return { document, content };
    },
    async update(leaseId: string, documentId: string, patch: { document_type?: string; description?: string | null }) {
      const document = await get(leaseId, documentId);
      if (patch.document_type !== undefined) document.document_type = patch.document_type;
      if (patch.description !== undefined) document.description = patch.description;
      await store.flush();
      return document;
    },
    /** Removes the row, then the file. */
    async remove(leaseId: string, documentId: string): Promise<void> {
      const document = await get(leaseId, documentId);
      documents.remove(document);
      await store.flush();
      await deps.files.delete(document.storage_key);
    },
  };
}
