// The render cache's statistics and its clearing (spec, Leases: GET /leases/cache/stats, POST
// /leases/cache/clear), per tenant.
import type { Clock } from '../../ports/clock.js';
import type { FileStore } from '../../ports/file-store.js';
import type { Store } from '../../ports/store.js';
import { PdfCacheEntry, type PdfCacheStats, cacheStats, countersOf, lockedCounters } from './pdf-cache.js';

export function pdfCacheUseCases(store: Store, deps: { clock: Clock; files: FileStore }) {
  return {
    async stats(): Promise<PdfCacheStats> {
      return cacheStats(await countersOf(store));
    },

    /** Empties the tenant's cache (entries, then their files; recorded PDFs stay) and restarts the counters. */
    async clear(): Promise<{ cleared_entries: number; cleared_bytes: number; stats: PdfCacheStats }> {
      const { entries, counters } = await store.transaction(async (tx) => {
        const locked = await lockedCounters(tx);
        const all = await tx.repo(PdfCacheEntry).findAll({});
        for (const entry of all) tx.repo(PdfCacheEntry).remove(entry);
        Object.assign(locked, { hits: 0, misses: 0, entries: 0, bytes: 0, since: deps.clock.now() });
        return { entries: all, counters: locked };
      });
      for (const entry of entries) await deps.files.delete(entry.storage_key);
      return {
        cleared_entries: entries.length,
        cleared_bytes: entries.reduce((sum, entry) => sum + entry.file_size, 0),
        stats: cacheStats(counters),
      };
    },
  };
}
