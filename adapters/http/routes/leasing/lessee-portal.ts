import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { lesseePortalUseCases } from '../../../../core/leasing/lessees/lessee-portal.js';
import type { LeasingDeps } from '../../../../core/leasing/deps.js';
import { type HasContext, ctx } from '../../context.js';
import { paged, wire } from '../../wire.js';
import { fileBody } from './wire.js';

const s = initServer();

export function lesseePortalRouter(deps: LeasingDeps) {
  const portal = (req: HasContext) => lesseePortalUseCases(ctx(req).store, ctx(req).actor, deps);
  return s.router(contract.lesseePortal, {
    list: async ({ query, req }) => ({ status: 200, body: paged(await portal(req).list(query)) }),
    get: async ({ params, req }) => ({ status: 200, body: wire(await portal(req).get(params.id)) }),
    signedPdf: async ({ params, req, res }) => {
      const { document, bytes } = await portal(req).signedPdf(params.id);
      return { status: 200, body: fileBody(res, document, bytes) };
    },
  });
}
