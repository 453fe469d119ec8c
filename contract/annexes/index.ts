// The annexes area's resources, each under /api: the routers contract/index.ts composes.
import { initContract } from '@ts-rest/core';
import { annexCatalogueContract } from './catalogue.js';
import { leaseAnnexesContract } from './lease-annexes.js';

const c = initContract();
const api = { pathPrefix: '/api' } as const;
const annexCatalogue = c.router(annexCatalogueContract, api);
const leaseAnnexes = c.router(leaseAnnexesContract, api);

export type AnnexesRouters = {
  annexCatalogue: typeof annexCatalogue;
  leaseAnnexes: typeof leaseAnnexes;
};

export const annexesRouters: AnnexesRouters = { annexCatalogue, leaseAnnexes };
