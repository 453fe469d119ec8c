// The webhooks area's resources, each under /api: the routers contract/index.ts composes.
import { initContract } from '@ts-rest/core';
import { webhookDeliveriesContract } from './deliveries.js';
import { webhookSubscriptionsContract } from './subscriptions.js';

const c = initContract();
const api = { pathPrefix: '/api' } as const;
const webhookDeliveries = c.router(webhookDeliveriesContract, api);
const webhookSubscriptions = c.router(webhookSubscriptionsContract, api);

export type WebhooksRouters = {
  webhookDeliveries: typeof webhookDeliveries;
  webhookSubscriptions: typeof webhookSubscriptions;
};

export const webhooksRouters: WebhooksRouters = { webhookDeliveries, webhookSubscriptions };
