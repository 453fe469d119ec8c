// The zones area's resources, each under /api: the routers contract/index.ts composes.
import { initContract } from '@ts-rest/core';
import { legislativeZonesContract } from './legislative-zones.js';

const c = initContract();
const api = { pathPrefix: '/api' } as const;
const legislativeZones = c.router(legislativeZonesContract, api);

export type ZonesRouters = {
  legislativeZones: typeof legislativeZones;
};

export const zonesRouters: ZonesRouters = { legislativeZones };
