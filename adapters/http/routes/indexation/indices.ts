import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { indexUseCases } from '../../../../core/indexation/indices.js';
import { type HasContext, storeOf } from '../../context.js';
import { paged, wire } from '../../wire.js';

const s = initServer();
const indices = (req: HasContext) => indexUseCases(storeOf(req));

export const indicesRouter = s.router(contract.indices, {
  list: async ({ query, req }) => ({ status: 200, body: paged(await indices(req).list(query)) }),
  get: async ({ params, req }) => ({
    status: 200,
    body: wire(await indices(req).get(params.series, params.quarter)),
  }),
});
