// The leasing routers (issue 3), wired with their ports.
import { randomUUID } from 'node:crypto';
import type { LeasingDeps } from '../../../core/leasing/deps.js';
import type { Workflows } from '../../../core/ports/workflows.js';
import type { Clock } from '../../../core/ports/clock.js';
import type { FileStore } from '../../../core/ports/file-store.js';
import { fileInspector } from '../../storage/file-inspector.js';
import { leaseDocumentsRouter } from './lease-documents.js';
import { leaseLesseesRouter } from './lease-lessees.js';
import { leaseTypesRouter } from './lease-types.js';
import { leasesRouter } from './leases.js';
import { lesseePortalRouter } from './lessee-portal.js';
import { lesseesRouter } from './lessees.js';

export function leasingRouters(ports: { files: FileStore; clock: Clock; workflows: Workflows }) {
  const deps: LeasingDeps = {
    clock: ports.clock,
    ids: { next: randomUUID },
    files: ports.files,
    inspector: fileInspector,
    workflows: ports.workflows,
  };
  return {
    leaseTypes: leaseTypesRouter,
    leases: leasesRouter(deps),
    lessees: lesseesRouter(deps),
    leaseLessees: leaseLesseesRouter(deps),
    leaseDocuments: leaseDocumentsRouter(deps),
    lesseePortal: lesseePortalRouter(deps),
  };
}
