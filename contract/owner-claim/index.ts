// The owner-claim area's resources, each under /api: the routers contract/index.ts composes.
import { initContract } from '@ts-rest/core';
import { ownerClaimsContract } from './owner-claims.js';
import { ownerPortalContract } from './owner-portal.js';

const c = initContract();
const api = { pathPrefix: '/api' } as const;
const ownerClaims = c.router(ownerClaimsContract, api);
const ownerPortal = c.router(ownerPortalContract, api);

export type OwnerClaimRouters = {
  ownerClaims: typeof ownerClaims;
  ownerPortal: typeof ownerPortal;
};

export const ownerClaimRouters: OwnerClaimRouters = { ownerClaims, ownerPortal };
