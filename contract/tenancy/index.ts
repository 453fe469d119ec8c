// The tenancy area's resources, each under /api: the routers contract/index.ts composes.
import { initContract } from '@ts-rest/core';
import { apiKeysContract } from './api-keys.js';

const c = initContract();
const api = { pathPrefix: '/api' } as const;
const apiKeys = c.router(apiKeysContract, api);

export type TenancyRouters = { apiKeys: typeof apiKeys };

export const tenancyRouters: TenancyRouters = { apiKeys };
