// What every generated PDF of a lease shares (spec, "Generated lease PDF record"): a built document
// rendered through the content-addressed cache, keyed by its template and the data it was built
// from, and recorded with its own copy of the bytes. The lease contract (generate-lease-pdf.ts) and
// an amendment (core/amendments/amendment-pdf.ts) go through it.
import type { PrintableDocument } from '../../ports/pdf-renderer.js';
import type { Store } from '../../ports/store.js';
import type { MissingMention } from './lease-contract/facts.js';
import { LeasePdf, leasePdfStorageKey } from './lease-pdf.js';
import { canonicalJson } from './pdf-cache.js';
import { type PdfDrawing, type PdfRenderDeps, type RenderedPdf, pdfRenderCache } from './pdf-render-cache.js';
import type { PdfTemplate } from './pdf-templates.js';

export interface GeneratedPdf extends RenderedPdf {
  template: PdfTemplate;
  missing: MissingMention[];
  /** Hex SHA-256 of the canonical data the document was built from. */
  dataSha256: string;
  /** Milliseconds spent loading the facts and building the document. */
  timings: RenderedPdf['timings'] & { facts: number };
}

export interface BuiltDocument {
  document: PrintableDocument;
  missing: MissingMention[];
}

/** A document printed another way than through the model: a template's HTML (core/templates). */
export interface DrawnDocument {
  document: PdfDrawing;
  missing: MissingMention[];
}

/** Whose PDF it is: the lease, and the amendment it states if any. */
export interface PdfOwner {
  tenant_id: string;
  lease_id: string;
  amendment_id: string | null;
}

/** Hex SHA-256 of the canonical JSON of the data a document is built from (docs/decisions.md 63). */
export function dataSha256(deps: Pick<PdfRenderDeps, 'inspector'>, data: unknown): string {
  return deps.inspector.sha256(new TextEncoder().encode(canonicalJson(data)));
}

export function pdfGeneration(store: Store, deps: PdfRenderDeps) {
  const cache = pdfRenderCache(store, deps);
  return {
    /** The PDF of `built`, from the cache when the same template and `data` were rendered before; `started` is when loading began. */
    async render(
      tenantId: string,
      template: PdfTemplate,
      built: BuiltDocument | DrawnDocument,
      data: unknown,
      started: number,
    ): Promise<GeneratedPdf> {
      const dataHash = dataSha256(deps, data);
      const factsTime = deps.clock.now().getTime() - started;
      const rendered = await cache.render(tenantId, template, dataHash, built.document);
      return {
        ...rendered,
        template,
        missing: built.missing,
        dataSha256: dataHash,
        timings: { ...rendered.timings, facts: factsTime },
      };
    },
    /**
     * Records a rendered PDF with its own copy of the bytes, so that clearing the cache never takes
     * a recorded PDF's file. A failed insert removes the file.
     */
    async record(
      owner: PdfOwner,
      generated: GeneratedPdf,
      variables: Record<string, unknown> | null,
    ): Promise<LeasePdf> {
      const pdf = Object.assign(new LeasePdf(), {
        id: deps.ids.next(),
        ...owner,
        template_id: generated.template.id,
        template_type: generated.template.type,
        template_version: generated.template.version,
        file_size: generated.bytes.byteLength,
        pages: generated.pages,
        sha256: generated.sha256,
        data_sha256: generated.dataSha256,
        custom_variables: variables,
      });
      pdf.storage_key = leasePdfStorageKey(pdf);
      await deps.files.put(pdf.storage_key, generated.bytes, 'application/pdf');
      try {
        await store.transaction(async (tx) => {
          tx.repo(LeasePdf).persist(pdf);
          await deps.quota.assertWithinLimit(tx, owner.tenant_id, 'documents_per_month');
        });
      } catch (error) {
        await deps.files.delete(pdf.storage_key);
        throw error;
      }
      return pdf;
    },
  };
}
