import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { annexCatalogueUseCases } from '../../../../core/annexes/annex-catalogue.js';
import { attachMandatoryAnnexes } from '../../../../core/annexes/attach-mandatory.js';
import type { AnnexDeps } from '../../../../core/annexes/deps.js';
import type { LeaseAnnex } from '../../../../core/annexes/lease-annex.js';
import { leaseAnnexUseCases } from '../../../../core/annexes/lease-annexes.js';
import type { View } from '../../../../core/ports/store.js';
import { type HasContext, storeOf } from '../../context.js';
import { storedFileDownload } from '../../file-body.js';
import { requiredFile, uploadMiddleware } from '../../uploads.js';
import { paged, wire } from '../../wire.js';

const s = initServer();

function annexWire(annex: LeaseAnnex | View<LeaseAnnex>) {
  return { ...wire(annex), download_url: `/api/leases/${annex.lease_id}/annexes/${annex.id}/download` };
}

export const annexCatalogueRouter = s.router(contract.annexCatalogue, {
  list: async ({ query, req }) => ({
    status: 200,
    body: paged(await annexCatalogueUseCases(storeOf(req)).list(query)),
  }),
});

export function leaseAnnexesRouter(deps: AnnexDeps) {
  const annexes = (req: HasContext) => leaseAnnexUseCases(storeOf(req), deps);
  return s.router(contract.leaseAnnexes, {
    attachMandatory: async ({ params, req }) => {
      const result = await attachMandatoryAnnexes(storeOf(req), deps, params.lease_id);
      return {
        status: 200,
        body: { ...result, attached: result.attached.map(annexWire), unchanged: result.unchanged.map(annexWire) },
      };
    },
    upload: {
      middleware: [uploadMiddleware],
      handler: async ({ params, body, req }) => {
        const file = requiredFile(req);
        const annex = await annexes(req).upload(params.lease_id, {
          code: body.code ?? 'OTHER',
          title: body.title ?? null,
          file_name: file.originalname,
          bytes: file.buffer,
        });
        return { status: 201, body: annexWire(annex) };
      },
    },
    list: async ({ params, query, req }) => {
      const page = await annexes(req).list(params.lease_id, query);
      return { status: 200, body: { ...paged(page), data: page.items.map(annexWire) } };
    },
    compliance: async ({ params, req }) => ({ status: 200, body: await annexes(req).compliance(params.lease_id) }),
    get: async ({ params, req }) => ({
      status: 200,
      body: annexWire(await annexes(req).get(params.lease_id, params.annex_id)),
    }),
    download: async ({ params, req, res }) =>
      storedFileDownload(res, await annexes(req).download(params.lease_id, params.annex_id)),
    remove: async ({ params, req }) => {
      await annexes(req).remove(params.lease_id, params.annex_id);
      return { status: 204, body: undefined };
    },
  });
}
