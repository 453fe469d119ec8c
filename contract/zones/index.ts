// The zones area's resources, each under /api: the routers contract/index.ts composes.
import { initContract } from '@ts-rest/core';
import { legislativeZonesContract } from './legislative-zones.js';
import { zoneTendueContract } from './zone-tendue.js';

const c = initContract();
const api = { pathPrefix: '/api' } as const;
const legislativeZones = c.router(legislativeZonesContract, api);
const zoneTendue = c.router(zoneTendueContract, api);

export type ZonesRouters = {
  legislativeZones: typeof legislativeZones;
  zoneTendue: typeof zoneTendue;
};

export const zonesRouters: ZonesRouters = { legislativeZones, zoneTendue };
