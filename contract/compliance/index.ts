// The compliance area's resources, each under /api: the routers contract/index.ts composes.
import { initContract } from '@ts-rest/core';
import { leaseComplianceContract } from './lease-compliance.js';

const c = initContract();
const api = { pathPrefix: '/api' } as const;
const leaseCompliance = c.router(leaseComplianceContract, api);

export type ComplianceRouters = {
  leaseCompliance: typeof leaseCompliance;
};

export const complianceRouters: ComplianceRouters = { leaseCompliance };
