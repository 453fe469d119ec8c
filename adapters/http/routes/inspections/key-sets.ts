// The key sets of an estate and their handovers (core/inspections/keys/).
import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import type { InspectionDeps } from '../../../../core/inspections/deps.js';
import { handOverKeys, keyHandovers } from '../../../../core/inspections/keys/hand-over-keys.js';
import { keySetUseCases } from '../../../../core/inspections/keys/key-sets.js';
import { type HasContext, storeOf } from '../../context.js';
import { paged, wire } from '../../wire.js';

const s = initServer();

export function keySetsRouter(deps: Pick<InspectionDeps, 'clock'>) {
  const sets = (req: HasContext) => keySetUseCases(storeOf(req));
  return s.router(contract.keySets, {
    list: async ({ params, query, req }) => ({
      status: 200,
      body: paged(await sets(req).list(params.estate_id, query)),
    }),
    create: async ({ params, body, req }) => ({
      status: 201,
      body: wire(await sets(req).create(params.estate_id, body)),
    }),
    get: async ({ params, req }) => ({
      status: 200,
      body: wire(await sets(req).get(params.estate_id, params.key_set_id)),
    }),
    update: async ({ params, body, req }) => ({
      status: 200,
      body: wire(await sets(req).update(params.estate_id, params.key_set_id, body)),
    }),
    remove: async ({ params, req }) => {
      await sets(req).remove(params.estate_id, params.key_set_id);
      return { status: 204, body: undefined };
    },
    handovers: async ({ params, query, req }) => ({
      status: 200,
      body: paged(await keyHandovers(storeOf(req), params.estate_id, params.key_set_id, query)),
    }),
    handOver: async ({ params, body, req }) => ({
      status: 201,
      body: wire(await handOverKeys(storeOf(req), deps, params.estate_id, params.key_set_id, body)),
    }),
  });
}
