import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { durationDetailUseCases } from '../../../../core/amendments/duration-details.js';
import { rentDetailUseCases } from '../../../../core/amendments/rent-details.js';
import type { AmendmentDeps } from '../../../../core/amendments/deps.js';
import { type HasContext, ctx, storeOf } from '../../context.js';
import { paged, wire } from '../../wire.js';

const s = initServer();

export function amendmentDetailsRouters(deps: AmendmentDeps) {
  const rent = (req: HasContext) => rentDetailUseCases(storeOf(req), deps, ctx(req).actor);
  const duration = (req: HasContext) => durationDetailUseCases(storeOf(req), deps, ctx(req).actor);
  return {
    amendmentRentDetails: s.router(contract.amendmentRentDetails, {
      create: async ({ params, body, req }) => ({
        status: 201,
        body: wire(await rent(req).create(params.lease_id, params.amendment_id, body)),
      }),
      list: async ({ params, query, req }) => ({
        status: 200,
        body: paged(await rent(req).list(params.lease_id, params.amendment_id, query)),
      }),
      get: async ({ params, req }) => ({
        status: 200,
        body: wire(await rent(req).get(params.lease_id, params.amendment_id, params.rent_detail_id)),
      }),
      update: async ({ params, body, req }) => ({
        status: 200,
        body: wire(await rent(req).update(params.lease_id, params.amendment_id, params.rent_detail_id, body)),
      }),
    }),
    amendmentDurationDetails: s.router(contract.amendmentDurationDetails, {
      create: async ({ params, body, req }) => ({
        status: 201,
        body: wire(await duration(req).create(params.lease_id, params.amendment_id, body)),
      }),
      list: async ({ params, query, req }) => ({
        status: 200,
        body: paged(await duration(req).list(params.lease_id, params.amendment_id, query)),
      }),
      get: async ({ params, req }) => ({
        status: 200,
        body: wire(await duration(req).get(params.lease_id, params.amendment_id, params.duration_detail_id)),
      }),
      update: async ({ params, body, req }) => ({
        status: 200,
        body: wire(await duration(req).update(params.lease_id, params.amendment_id, params.duration_detail_id, body)),
      }),
    }),
  };
}
