// Lease PDFs (contract/leasing/lease-pdfs.ts) and the cache of renders (contract/leasing/pdf-cache.ts).
import { initServer } from '@ts-rest/express';
import type { Request } from 'express';
import { contract } from '../../../../contract/index.js';
import type { LeasingDeps } from '../../../../core/leasing/deps.js';
import { type LeasePdfRequest, leasePdfGeneration } from '../../../../core/leasing/pdf/generate-lease-pdf.js';
import { leasePdfUseCases } from '../../../../core/leasing/pdf/lease-pdfs.js';
import { pdfCacheUseCases } from '../../../../core/leasing/pdf/pdf-cache-use-cases.js';
import { ValidationError } from '../../../../core/shared/errors.js';
import type { TemplatesDeps } from '../../../../core/templates/deps.js';
import { leaseTemplateChoice, templateLeasePdfs } from '../../../../core/templates/lease-template-pdf.js';
import { type HasContext, storeOf } from '../../context.js';
import { paged, wire } from '../../wire.js';
import { download, generatedWire, pdfBody, pdfWire, renderHeaders } from '../../pdf-wire.js';

const s = initServer();

type GenerateBody = (typeof contract.leasePdfs.generate.body)['_output'];

function pdfRequest(body: GenerateBody): LeasePdfRequest {
  const variables = {
    ...(body.include_amendments !== undefined ? { include_amendments: body.include_amendments } : {}),
    ...(body.include_tenant_info !== undefined ? { include_tenant_info: body.include_tenant_info } : {}),
    ...body.data,
  };
  return {
    template_type: body.template_type,
    template_id: body.template_id,
    variables: Object.keys(variables).length > 0 ? variables : undefined,
    options: body.options,
  };
}

/** Shape B when the body carries `data`, or when the caller prefers application/pdf (contract/leasing/lease-pdfs.ts). */
function wantsBytes(req: Request, body: GenerateBody): boolean {
  return body.data !== undefined || req.accepts(['application/json', 'application/pdf']) === 'application/pdf';
}

/**
 * A template of the catalogue or of the account (named, or the account's default of the type)
 * prints through core/templates (docs/decisions.md 255); null: the built-in builder.
 */
async function templateGeneration(req: HasContext, body: GenerateBody, templates?: TemplatesDeps) {
  if (!templates) return null;
  const templateId = await leaseTemplateChoice(storeOf(req), body.template_id, body.template_type);
  if (templateId === null) return null;
  const generation = templateLeasePdfs(storeOf(req), templates);
  const request = {
    template_id: templateId,
    template_type: body.template_type,
    template_version: body.template_version,
    values: body.values,
  };
  return {
    render: (leaseId: string) => generation.render(leaseId, request),
    record: (leaseId: string) => generation.record(leaseId, request),
  };
}

export function leasePdfsRouter(deps: LeasingDeps, templates?: TemplatesDeps) {
  const pdfs = (req: HasContext) => leasePdfUseCases(storeOf(req), deps);
  const generation = async (req: HasContext, body: GenerateBody) => {
    const request = pdfRequest(body);
    const own = leasePdfGeneration(storeOf(req), deps);
    const custom = await templateGeneration(req, body, templates);
    if (!custom && (body.values !== undefined || body.template_version !== undefined))
      throw new ValidationError('values and template_version go with a template of the catalogue or of the account', [
        {
          path: body.values !== undefined ? 'values' : 'template_version',
          message: 'needs such a template_id',
          code: 'template_required',
        },
      ]);
    return (
      custom ?? {
        render: (leaseId: string) => own.render(leaseId, request),
        record: (leaseId: string) => own.record(leaseId, request),
      }
    );
  };
  return s.router(contract.leasePdfs, {
    generate: async ({ params, body, req, res }) => {
      if (wantsBytes(req as Request, body)) {
        const generated = await (await generation(req, body)).render(params.lease_id);
        renderHeaders(res, generated, deps.renderer.kind);
        return { status: 200, body: pdfBody(res, generated.bytes, `bail-${params.lease_id}.pdf`) };
      }
      const { pdf, generated } = await (await generation(req, body)).record(params.lease_id);
      renderHeaders(res, generated, deps.renderer.kind);
      res.setHeader('Location', pdfWire(pdf).file_path);
      return { status: 201, body: generatedWire(pdf, generated) };
    },
    list: async ({ params, query, req }) => {
      const page = await pdfs(req).list(params.lease_id, query);
      return { status: 200, body: { ...paged(page), data: page.items.map(pdfWire) } };
    },
    download: async ({ params, req, res }) => {
      const { pdf, bytes } = await pdfs(req).bytes(params.pdf_id);
      const answer = download(req as Request, res, pdf, bytes);
      return answer.status === 304 ? { status: 304, body: undefined } : answer;
    },
    remove: async ({ params, req }) => {
      await pdfs(req).remove(params.pdf_id);
      return { status: 204, body: undefined };
    },
  });
}

export function leasePdfCacheRouter(deps: LeasingDeps) {
  const cache = (req: HasContext) => pdfCacheUseCases(storeOf(req), deps);
  return s.router(contract.leasePdfCache, {
    stats: async ({ req }) => ({ status: 200, body: wire(await cache(req).stats()) }),
    clear: async ({ req }) => {
      const cleared = await cache(req).clear();
      return { status: 200, body: { ...cleared, stats: wire(cleared.stats) } };
    },
  });
}
