// The credits area's resources, each under /api: the routers contract/index.ts composes.
import { initContract } from '@ts-rest/core';
import { creditsContract } from './credits.js';
import { paymentWebhooksContract } from './payment-webhooks.js';

const c = initContract();
const api = { pathPrefix: '/api' } as const;
const credits = c.router(creditsContract, api);
const paymentWebhooks = c.router(paymentWebhooksContract, api);

export type CreditsRouters = {
  credits: typeof credits;
  paymentWebhooks: typeof paymentWebhooks;
};

export const creditsRouters: CreditsRouters = { credits, paymentWebhooks };
