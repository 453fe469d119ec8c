// The platform area's resources, each under /api: the routers contract/index.ts composes.
import { initContract } from '@ts-rest/core';
import { healthContract } from './health.js';

const c = initContract();
const api = { pathPrefix: '/api' } as const;
const health = c.router(healthContract, api);

export type PlatformRouters = {
  health: typeof health;
};

export const platformRouters: PlatformRouters = { health };
