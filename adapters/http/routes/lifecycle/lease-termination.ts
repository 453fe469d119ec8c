// POST/GET /leases/{id}/termination (core/lifecycle/terminate-lease.ts).
import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import type { LifecycleDeps } from '../../../../core/lifecycle/deps.js';
import { terminateLease } from '../../../../core/lifecycle/terminate-lease.js';
import { terminationOf, terminationView } from '../../../../core/lifecycle/terminations.js';
import { storeOf } from '../../context.js';
import { wire } from '../../wire.js';

const s = initServer();

export function leaseTerminationRouter(deps: LifecycleDeps) {
  return s.router(contract.leaseTermination, {
    terminate: async ({ params, body, req }) => {
      const termination = await terminateLease(storeOf(req), deps, params.lease_id, body);
      return { status: 201, body: wire(await terminationView(storeOf(req), termination)) };
    },
    get: async ({ params, req }) => ({ status: 200, body: wire(await terminationOf(storeOf(req), params.lease_id)) }),
  });
}
