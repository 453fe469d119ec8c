import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import type { Quota } from '../../../../core/ports/quota.js';
import { estateUseCases } from '../../../../core/property/estates.js';
import { type HasContext, storeOf } from '../../context.js';
import { paged, wire } from '../../wire.js';

const s = initServer();
const estates = (req: HasContext) => estateUseCases(storeOf(req));

export const estatesRouter = (quota: Quota) =>
  s.router(contract.estates, {
    listInPlace: async ({ params, query, req }) => ({
      status: 200,
      body: paged(await estates(req).listInPlace(params.id, query)),
    }),
    createInPlace: async ({ params, body, req }) => ({
      status: 201,
      body: wire(await estates(req).create(params.id, body, quota)),
    }),
    getInPlace: async ({ params, req }) => ({
      status: 200,
      body: wire(await estates(req).getInPlace(params.id, params.estate_id)),
    }),
    updateInPlace: async ({ params, body, req }) => ({
      status: 200,
      body: wire(await estates(req).updateInPlace(params.id, params.estate_id, body)),
    }),
    list: async ({ query, req }) => ({ status: 200, body: paged(await estates(req).list(query)) }),
    get: async ({ params, req }) => ({ status: 200, body: wire(await estates(req).get(params.id)) }),
    update: async ({ params, body, req }) => ({ status: 200, body: wire(await estates(req).update(params.id, body)) }),
    remove: async ({ params, req }) => {
      await estates(req).remove(params.id);
      return { status: 204, body: undefined };
    },
  });
