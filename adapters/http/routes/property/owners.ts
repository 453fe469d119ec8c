import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { ownerUseCases } from '../../../../core/property/owners.js';
import { type HasContext, storeOf } from '../../context.js';
import { paged, wire } from '../../wire.js';

const s = initServer();
const owners = (req: HasContext) => ownerUseCases(storeOf(req));

export const ownersRouter = s.router(contract.owners, {
  list: async ({ query, req }) => ({ status: 200, body: paged(await owners(req).list(query)) }),
  create: async ({ body, req }) => ({ status: 201, body: wire(await owners(req).create(body)) }),
  get: async ({ params, req }) => ({ status: 200, body: wire(await owners(req).get(params.id)) }),
  update: async ({ params, body, req }) => ({ status: 200, body: wire(await owners(req).update(params.id, body)) }),
  ofPlace: async ({ params, req }) => ({ status: 200, body: wire(await owners(req).ownerOfPlace(params.id)) }),
  ofEstate: async ({ params, req }) => ({ status: 200, body: wire(await owners(req).ownerOfEstate(params.id)) }),
});
