import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { placeUseCases } from '../../../../core/property/places.js';
import { type HasContext, storeOf } from '../../context.js';
import { paged, wire } from '../../wire.js';

const s = initServer();
const places = (req: HasContext) => placeUseCases(storeOf(req));

export const placesRouter = s.router(contract.places, {
  list: async ({ query, req }) => ({ status: 200, body: paged(await places(req).list(query)) }),
  create: async ({ body, req }) => ({ status: 201, body: wire(await places(req).create(body)) }),
  get: async ({ params, req }) => ({ status: 200, body: wire(await places(req).get(params.id)) }),
  update: async ({ params, body, req }) => ({ status: 200, body: wire(await places(req).update(params.id, body)) }),
  remove: async ({ params, req }) => {
    await places(req).remove(params.id);
    return { status: 204, body: undefined };
  },
});
