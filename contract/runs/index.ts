// The runs area's resources, each under /api: the routers contract/index.ts composes.
import { initContract } from '@ts-rest/core';
import { runsContract } from './runs.js';

const c = initContract();
const runs = c.router(runsContract, { pathPrefix: '/api' } as const);

export type RunsRouters = { runs: typeof runs };

export const runsRouters: RunsRouters = { runs };
