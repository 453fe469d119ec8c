import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contract/index.js';
import type { WebhookDeps } from '../../../../core/webhooks/deps.js';
import { subscriptionUseCases } from '../../../../core/webhooks/subscriptions.js';
import { type HasContext, storeOf } from '../../context.js';
import { paged, wire } from '../../wire.js';

const s = initServer();

export function webhookSubscriptionsRouter(deps: WebhookDeps) {
  const subscriptions = (req: HasContext) => subscriptionUseCases(storeOf(req), deps);
  return s.router(contract.webhookSubscriptions, {
    create: async ({ body, req }) => {
      const { subscription, secret } = await subscriptions(req).create(body);
      return { status: 201, body: { ...wire(subscription), secret } };
    },
    list: async ({ query, req }) => ({ status: 200, body: paged(await subscriptions(req).list(query)) }),
    get: async ({ params, req }) => ({ status: 200, body: wire(await subscriptions(req).get(params.id)) }),
    update: async ({ params, body, req }) => ({
      status: 200,
      body: wire(await subscriptions(req).update(params.id, body)),
    }),
    remove: async ({ params, req }) => {
      await subscriptions(req).remove(params.id);
      return { status: 204, body: undefined };
    },
  });
}
