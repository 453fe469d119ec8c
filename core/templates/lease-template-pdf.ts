// POST /leases/{lease_id}/pdf with a template_id of the catalogue or of the account (spec, Lease
// PDFs shape B; docs/decisions.md 255): the template's published version over the lease's facts,
// printed through the lease PDF cache; without a template_id, the account's default template of the
// type when it has one. The cache key carries the template's id and version, so a
// new version renders anew and a PDF of an older one regenerates from the same text.
import { PDF_TEMPLATE_IDS, type PdfTemplateType } from '../../contract/vocabulary/leasing.js';
import { Lease } from '../leasing/lease.js';
import type { LeasePdf } from '../leasing/pdf/lease-pdf.js';
import { type GeneratedPdf, pdfGeneration } from '../leasing/pdf/pdf-generation.js';
import type { Store } from '../ports/store.js';
import { BusinessRuleError } from '../shared/errors.js';
import type { TemplatesDeps } from './deps.js';
import { checkValues, leaseTemplateValues } from './lease-data.js';
import { pdfTypeOf, templateRenderer, templateSource } from './render.js';
import { DocumentTemplate } from './template.js';

export interface TemplateLeasePdfRequest {
  template_id: string;
  template_type: PdfTemplateType;
  /** A version of the account's template; its last published one when absent. */
  template_version?: number;
  /** Values of the type's own variables (receipt.period_start ...). */
  values?: Record<string, unknown>;
}

const BUILT_IN: ReadonlySet<string> = new Set(Object.values(PDF_TEMPLATE_IDS));

/**
 * The template a lease PDF prints: the one named (of the catalogue or of the account), else the
 * account's published default of the type; null for the built-in builder (a built-in id, or no default).
 */
export async function leaseTemplateChoice(
  store: Store,
  named: string | undefined,
  type: PdfTemplateType,
): Promise<string | null> {
  if (named !== undefined) return BUILT_IN.has(named) ? null : named;
  // An amendment is printed under its amendment (docs/decisions.md 147), with the built-in builder.
  if (type === 'Amendment') return null;
  const fallback = await store.repo(DocumentTemplate).findOne({ type, is_default: true, status: 'PUBLISHED' });
  return fallback?.id ?? null;
}

export function templateLeasePdfs(store: Store, deps: TemplatesDeps) {
  const generation = pdfGeneration(store, deps);
  const renderer = templateRenderer(store, deps);

  async function render(leaseId: string, request: TemplateLeasePdfRequest): Promise<GeneratedPdf & { lease: Lease }> {
    const started = deps.clock.now().getTime();
    const lease = await store.repo(Lease).get(leaseId);
    const source = await templateSource(store, request.template_id, request.template_version);
    if (pdfTypeOf(source.type) !== request.template_type)
      throw new BusinessRuleError(`Template ${source.id} is a ${source.type}, not a ${request.template_type}`, [
        { path: 'template_id', message: `a ${source.type} template`, code: 'template_type_mismatch' },
      ]);
    checkValues(source.type, request.values ?? {});
    const today = deps.clock.now().toISOString().slice(0, 10);
    const { values } = await leaseTemplateValues(store, leaseId, today, request.values);
    const template = { id: source.id, type: pdfTypeOf(source.type), version: source.version, name: source.name };
    const built = { document: { draw: () => renderer.pdf(source, values) }, missing: [] };
    const data = { template_id: source.id, template_type: source.type, version: source.version, values };
    return { ...(await generation.render(lease.tenant_id, template, built, data, started)), lease };
  }

  return {
    render,
    async record(
      leaseId: string,
      request: TemplateLeasePdfRequest,
    ): Promise<{ pdf: LeasePdf; generated: GeneratedPdf }> {
      const generated = await render(leaseId, request);
      const owner = { tenant_id: generated.lease.tenant_id, lease_id: leaseId, amendment_id: null };
      const pdf = await generation.record(owner, generated, request.values ?? null);
      return { pdf, generated };
    },
  };
}
