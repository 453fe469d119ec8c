// Port: what core use cases ask of the workflow engine. Workflows own time (docs/architecture.md):
// a use case changes state, then tells the engine which timers start or stop.

import type { RevisionIndexType } from '../leasing/enums.js';

export interface RentRevisionSchedule {
  tenantId: string;
  leaseId: string;
  /** The first revision date: the lease's next_revision_date, or its start anniversary. */
  anchorDate: string;
  indexType: RevisionIndexType;
  /** Days before each revision date the reminder is sent. */
  noticeDays: number;
}

export interface Workflows {
  /** Whether a workflow engine is connected; when false every call is refused with a clear error. */
  readonly enabled: boolean;
  /** Starts the yearly revision reminder of a lease; starting it again for the same lease is a no-op. */
  scheduleRentRevisions(schedule: RentRevisionSchedule): Promise<void>;
  /** Stops the lease's workflows (revision reminders): the lease is terminated. */
  leaseTerminated(input: { tenantId: string; leaseId: string; effectiveDate: string }): Promise<void>;
  /**
   * Tells the lease's lifecycle process (notice end, term: workflows/lease-lifecycle/) that the
   * lease changed, so it plans again; `start` starts it when it does not run (the lease is ACTIVE
   * or under NOTICE), otherwise a process that does not run is left alone.
   */
  followLeaseLifecycle(input: { tenantId: string; leaseId: string; start: boolean }): Promise<void>;
}
