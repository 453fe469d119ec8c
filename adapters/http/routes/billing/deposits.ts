import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import type { BillingDeps } from '../../../../core/billing/deps.js';
import { depositRestitutionUseCases } from '../../../../core/billing/deposits/deposit-restitution.js';
import { depositRetentionUseCases } from '../../../../core/billing/deposits/deposit-retentions.js';
import { depositUseCases } from '../../../../core/billing/deposits/deposits.js';
import { type HasContext, storeOf } from '../../context.js';
import { paged } from '../../wire.js';
import { depositWire, retentionWire } from './wire.js';

const s = initServer();

export function leaseDepositRouter(deps: BillingDeps) {
  const deposits = (req: HasContext) => depositUseCases(storeOf(req), deps);
  const restitution = (req: HasContext) => depositRestitutionUseCases(storeOf(req), deps);
  return s.router(contract.leaseDeposit, {
    get: async ({ params, req }) => ({ status: 200, body: depositWire(await deposits(req).get(params.lease_id)) }),
    create: async ({ params, body, req }) => ({
      status: 201,
      body: depositWire(await deposits(req).create(params.lease_id, body)),
    }),
    update: async ({ params, body, req }) => ({
      status: 200,
      body: depositWire(await deposits(req).update(params.lease_id, body)),
    }),
    handover: async ({ params, body, req }) => ({
      status: 200,
      body: depositWire(await restitution(req).handover(params.lease_id, body)),
    }),
    restitution: async ({ params, body, req }) => ({
      status: 200,
      body: depositWire(await restitution(req).restitution(params.lease_id, body)),
    }),
  });
}

const retentions = (req: HasContext) => depositRetentionUseCases(storeOf(req));

export const depositRetentionsRouter = s.router(contract.depositRetentions, {
  list: async ({ params, query, req }) => {
    const page = await retentions(req).list(params.lease_id, query);
    return { status: 200, body: { ...paged(page), data: page.items.map(retentionWire) } };
  },
  get: async ({ params, req }) => ({
    status: 200,
    body: retentionWire(await retentions(req).get(params.lease_id, params.retention_id)),
  }),
  add: async ({ params, body, req }) => ({
    status: 201,
    body: retentionWire(await retentions(req).add(params.lease_id, body)),
  }),
  update: async ({ params, body, req }) => ({
    status: 200,
    body: retentionWire(await retentions(req).update(params.lease_id, params.retention_id, body)),
  }),
  remove: async ({ params, req }) => {
    await retentions(req).remove(params.lease_id, params.retention_id);
    return { status: 204, body: undefined };
  },
});
