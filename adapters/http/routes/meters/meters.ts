import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import type { MetersDeps } from '../../../../core/meters/deps.js';
import { meterQueries } from '../../../../core/meters/meter-queries.js';
import { meterUseCases } from '../../../../core/meters/meters.js';
import { replaceMeter } from '../../../../core/meters/replace-meter.js';
import { type HasContext, storeOf } from '../../context.js';
import { paged, wire } from '../../wire.js';

const s = initServer();

export function metersRouter(deps: MetersDeps) {
  const queries = (req: HasContext) => meterQueries(storeOf(req));
  const meters = (req: HasContext) => meterUseCases(storeOf(req), deps);
  return s.router(contract.meters, {
    list: async ({ query, req }) => ({ status: 200, body: paged(await queries(req).list(query)) }),
    create: async ({ body, req }) => ({ status: 201, body: wire(await meters(req).create(body)) }),
    get: async ({ params, req }) => ({ status: 200, body: wire(await queries(req).get(params.id)) }),
    update: async ({ params, body, req }) => ({ status: 200, body: wire(await meters(req).update(params.id, body)) }),
    remove: async ({ params, req }) => {
      await meters(req).remove(params.id);
      return { status: 204, body: undefined };
    },
    replace: async ({ params, body, req }) => ({
      status: 201,
      body: wire(await replaceMeter(storeOf(req), deps, params.id, body)),
    }),
    consumption: async ({ params, query, req }) => ({
      status: 200,
      body: await queries(req).consumption(params.id, query),
    }),
    forLease: async ({ params, query, req }) => ({
      status: 200,
      body: paged(await queries(req).forLease(params.lease_id, query)),
    }),
  });
}
