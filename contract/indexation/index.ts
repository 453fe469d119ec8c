// The indexation area's resources, each under /api: the routers contract/index.ts composes.
import { initContract } from '@ts-rest/core';
import { indicesContract } from './indices.js';
import { rentRevisionsContract } from './rent-revisions.js';

const c = initContract();
const api = { pathPrefix: '/api' } as const;
const indices = c.router(indicesContract, api);
const rentRevisions = c.router(rentRevisionsContract, api);

export type IndexationRouters = {
  indices: typeof indices;
  rentRevisions: typeof rentRevisions;
};

export const indexationRouters: IndexationRouters = { indices, rentRevisions };
