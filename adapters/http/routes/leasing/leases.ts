import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { leaseUseCases } from '../../../../core/leasing/leases.js';
import { changeRentLawfully } from '../../../../core/compliance/zone-tendue/rent-change-law.js';
import type { LeasingDeps } from '../../../../core/leasing/deps.js';
import { terminateUnstated } from '../../../../core/lifecycle/unstated-termination.js';
import { type HasContext, storeOf } from '../../context.js';
import { paged, wire } from '../../wire.js';

const s = initServer();

export function leasesRouter(deps: LeasingDeps) {
  const leases = (req: HasContext) => leaseUseCases(storeOf(req), deps);
  return s.router(contract.leases, {
    list: async ({ query, req }) => ({ status: 200, body: paged(await leases(req).list(query)) }),
    create: async ({ body, req }) => ({ status: 201, body: wire(await leases(req).create(body)) }),
    get: async ({ params, req }) => ({ status: 200, body: wire(await leases(req).get(params.id)) }),
    update: async ({ params, body, req }) => ({ status: 200, body: wire(await leases(req).update(params.id, body)) }),
    remove: async ({ params, req }) => {
      await leases(req).remove(params.id);
      return { status: 204, body: undefined };
    },
    // TERMINATED is the termination operation with the ground the facts give (docs/decisions.md).
    changeStatus: async ({ params, body, req }) => ({
      status: 200,
      body: wire(
        body.status === 'TERMINATED'
          ? await terminateUnstated(storeOf(req), deps, params.id)
          : await leases(req).changeStatus(params.id, body.status),
      ),
    }),
    changeRent: async ({ params, body, req }) => ({
      status: 200,
      body: wire(await changeRentLawfully(storeOf(req), deps.clock, params.id, body)),
    }),
    rentHistory: async ({ params, req }) => ({
      status: 200,
      body: (await leases(req).rentHistory(params.id)).map(wire),
    }),
    ofEstate: async ({ params, req }) => ({
      status: 200,
      body: (await leases(req).ofEstate(params.estate_id)).map(wire),
    }),
  });
}
