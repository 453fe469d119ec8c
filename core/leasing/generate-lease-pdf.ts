// POST /leases/{lease_id}/pdf (spec, Lease PDFs): the lease contract rendered through the cache,
// either streamed (shape B) or recorded as a generated lease PDF (shape A).
import type { Store } from '../ports/store.js';
import { Lease } from './lease.js';
import { buildLeaseContract, type LeaseContractOptions } from './lease-contract/document.js';
import type { LeaseContractVariables, MissingMention } from './lease-contract/facts.js';
import { loadLeaseContractFacts } from './lease-contract/load-facts.js';
import { LeasePdf, type PdfTemplateType, leasePdfStorageKey } from './lease-pdf.js';
import { canonicalJson } from './pdf-cache.js';
import { type PdfRenderDeps, type RenderedPdf, pdfRenderCache } from './pdf-render-cache.js';
import { type PdfTemplate, templateFor } from './pdf-templates.js';

export interface LeasePdfRequest {
  template_type: PdfTemplateType;
  template_id?: string;
  variables?: LeaseContractVariables;
  options?: LeaseContractOptions;
}

export interface GeneratedPdf extends RenderedPdf {
  template: PdfTemplate;
  missing: MissingMention[];
  /** Milliseconds spent loading the facts and building the document. */
  timings: RenderedPdf['timings'] & { facts: number };
}

/** The variables and options with their defaults, so that `{}` and the defaults spelled out are the same data. */
function withDefaults(request: LeasePdfRequest) {
  return {
    variables: { include_tenant_info: true, include_amendments: false, ...request.variables },
    options: { page_numbers: true, signature_blocks: true, ...request.options },
  };
}

export function leasePdfGeneration(store: Store, deps: PdfRenderDeps) {
  const cache = pdfRenderCache(store, deps);

  async function render(leaseId: string, request: LeasePdfRequest): Promise<GeneratedPdf & { lease: Lease }> {
    const started = deps.clock.now().getTime();
    const lease = await store.repo(Lease).get(leaseId);
    const template = templateFor(request.template_type, request.template_id);
    const facts = await loadLeaseContractFacts(store, leaseId);
    const { variables, options } = withDefaults(request);
    const built = buildLeaseContract(facts, variables, options);
    // The amendments only count when the document lists them.
    const data = { facts: variables.include_amendments ? facts : { ...facts, amendments: [] }, variables, options };
    const dataSha256 = deps.inspector.sha256(new TextEncoder().encode(canonicalJson(data)));
    const factsTime = deps.clock.now().getTime() - started;
    const rendered = await cache.render(lease.tenant_id, template, dataSha256, built.document);
    return { ...rendered, lease, template, missing: built.missing, timings: { ...rendered.timings, facts: factsTime } };
  }

  return {
    /** Shape B: the PDF bytes, from the cache when the same data was rendered before. */
    render,
    /**
     * Shape A: renders (through the cache), then records the PDF with its own copy of the bytes, so
     * that clearing the cache never takes a recorded PDF's file. A failed insert removes the file.
     */
    async record(leaseId: string, request: LeasePdfRequest): Promise<{ pdf: LeasePdf; generated: GeneratedPdf }> {
      const generated = await render(leaseId, request);
      const pdf = Object.assign(new LeasePdf(), {
        id: deps.ids.next(),
        tenant_id: generated.lease.tenant_id,
        lease_id: leaseId,
        template_id: generated.template.id,
        template_type: generated.template.type,
        template_version: generated.template.version,
        file_size: generated.bytes.byteLength,
        pages: generated.pages,
        sha256: generated.sha256,
        custom_variables: request.variables ?? null,
      });
      pdf.storage_key = leasePdfStorageKey(pdf);
      await deps.files.put(pdf.storage_key, generated.bytes, 'application/pdf');
      try {
        store.repo(LeasePdf).persist(pdf);
        await store.flush();
      } catch (error) {
        await deps.files.delete(pdf.storage_key);
        throw error;
      }
      return { pdf, generated };
    },
  };
}
