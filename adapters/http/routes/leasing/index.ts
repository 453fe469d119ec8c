// The leasing routers, from the leasing deps.
import type { LeasingDeps } from '../../../../core/leasing/deps.js';
import { leaseDocumentsRouter } from './lease-documents.js';
import { leaseLesseesRouter } from './lease-lessees.js';
import { leasePdfCacheRouter, leasePdfsRouter } from './lease-pdfs.js';
import { leaseTypesRouter } from './lease-types.js';
import { leasesRouter } from './leases.js';
import { lesseePortalRouter } from './lessee-portal.js';
import { lesseesRouter } from './lessees.js';

export function leasingRouters(deps: LeasingDeps) {
  return {
    leaseTypes: leaseTypesRouter,
    leases: leasesRouter(deps),
    lessees: lesseesRouter(deps),
    leaseLessees: leaseLesseesRouter(deps),
    leaseDocuments: leaseDocumentsRouter(deps),
    leasePdfs: leasePdfsRouter(deps),
    leasePdfCache: leasePdfCacheRouter(deps),
    lesseePortal: lesseePortalRouter(deps),
  };
}
