// A fresh render into the content-addressed cache (core/leasing/pdf/pdf-cache.ts): its file in the
// FileStore, its entry and the cache counters in one transaction.
import type { FileStore } from '../../ports/file-store.js';
import type { Ids } from '../../ports/ids.js';
import type { Store } from '../../ports/store.js';
import { PdfCacheEntry, lockedCounters } from './pdf-cache.js';
import type { PdfTemplate } from './pdf-templates.js';

/**
 * Stores a fresh render under the counters lock. An entry that appeared meanwhile (a concurrent
 * render of the same data) is kept and this render's file dropped; an entry whose file had gone
 * takes the new file. Files are removed after the commit, never before.
 */
export async function keepRenderedPdf(
  store: Store,
  deps: { ids: Ids; files: FileStore },
  tenantId: string,
  key: string,
  template: PdfTemplate,
  stale: PdfCacheEntry | null,
  rendered: { bytes: Uint8Array; pages: number; sha256: string },
): Promise<void> {
  const id = deps.ids.next();
  const storageKey = `${tenantId}/pdf-cache/${id}`;
  await deps.files.put(storageKey, rendered.bytes, 'application/pdf');
  let unused: string | null = storageKey;
  try {
    await store.transaction(async (tx) => {
      const counters = await lockedCounters(tx);
      counters.misses += 1;
      const entries = tx.repo(PdfCacheEntry);
      const existing = await entries.findOne({ cache_key: key });
      if (existing && existing.id !== stale?.id) return;
      const size = rendered.bytes.byteLength;
      const entry =
        existing ??
        Object.assign(new PdfCacheEntry(), {
          id,
          cache_key: key,
          template_type: template.type,
          template_version: template.version,
        });
      counters.entries += existing ? 0 : 1;
      counters.bytes += size - (existing?.file_size ?? 0);
      unused = existing ? existing.storage_key : null;
      Object.assign(entry, {
        storage_key: storageKey,
        file_size: size,
        pages: rendered.pages,
        sha256: rendered.sha256,
      });
      if (!existing) entries.persist(entry);
    });
  } catch (error) {
    await deps.files.delete(storageKey);
    throw error;
  }
  if (unused) await deps.files.delete(unused);
}
