import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { leaseTenantUseCases } from '../../../../core/leasing/tenants/lease-tenants.js';
import type { LeasingDeps } from '../../../../core/leasing/deps.js';
import { type HasContext, storeOf } from '../../context.js';
import { termWire } from './wire.js';

const s = initServer();

export function leaseLesseesRouter(deps: LeasingDeps) {
  const tenants = (req: HasContext) => leaseTenantUseCases(storeOf(req), deps);
  return s.router(contract.leaseLessees, {
    add: async ({ params, body, req }) => ({
      status: 201,
      body: termWire(await tenants(req).add(params.lease_id, body)),
    }),
    list: async ({ params, req }) => ({ status: 200, body: (await tenants(req).list(params.lease_id)).map(termWire) }),
    active: async ({ params, req }) => ({
      status: 200,
      body: (await tenants(req).list(params.lease_id, { activeOnly: true })).map(termWire),
    }),
    get: async ({ params, req }) => ({
      status: 200,
      body: termWire(await tenants(req).get(params.lease_id, params.lessee_id)),
    }),
    update: async ({ params, body, req }) => ({
      status: 200,
      body: termWire(await tenants(req).update(params.lease_id, params.lessee_id, body)),
    }),
    remove: async ({ params, req }) => {
      await tenants(req).remove(params.lease_id, params.lessee_id);
      return { status: 204, body: undefined };
    },
    end: async ({ params, body, req }) => ({
      status: 200,
      body: termWire(await tenants(req).end(params.lease_id, params.lessee_id, body ?? {})),
    }),
  });
}
