// The leasing routers, from the leasing deps.
import type { LeasingDeps } from '../../../../core/leasing/deps.js';
import type { TemplatesDeps } from '../../../../core/templates/deps.js';
import { leaseDocumentsRouter } from './lease-documents.js';
import { leaseLesseesRouter } from './lease-lessees.js';
import { leasePdfCacheRouter, leasePdfsRouter } from './lease-pdfs.js';
import { leaseTypesRouter } from './lease-types.js';
import { leasesRouter } from './leases.js';
import { lesseePortalRouter } from './lessee-portal.js';
import { lesseesRouter } from './lessees.js';

/** `templates`: a template_id of the catalogue or of the account prints that template (core/templates). */
export function leasingRouters(deps: LeasingDeps, templates?: TemplatesDeps) {
  return {
    leaseTypes: leaseTypesRouter,
    leases: leasesRouter(deps),
    lessees: lesseesRouter(deps),
    leaseLessees: leaseLesseesRouter(deps),
    leaseDocuments: leaseDocumentsRouter(deps),
    leasePdfs: leasePdfsRouter(deps, templates),
    leasePdfCache: leasePdfCacheRouter(deps),
    lesseePortal: lesseePortalRouter(deps),
  };
}
