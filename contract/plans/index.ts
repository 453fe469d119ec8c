// The plans area's resources, each under /api: the routers contract/index.ts composes.
import { initContract } from '@ts-rest/core';
import { couponsContract } from './coupons.js';
import { plansContract } from './plans.js';
import { subscriptionsContract } from './subscriptions.js';
import { usageContract } from './usage.js';

const c = initContract();
const api = { pathPrefix: '/api' } as const;
const plans = c.router(plansContract, api);
const subscriptions = c.router(subscriptionsContract, api);
const usage = c.router(usageContract, api);
const coupons = c.router(couponsContract, api);

export type PlansRouters = {
  plans: typeof plans;
  subscriptions: typeof subscriptions;
  usage: typeof usage;
  coupons: typeof coupons;
};

export const plansRouters: PlansRouters = { plans, subscriptions, usage, coupons };
