// The inspections area's resources, each under /api: the routers contract/index.ts composes.
import { initContract } from '@ts-rest/core';
import { conditionReportsContract } from './condition-reports.js';

const c = initContract();
const api = { pathPrefix: '/api' } as const;
const conditionReports = c.router(conditionReportsContract, api);

export type InspectionsRouters = {
  conditionReports: typeof conditionReports;
};

export const inspectionsRouters: InspectionsRouters = { conditionReports };
