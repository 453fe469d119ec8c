import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { amendmentDetailUseCases } from '../../../../core/amendments/details.js';
import type { AmendmentDeps } from '../../../../core/amendments/deps.js';
import { type HasContext, ctx, storeOf } from '../../context.js';
import { paged, wire } from '../../wire.js';

const s = initServer();

export function amendmentDetailsRouters(deps: AmendmentDeps) {
  const details = (req: HasContext) => amendmentDetailUseCases(storeOf(req), deps, ctx(req).actor);
  return {
    amendmentRentDetails: s.router(contract.amendmentRentDetails, {
      create: async ({ params, body, req }) => ({
        status: 201,
        body: wire(await details(req).rent.create(params.lease_id, params.amendment_id, body)),
      }),
      list: async ({ params, query, req }) => ({
        status: 200,
        body: paged(await details(req).rent.list(params.lease_id, params.amendment_id, query)),
      }),
      get: async ({ params, req }) => ({
        status: 200,
        body: wire(await details(req).rent.get(params.lease_id, params.amendment_id, params.rent_detail_id)),
      }),
      update: async ({ params, body, req }) => ({
        status: 200,
        body: wire(await details(req).rent.update(params.lease_id, params.amendment_id, params.rent_detail_id, body)),
      }),
    }),
    amendmentDurationDetails: s.router(contract.amendmentDurationDetails, {
      create: async ({ params, body, req }) => ({
        status: 201,
        body: wire(await details(req).duration.create(params.lease_id, params.amendment_id, body)),
      }),
      list: async ({ params, query, req }) => ({
        status: 200,
        body: paged(await details(req).duration.list(params.lease_id, params.amendment_id, query)),
      }),
      get: async ({ params, req }) => ({
        status: 200,
        body: wire(await details(req).duration.get(params.lease_id, params.amendment_id, params.duration_detail_id)),
      }),
      update: async ({ params, body, req }) => ({
        status: 200,
        body: wire(await details(req).duration.update(params.lease_id, params.amendment_id, params.duration_detail_id, body)),
      }),
    }),
  };
}
