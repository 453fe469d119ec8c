// Amendment PDFs (contract/amendments/pdfs.ts): generated through the lease PDF renderer, answered
// as the lease PDFs are (adapters/http/pdf-wire.ts).
import { initServer } from '@ts-rest/express';
import type { Request } from 'express';
import { contract } from '../../../../contract/index.js';
import { amendmentPdfUseCases } from '../../../../core/amendments/amendment-pdf.js';
import type { AmendmentDeps } from '../../../../core/amendments/deps.js';
import { type HasContext, storeOf } from '../../context.js';
import { generatedWire, pdfBody, pdfWire, renderHeaders } from '../../pdf-wire.js';
import { paged } from '../../wire.js';

const s = initServer();

export function amendmentPdfsRouter(deps: AmendmentDeps) {
  const pdfs = (req: HasContext) => amendmentPdfUseCases(storeOf(req), deps);
  return s.router(contract.amendmentPdfs, {
    generate: async ({ params, body, req, res }) => {
      const request = { template_id: body.template_id };
      if ((req as Request).accepts(['application/json', 'application/pdf']) === 'application/pdf') {
        const generated = await pdfs(req).render(params.lease_id, params.amendment_id, request);
        renderHeaders(res, generated, deps.renderer.kind);
        return { status: 200, body: pdfBody(res, generated.bytes, `avenant-${params.amendment_id}.pdf`) };
      }
      const { pdf, generated } = await pdfs(req).record(params.lease_id, params.amendment_id, request);
      renderHeaders(res, generated, deps.renderer.kind);
      res.setHeader('Location', pdfWire(pdf).file_path);
      return { status: 201, body: generatedWire(pdf, generated) };
    },
    list: async ({ params, query, req }) => {
      const page = await pdfs(req).list(params.lease_id, params.amendment_id, query);
      return { status: 200, body: { ...paged(page), data: page.items.map(pdfWire) } };
    },
  });
}
