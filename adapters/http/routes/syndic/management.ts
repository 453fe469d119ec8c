// Syndicates, their lots and charge keys (core/syndic/management/).
import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { chargeKeyUseCases } from '../../../../core/syndic/management/charge-keys.js';
import { lotUseCases } from '../../../../core/syndic/management/lots.js';
import { syndicateUseCases } from '../../../../core/syndic/management/syndicates.js';
import { type HasContext, storeOf } from '../../context.js';
import { paged, wire } from '../../wire.js';

const s = initServer();
const syndicates = (req: HasContext) => syndicateUseCases(storeOf(req));
const lots = (req: HasContext) => lotUseCases(storeOf(req));
const keys = (req: HasContext) => chargeKeyUseCases(storeOf(req));
const noContent = { status: 204 as const, body: undefined };

export const syndicatesRouter = s.router(contract.syndicates, {
  list: async ({ query, req }) => ({ status: 200, body: paged(await syndicates(req).list(query)) }),
  create: async ({ body, req }) => ({ status: 201, body: wire(await syndicates(req).create(body)) }),
  get: async ({ params, req }) => ({ status: 200, body: wire(await syndicates(req).get(params.id)) }),
  update: async ({ params, body, req }) => ({ status: 200, body: wire(await syndicates(req).update(params.id, body)) }),
  remove: async ({ params, req }) => {
    await syndicates(req).remove(params.id);
    return noContent;
  },
});

export const syndicLotsRouter = s.router(contract.syndicLots, {
  list: async ({ params, query, req }) => ({
    status: 200,
    body: paged(await lots(req).list(params.syndicate_id, query)),
  }),
  create: async ({ params, body, req }) => ({
    status: 201,
    body: wire(await lots(req).create(params.syndicate_id, body)),
  }),
  get: async ({ params, req }) => ({
    status: 200,
    body: wire(await lots(req).get(params.syndicate_id, params.lot_id)),
  }),
  update: async ({ params, body, req }) => ({
    status: 200,
    body: wire(await lots(req).update(params.syndicate_id, params.lot_id, body)),
  }),
  remove: async ({ params, req }) => {
    await lots(req).remove(params.syndicate_id, params.lot_id);
    return noContent;
  },
});

export const chargeKeysRouter = s.router(contract.chargeKeys, {
  list: async ({ params, query, req }) => ({
    status: 200,
    body: paged(await keys(req).list(params.syndicate_id, query)),
  }),
  create: async ({ params, body, req }) => ({
    status: 201,
    body: wire(await keys(req).create(params.syndicate_id, body)),
  }),
  get: async ({ params, req }) => ({
    status: 200,
    body: wire(await keys(req).get(params.syndicate_id, params.key_id)),
  }),
  update: async ({ params, body, req }) => ({
    status: 200,
    body: wire(await keys(req).update(params.syndicate_id, params.key_id, body)),
  }),
  remove: async ({ params, req }) => {
    await keys(req).remove(params.syndicate_id, params.key_id);
    return noContent;
  },
  shares: async ({ params, req }) => ({
    status: 200,
    body: await keys(req).shares(params.syndicate_id, params.key_id),
  }),
  setShares: async ({ params, body, req }) => ({
    status: 200,
    body: await keys(req).setShares(params.syndicate_id, params.key_id, body.shares),
  }),
});
