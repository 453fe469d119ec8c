// The lifecycle area's resources, each under /api: the routers contract/index.ts composes.
import { initContract } from '@ts-rest/core';
import { leaseLifecycleContract } from './lifecycle.js';
import { leaseNoticesContract } from './notices.js';
import { leaseTerminationContract } from './terminations.js';

const c = initContract();
const api = { pathPrefix: '/api' } as const;
const leaseLifecycle = c.router(leaseLifecycleContract, api);
const leaseNotices = c.router(leaseNoticesContract, api);
const leaseTermination = c.router(leaseTerminationContract, api);

export type LifecycleRouters = {
  leaseLifecycle: typeof leaseLifecycle;
  leaseNotices: typeof leaseNotices;
  leaseTermination: typeof leaseTermination;
};

export const lifecycleRouters: LifecycleRouters = { leaseLifecycle, leaseNotices, leaseTermination };
