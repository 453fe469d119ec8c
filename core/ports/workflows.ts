// Port: what core use cases ask of the workflow engine. Workflows own time (docs/architecture.md): a
// use case changes state and, in the same transaction, records which timers start or stop; the engine
// is told once it has committed (the workflow command outbox, docs/decisions.md 202).

import type { RevisionIndexType } from '../../contract/vocabulary/leasing.js';
import type { Store } from './store.js';

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
  /** Null for a mandate's document (docs/decisions.md 300): the process reads what it signs from the document. */
  leaseId: string | null;
  /** When the signature requests expire (ISO 8601). */
  expiresAt: string;
  /** Days before expiresAt the signers still to sign are reminded. */
  reminderDays: number[];
}

export interface SignerSigned {
  requestId: string;
  signerType: string;
}

/** A handed-back deposit whose restitution deadline the engine watches (loi 89-462 art. 22). */
export interface DepositRestitutionSchedule {
  tenantId: string;
  leaseId: string;
  depositId: string;
  /** The last day of the legal restitution period. */
  deadline: string;
  /** Days before the deadline the landlord is reminded. */
  reminderDays: number;
}

/** An amendment awaiting its signatures, which lapses at expiresAt (core/amendments/expiry.ts). */
export interface AmendmentExpirySchedule {
  tenantId: string;
  leaseId: string;
  amendmentId: string;
  /** When the amendment lapses unsigned (ISO 8601). */
  expiresAt: string;
  /** Days before expiresAt the parties are warned (AMENDMENT_EXPIRING). */
  noticeDays: number;
}

/** What a use case asks of the engine: starts and signals of long processes, each idempotent. */
export interface WorkflowCalls {
  /** Starts the yearly revision reminder of a lease; starting it again for the same lease is a no-op. */
  scheduleRentRevisions(schedule: RentRevisionSchedule): Promise<void>;
  /** Stops the lease's workflows (revision reminders, rent reminders): the lease is terminated. */
  leaseTerminated(input: { tenantId: string; leaseId: string; effectiveDate: string }): Promise<void>;
  /** Starts the signature process of a document; starting it again is a no-op. */
  startLeaseSignature(process: LeaseSignatureProcess): Promise<void>;
  /** Tells the document's process that a signer signed; starts the process first when it is not running. */
  signerSigned(process: LeaseSignatureProcess, signal: SignerSigned): Promise<void>;
  /** Starts the rent reminder escalation of an active lease; starting it again is a no-op. */
  startRentReminders(input: { tenantId: string; leaseId: string }): Promise<void>;
  /** Tells the lease's rent reminders that these periods are paid: their escalation stops at once. */
  rentPaid(input: { tenantId: string; leaseId: string; periodIds: string[] }): Promise<void>;
  /** Starts watching a handed-back deposit's restitution deadline; starting it again is a no-op. */
  scheduleDepositRestitution(schedule: DepositRestitutionSchedule): Promise<void>;
  /** Tells the deposit's watch that the restitution is recorded: it ends. */
  depositRestituted(input: { tenantId: string; depositId: string; returnedOn: string }): Promise<void>;
  /** Starts the expiry timer of an amendment awaiting its signatures; starting it again is a no-op. */
  scheduleAmendmentExpiry(schedule: AmendmentExpirySchedule): Promise<void>;
  /** Tells the amendment's expiry timer that it no longer waits (activated or cancelled): it ends. */
  amendmentSettled(input: { tenantId: string; amendmentId: string }): Promise<void>;
  /**
   * Tells the lease's lifecycle process (notice end, term: workflows/lease-lifecycle/) that the
   * lease changed, so it plans again; `start` starts it when it does not run (the lease is ACTIVE
   * or under NOTICE), otherwise a process that does not run is left alone.
   */
  followLeaseLifecycle(input: { tenantId: string; leaseId: string; start: boolean }): Promise<void>;
  /** Starts the statement schedule of an ACTIVE mandate (workflows/owner-statements/); starting it again is a no-op. */
  startOwnerStatements(input: { tenantId: string; mandateId: string }): Promise<void>;
  /** A syndicate's fund calls on its fiscal calendar (workflows/syndic-fund-calls); idempotent. */
  startSyndicFundCalls(input: { tenantId: string; syndicateId: string }): Promise<void>;
  /** A payment or a formal notice's presentation changed what the syndicate's process waits for. */
  syndicAccountsChanged(input: { tenantId: string; syndicateId: string }): Promise<void>;
  /** Starts the workflow of a batch run (workflows/batch-run/); starting it again is a no-op. */
  startBatchRun(input: { tenantId: string; runId: string }): Promise<void>;
  /** Tells a batch run's workflow to stop after its current page. */
  cancelBatchRun(input: { tenantId: string; runId: string }): Promise<void>;
}

export interface Workflows {
  /** Whether workflows run here (or are coming up); when false nothing is recorded and nothing is timed. */
  readonly enabled: boolean;
  /**
   * The calls, recorded in the transaction `tx`: they exist exactly when the change does, and are
   * sent to the engine after the commit, with retries until it accepts them.
   */
  in(tx: Store): WorkflowCalls;
}

/** Which long processes of a lease run (or are on their way to the engine). */
export interface LeaseTimers {
  lifecycle: boolean;
  rentReminders: boolean;
  rentRevisions: boolean;
}

/** What the reconciliation asks of the engine (a read, never recorded). */
export interface WorkflowsProbe {
  /** The lease's long processes that run now, or whose start or signal waits to be sent. */
  leaseTimers(input: { tenantId: string; leaseId: string }): Promise<LeaseTimers>;
  /** Whether the mandate's statement schedule runs, or its start waits to be sent. */
  ownerStatements(input: { tenantId: string; mandateId: string }): Promise<boolean>;
  /** Whether the syndicate's fund-call process runs, or its start waits to be sent. */
  syndicFundCalls(input: { tenantId: string; syndicateId: string }): Promise<boolean>;
}
