// Amendment documents: uploaded like lease documents (core/shared/uploads.ts: size, sniffed type,
// safe name, file then row), each addition written to the history.
import type { FileInspector } from '../ports/file-inspector.js';
import type { Store } from '../ports/store.js';
import { type ListInput, pageRequest } from '../shared/crud.js';
import { definedCriteria } from '../shared/criteria.js';
import { ConflictError, NotFoundError } from '../shared/errors.js';
import { inspectUpload, storeThenRecord } from '../shared/uploads.js';
import { type Amendment, AmendmentDocument } from './amendment.js';
import type { AmendmentStatus } from '../../contract/vocabulary/amendments.js';
import { amendmentOf, childOf } from './access.js';
import type { AmendmentActor, AmendmentDeps } from './deps.js';
import { recordChange } from './history.js';
import { assertDraft } from './status-machine.js';

/** Documents join an amendment until it is over (a signed scan arrives while PENDING_SIGNATURE). */
const CLOSED: readonly AmendmentStatus[] = ['ACTIVE', 'REJECTED', 'CANCELLED', 'EXPIRED'];

export interface AmendmentUpload {
  document_type: string;
  description?: string | null;
  file_name: string;
  bytes: Uint8Array;
}

function assertOpen(amendment: Amendment): void {
  if (CLOSED.includes(amendment.status)) {
    throw new ConflictError(`A ${amendment.status} amendment takes no more documents`, [], {
      current_status: amendment.status,
    });
  }
}

export function amendmentDocumentUseCases(
  store: Store,
  deps: Pick<AmendmentDeps, 'clock' | 'ids' | 'files'> & { inspector: FileInspector },
  actor: AmendmentActor,
) {
  async function get(leaseId: string, amendmentId: string, documentId: string) {
    const { amendment } = await amendmentOf(store, leaseId, amendmentId);
    return childOf(store, AmendmentDocument, amendment, documentId, 'amendment document');
  }
  return {
    async list(leaseId: string, amendmentId: string, input: ListInput & { document_type?: string }) {
      const { amendment } = await amendmentOf(store, leaseId, amendmentId);
      return store
        .repo(AmendmentDocument)
        .list(
          { amendment_id: amendment.id, ...definedCriteria({ document_type: input.document_type }) },
          pageRequest(input),
        );
    },
    get,
    async upload(leaseId: string, amendmentId: string, upload: AmendmentUpload): Promise<AmendmentDocument> {
      const { lease, amendment } = await amendmentOf(store, leaseId, amendmentId);
      assertOpen(amendment);
      const facts = await inspectUpload(upload.bytes, upload.file_name, deps.inspector, 'an amendment document');
      const id = deps.ids.next();
      const key = `${lease.tenant_id}/${lease.id}/amendments/${amendment.id}/${id}`;
      const document = Object.assign(new AmendmentDocument(), {
        id,
        amendment_id: amendment.id,
        lease_id: lease.id,
        document_type: upload.document_type,
        description: upload.description ?? null,
        ...facts,
        storage_key: key,
      });
      return storeThenRecord(deps.files, { key, bytes: upload.bytes, contentType: facts.content_type }, () =>
        store.transaction(async (tx) => {
          const locked = (await amendmentOf(tx, leaseId, amendmentId, { lock: true })).amendment;
          assertOpen(locked);
          tx.repo(AmendmentDocument).persist(document);
          recordChange(tx, deps.clock, locked, actor.keyId, {
            change_type: 'DOCUMENT_ADDITION',
            previous_values: null,
            new_values: { document_id: id, document_type: document.document_type, file_name: document.file_name },
          });
          return document;
        }),
      );
    },
    async download(leaseId: string, amendmentId: string, documentId: string) {
      const document = await get(leaseId, amendmentId, documentId);
      const content = await deps.files.open(document.storage_key);
      if (!content) throw new NotFoundError('file of amendment document', documentId);
      return { document, content };
    },
    async update(
      leaseId: string,
      amendmentId: string,
      documentId: string,
      patch: { document_type?: string; description?: string | null },
    ) {
      const { amendment } = await amendmentOf(store, leaseId, amendmentId);
      assertDraft(amendment.status, 'edited');
      const document = await childOf(store, AmendmentDocument, amendment, documentId, 'amendment document');
      if (patch.document_type !== undefined) document.document_type = patch.document_type;
      if (patch.description !== undefined) document.description = patch.description;
      await store.flush();
      return document;
    },
  };
}
