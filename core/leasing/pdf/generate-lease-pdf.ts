// POST /leases/{lease_id}/pdf (spec, Lease PDFs): the lease contract rendered through the cache,
// either streamed (shape B) or recorded as a generated lease PDF (shape A).
import type { Store } from '../../ports/store.js';
import { BusinessRuleError } from '../../shared/errors.js';
import { Lease } from '../lease.js';
import { buildLeaseContract, type LeaseContractOptions } from './lease-contract/document.js';
import type { LeaseContractVariables } from './lease-contract/facts.js';
import { loadLeaseContractFacts } from './lease-contract/load-facts.js';
import type { PdfTemplateType } from '../../../contract/vocabulary/leasing.js';
import type { LeasePdf } from './lease-pdf.js';
import { type GeneratedPdf, pdfGeneration } from './pdf-generation.js';
import type { PdfRenderDeps } from './pdf-render-cache.js';
import { type PdfTemplate, templateFor } from './pdf-templates.js';

export interface LeasePdfRequest {
  template_type: PdfTemplateType;
  template_id?: string;
  variables?: LeaseContractVariables;
  options?: LeaseContractOptions;
}

/** The variables and options with their defaults, so that `{}` and the defaults spelled out are the same data. */
function withDefaults(request: LeasePdfRequest) {
  return {
    variables: { include_tenant_info: true, include_amendments: false, ...request.variables },
    options: { page_numbers: true, signature_blocks: true, ...request.options },
  };
}

/** This path renders the lease contract; an amendment has its own (docs/decisions.md 147). */
function leaseTemplate(request: LeasePdfRequest): PdfTemplate {
  const template = templateFor(request.template_type, request.template_id);
  if (template.type === 'LeaseContract') return template;
  throw new BusinessRuleError(
    `An ${template.type} PDF states one amendment: generate it at POST /leases/{lease_id}/amendments/{amendment_id}/pdf`,
    [{ path: 'template_type', message: `${template.type} is rendered under its amendment`, code: 'no_template' }],
  );
}

export function leasePdfGeneration(store: Store, deps: PdfRenderDeps) {
  const generation = pdfGeneration(store, deps);

  async function render(leaseId: string, request: LeasePdfRequest): Promise<GeneratedPdf & { lease: Lease }> {
    const started = deps.clock.now().getTime();
    const lease = await store.repo(Lease).get(leaseId);
    const template = leaseTemplate(request);
    const facts = await loadLeaseContractFacts(store, leaseId);
    const { variables, options } = withDefaults(request);
    const built = buildLeaseContract(facts, variables, options);
    // The amendments only count when the document lists them.
    const data = { facts: variables.include_amendments ? facts : { ...facts, amendments: [] }, variables, options };
    return { ...(await generation.render(lease.tenant_id, template, built, data, started)), lease };
  }

  return {
    /** Shape B: the PDF bytes, from the cache when the same data was rendered before. */
    render,
    /** Shape A: renders (through the cache), then records the PDF. */
    async record(leaseId: string, request: LeasePdfRequest): Promise<{ pdf: LeasePdf; generated: GeneratedPdf }> {
      const generated = await render(leaseId, request);
      const owner = { tenant_id: generated.lease.tenant_id, lease_id: leaseId, amendment_id: null };
      const pdf = await generation.record(owner, generated, (request.variables as Record<string, unknown>) ?? null);
      return { pdf, generated };
    },
  };
}
