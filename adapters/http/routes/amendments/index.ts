// The amendment routers, from the amendment deps.
import type { AmendmentDeps } from '../../../../core/amendments/deps.js';
import { leaseAmendmentsRouter } from './amendments.js';
import { amendmentDetailsRouters } from './details.js';
import { amendmentDocumentsRouter } from './documents.js';
import { amendmentPdfsRouter } from './pdfs.js';
import { amendmentRecordRouters, readOnlyHistory } from './records.js';

export { readOnlyHistory };

export function amendmentRouters(deps: AmendmentDeps) {
  return {
    leaseAmendments: leaseAmendmentsRouter(deps),
    ...amendmentDetailsRouters(deps),
    amendmentDocuments: amendmentDocumentsRouter(deps),
    amendmentPdfs: amendmentPdfsRouter(deps),
    ...amendmentRecordRouters(deps),
  };
}
