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

/** What the signature process of one document needs to run (docs/decisions.md 68). */
export interface LeaseSignatureProcess {
  tenantId: string;
  documentId: string;
  leaseId: string;
  /** When the signature requests expire (ISO 8601). */
  expiresAt: string;
  /** Days before expiresAt the signers still to sign are reminded. */
  reminderDays: number[];
}

export interface SignerSigned {
  requestId: string;
  signerType: string;
}

export interface Workflows {
  /** Whether a workflow engine is connected; when false every call is refused with a clear error. */
  readonly enabled: boolean;
  /** Starts the yearly revision reminder of a lease; starting it again for the same lease is a no-op. */
  scheduleRentRevisions(schedule: RentRevisionSchedule): Promise<void>;
  /** Stops the lease's workflows (revision reminders): the lease is terminated. */
  leaseTerminated(input: { tenantId: string; leaseId: string; effectiveDate: string }): Promise<void>;
  /** Starts the signature process of a document; starting it again is a no-op. */
  startLeaseSignature(process: LeaseSignatureProcess): Promise<void>;
  /** Tells the document's process that a signer signed; starts the process first when it is not running. */
  signerSigned(process: LeaseSignatureProcess, signal: SignerSigned): Promise<void>;
}
