// The mandates area's resources, each under /api: the routers contract/index.ts composes.
import { initContract } from '@ts-rest/core';
import { lettingFeesContract } from './letting-fees.js';
import { mandatesContract } from './mandates.js';

const c = initContract();
const api = { pathPrefix: '/api' } as const;
const mandates = c.router(mandatesContract, api);
const lettingFees = c.router(lettingFeesContract, api);

export type MandatesRouters = {
  mandates: typeof mandates;
  lettingFees: typeof lettingFees;
};

export const mandatesRouters: MandatesRouters = { mandates, lettingFees };
