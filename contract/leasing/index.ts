// The leasing area's resources, each under /api: the routers contract/index.ts composes.
import { initContract } from '@ts-rest/core';
import { leaseDocumentsContract } from './lease-documents.js';
import { leaseLesseesContract } from './lease-lessees.js';
import { leasePdfsContract } from './lease-pdfs.js';
import { leaseTypesContract } from './lease-types.js';
import { leasesContract } from './leases.js';
import { lesseePortalContract } from './lessee-portal.js';
import { lesseesContract } from './lessees.js';
import { leasePdfCacheContract } from './pdf-cache.js';

const c = initContract();
const api = { pathPrefix: '/api' } as const;
const leaseDocuments = c.router(leaseDocumentsContract, api);
const leaseLessees = c.router(leaseLesseesContract, api);
const leasePdfs = c.router(leasePdfsContract, api);
const leaseTypes = c.router(leaseTypesContract, api);
const leases = c.router(leasesContract, api);
const lesseePortal = c.router(lesseePortalContract, api);
const lessees = c.router(lesseesContract, api);
const leasePdfCache = c.router(leasePdfCacheContract, api);

export type LeasingRouters = {
  leaseDocuments: typeof leaseDocuments;
  leaseLessees: typeof leaseLessees;
  leasePdfs: typeof leasePdfs;
  leaseTypes: typeof leaseTypes;
  leases: typeof leases;
  lesseePortal: typeof lesseePortal;
  lessees: typeof lessees;
  leasePdfCache: typeof leasePdfCache;
};

export const leasingRouters: LeasingRouters = {
  leaseDocuments,
  leaseLessees,
  leasePdfs,
  leaseTypes,
  leases,
  lesseePortal,
  lessees,
  leasePdfCache,
};
