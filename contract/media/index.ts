// The media area's resources, each under /api: the routers contract/index.ts composes.
import { initContract } from '@ts-rest/core';
import { mediaContract } from './media.js';

const c = initContract();
const api = { pathPrefix: '/api' } as const;
const media = c.router(mediaContract, api);

export type MediaRouters = {
  media: typeof media;
};

export const mediaRouters: MediaRouters = { media };
