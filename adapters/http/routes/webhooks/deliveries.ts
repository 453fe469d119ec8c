import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import { deliveryUseCases } from '../../../../core/webhooks/deliveries.js';
import type { WebhookDeps } from '../../../../core/webhooks/deps.js';
import { type HasContext, storeOf } from '../../context.js';
import { paged, wire } from '../../wire.js';

const s = initServer();

export function webhookDeliveriesRouter(deps: WebhookDeps) {
  const deliveries = (req: HasContext) => deliveryUseCases(storeOf(req), deps);
  return s.router(contract.webhookDeliveries, {
    list: async ({ params, query, req }) => ({
      status: 200,
      body: paged(await deliveries(req).list(params.id, query)),
    }),
    get: async ({ params, req }) => {
      const { attempts, ...delivery } = await deliveries(req).get(params.id, params.delivery_id);
      return { status: 200, body: { ...wire(delivery), attempts: attempts.map(wire) } };
    },
    redeliver: async ({ params, req }) => ({
      status: 202,
      body: wire(await deliveries(req).redeliver(params.id, params.delivery_id)),
    }),
  });
}
