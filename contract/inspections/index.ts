// The inspections area's resources, each under /api: the routers contract/index.ts composes.
import { initContract } from '@ts-rest/core';
import { conditionReportsContract } from './condition-reports.js';
import { leaseInventoryContract } from './inventory.js';
import { keySetsContract } from './key-sets.js';

const c = initContract();
const api = { pathPrefix: '/api' } as const;
const conditionReports = c.router(conditionReportsContract, api);
const keySets = c.router(keySetsContract, api);
const leaseInventory = c.router(leaseInventoryContract, api);

export type InspectionsRouters = {
  conditionReports: typeof conditionReports;
  keySets: typeof keySets;
  leaseInventory: typeof leaseInventory;
};

export const inspectionsRouters: InspectionsRouters = { conditionReports, keySets, leaseInventory };
