// Renders through the content-addressed cache (core/leasing/pdf/pdf-cache.ts): a second render of the
// same template and data is a HIT served from the FileStore without calling the renderer; a MISS is
// kept by keep-rendered-pdf.
import type { Clock } from '../../ports/clock.js';
import type { FileInspector } from '../../ports/file-inspector.js';
import type { FileStore } from '../../ports/file-store.js';
import type { Ids } from '../../ports/ids.js';
import { PdfRenderError, type PdfReader, type PdfRenderer, type PrintableDocument } from '../../ports/pdf-renderer.js';
import type { Quota } from '../../ports/quota.js';
import type { Store } from '../../ports/store.js';
import { UnavailableError } from '../../shared/errors.js';
import { keepRenderedPdf } from './keep-rendered-pdf.js';
import { PdfCacheEntry, lockedCounters, pdfCacheKey } from './pdf-cache.js';
import type { PdfTemplate } from './pdf-templates.js';

export interface PdfRenderDeps {
  clock: Clock;
  ids: Ids;
  files: FileStore;
  inspector: Pick<FileInspector, 'sha256'>;
  renderer: PdfRenderer;
  pdfReader: PdfReader;
  /** The plan's limit on documents generated per period (a recorded PDF counts). */
  quota: Quota;
}

/** A document printed another way than through the document model: a template's HTML (core/templates). */
export interface PdfDrawing {
  draw(): Promise<Uint8Array>;
}

export interface RenderedPdf {
  bytes: Uint8Array;
  pages: number;
  sha256: string;
  cache: 'HIT' | 'MISS';
  /** Milliseconds spent looking up the cache and rendering (0 on a hit). */
  timings: { cache: number; render: number };
}

export function pdfRenderCache(store: Store, deps: PdfRenderDeps) {
  const elapsed = (since: number) => deps.clock.now().getTime() - since;

  async function hit(entry: PdfCacheEntry): Promise<Uint8Array | null> {
    const bytes = await deps.files.get(entry.storage_key);
    if (!bytes) return null;
    await store.transaction(async (tx) => {
      const counters = await lockedCounters(tx);
      counters.hits += 1;
      const current = await tx.repo(PdfCacheEntry).find(entry.id);
      if (current) {
        current.hits += 1;
        current.last_hit_at = deps.clock.now();
      }
    });
    return bytes;
  }

  async function draw(document: PrintableDocument | PdfDrawing): Promise<Uint8Array> {
    try {
      return 'draw' in document ? await document.draw() : await deps.renderer.render(document);
    } catch (error) {
      if (!(error instanceof PdfRenderError)) throw error;
      throw new UnavailableError(`The PDF renderer (${deps.renderer.kind}) failed: ${error.message}`);
    }
  }

  return {
    /** The PDF of the document, from the cache when the same template and data were rendered before. */
    async render(
      tenantId: string,
      template: PdfTemplate,
      dataSha256: string,
      document: PrintableDocument | PdfDrawing,
    ): Promise<RenderedPdf> {
      const key = pdfCacheKey(template, dataSha256);
      const started = deps.clock.now().getTime();
      const entry = await store.repo(PdfCacheEntry).findOne({ cache_key: key });
      const cached = entry ? await hit(entry) : null;
      if (entry && cached)
        return {
          bytes: cached,
          pages: entry.pages,
          sha256: entry.sha256,
          cache: 'HIT',
          timings: { cache: elapsed(started), render: 0 },
        };
      const cacheTime = elapsed(started);
      const renderStarted = deps.clock.now().getTime();
      const bytes = await draw(document);
      const rendered = { bytes, pages: await deps.pdfReader.pageCount(bytes), sha256: deps.inspector.sha256(bytes) };
      const renderTime = elapsed(renderStarted);
      await keepRenderedPdf(store, deps, tenantId, key, template, entry, rendered);
      return { ...rendered, cache: 'MISS', timings: { cache: cacheTime, render: renderTime } };
    },
  };
}
