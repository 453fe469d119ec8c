// Media use cases: upload (checked by content), list, metadata, download by id, delete.
import type { FileInspector } from '../ports/file-inspector.js';
import type { FileStore, FileStream } from '../ports/file-store.js';
import type { Ids } from '../ports/ids.js';
import type { Store } from '../ports/store.js';
import { Lease } from '../leasing/lease.js';
import { Estate } from '../property/estate.js';
import { type ListInput, pageRequest, requireReference } from '../shared/crud.js';
import { definedCriteria, rangeCriteria } from '../shared/criteria.js';
import { NotFoundError } from '../shared/errors.js';
import { inspectUpload, storeThenRecord } from '../shared/uploads.js';
import { Media } from './media.js';

/** What the media use cases are built from. */
export interface MediaDeps {
  files: FileStore;
  inspector: FileInspector;
  ids: Ids;
}

export interface NewMedia {
  file_name: string;
  bytes: Uint8Array;
  description?: string | null;
  lease_id?: string | null;
  estate_id?: string | null;
}

export interface MediaListInput extends ListInput {
  lease_id?: string;
  estate_id?: string;
  content_type?: string;
  created_at_from?: string;
  created_at_to?: string;
}

/** Where a tenant's media file is kept: made of ids only, never of caller input. */
export const mediaStorageKey = (tenantId: string, id: string) => `${tenantId}/media/${id}`;

export function mediaUseCases(store: Store, deps: MediaDeps) {
  const media = store.repo(Media);

  /**
   * 413/415 first, then the references (404 naming the field), then the file, then the row; a
   * failed insert removes the file. The tenant is the store's (the lease's when one is named).
   */
  async function upload(input: NewMedia, tenantId: string): Promise<Media> {
    const facts = await inspectUpload(input.bytes, input.file_name, deps.inspector);
    if (input.lease_id) await requireReference(store, Lease, input.lease_id, 'lease_id');
    if (input.estate_id) await requireReference(store, Estate, input.estate_id, 'estate_id');
    const id = deps.ids.next();
    const record = Object.assign(new Media(), {
      id,
      lease_id: input.lease_id ?? null,
      estate_id: input.estate_id ?? null,
      description: input.description ?? null,
      ...facts,
      storage_key: mediaStorageKey(tenantId, id),
    });
    return storeThenRecord(
      deps.files,
      { key: record.storage_key, bytes: input.bytes, contentType: facts.content_type },
      async () => {
        media.persist(record);
        await store.flush();
        return record;
      },
    );
  }

  return {
    upload,
    list: (input: MediaListInput) =>
      media.list(
        {
          ...definedCriteria({
            lease_id: input.lease_id,
            estate_id: input.estate_id,
            content_type: input.content_type,
          }),
          ...rangeCriteria(
            'created_at',
            input.created_at_from && new Date(`${input.created_at_from}T00:00:00Z`),
            input.created_at_to && new Date(`${input.created_at_to}T23:59:59.999Z`),
          ),
        },
        pageRequest(input),
      ),
    get: (id: string) => media.get(id),
    /** The record and its file, streamed; a row whose file is gone is reported missing rather than served empty. */
    async download(id: string): Promise<{ media: Media; content: FileStream }> {
      const record = await media.get(id);
      const content = await deps.files.open(record.storage_key);
      if (!content) throw new NotFoundError('file of media', id);
      return { media: record, content };
    },
    /** Removes the row (refused while a report, notice or annex uses it), then the file. */
    async remove(id: string): Promise<void> {
      const record = await media.get(id);
      media.remove(record);
      await store.flush();
      await deps.files.delete(record.storage_key);
    },
  };
}

/** Loads media a body names, each in the caller's tenant (404 naming the field otherwise). */
export async function requireMedia(store: Store, ids: readonly string[], field: string): Promise<Media[]> {
  return Promise.all(ids.map((id, index) => requireReference(store, Media, id, `${field}.${index}`)));
}
