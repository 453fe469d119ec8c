import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { lesseeUseCases } from '../../../../core/leasing/lessees/lessees.js';
import type { LeasingDeps } from '../../../../core/leasing/deps.js';
import { type HasContext, storeOf } from '../../context.js';
import { paged, wire } from '../../wire.js';

const s = initServer();

export function lesseesRouter(deps: LeasingDeps) {
  const lessees = (req: HasContext) => lesseeUseCases(storeOf(req), deps);
  return s.router(contract.lessees, {
    list: async ({ query, req }) => ({ status: 200, body: paged(await lessees(req).list(query)) }),
    create: async ({ body, req }) => ({ status: 201, body: wire(await lessees(req).create(body)) }),
    get: async ({ params, req }) => ({ status: 200, body: wire(await lessees(req).get(params.id)) }),
    update: async ({ params, body, req }) => ({ status: 200, body: wire(await lessees(req).update(params.id, body)) }),
    remove: async ({ params, req }) => {
      await lessees(req).remove(params.id);
      return { status: 204, body: undefined };
    },
  });
}
