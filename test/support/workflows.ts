// Doubles of the workflow engine for HTTP tests without Temporal: a Workflows port that records what
// core asked, as it asks it (the command outbox is left out), and a target of the command relay
// that records what the relay sent (the outbox in: startTestApp's `engine`).
import type { CommandTarget, WorkflowCommand } from '../../adapters/temporal/command-target.js';
import type {
  AmendmentExpirySchedule,
  DepositRestitutionSchedule,
  LeaseSignatureProcess,
  RentRevisionSchedule,
  SignerSigned,
  WorkflowCalls,
  Workflows,
} from '../../core/ports/workflows.js';

/** The relay's target: records each command it accepts; `failing` refuses them as an unreachable engine would. */
export class RecordingEngine implements CommandTarget {
  failing = false;
  readonly sent: WorkflowCommand[] = [];

  async send(command: WorkflowCommand): Promise<void> {
    if (this.failing) throw new Error('Temporal unreachable');
    this.sent.push(command);
  }

  /** What was sent for this workflow id, in order. */
  to(workflowId: string): WorkflowCommand[] {
    return this.sent.filter((command) => command.workflowId === workflowId);
  }
}

/** Records every call in its arrays, in the transaction's course (a call of a transaction rolled back stays). */
export class RecordingWorkflows implements Workflows, WorkflowCalls {
  readonly enabled = true;
  scheduled: RentRevisionSchedule[] = [];
  terminated: { leaseId: string }[] = [];
  deposits: DepositRestitutionSchedule[] = [];
  restituted: { depositId: string; returnedOn: string }[] = [];
  rentReminders: { leaseId: string }[] = [];
  paid: { leaseId: string; periodIds: string[] }[] = [];
  signatures: LeaseSignatureProcess[] = [];
  signals: { process: LeaseSignatureProcess; signal: SignerSigned }[] = [];
  amendmentExpiries: AmendmentExpirySchedule[] = [];
  settledAmendments: string[] = [];
  lifecycle: { leaseId: string; start: boolean }[] = [];
  ownerStatements: { mandateId: string }[] = [];
  syndicCalls: { syndicateId: string; call: 'start' | 'changed' }[] = [];
  batchRuns: { runId: string; cancel: boolean }[] = [];

  in(): WorkflowCalls {
    return this;
  }

  async scheduleRentRevisions(schedule: RentRevisionSchedule) {
    this.scheduled.push(schedule);
  }

  async leaseTerminated(input: { tenantId: string; leaseId: string; effectiveDate: string }) {
    this.terminated.push({ leaseId: input.leaseId });
  }

  async scheduleDepositRestitution(schedule: DepositRestitutionSchedule) {
    this.deposits.push(schedule);
  }

  async depositRestituted(input: { tenantId: string; depositId: string; returnedOn: string }) {
    this.restituted.push({ depositId: input.depositId, returnedOn: input.returnedOn });
  }

  async startRentReminders(input: { tenantId: string; leaseId: string }) {
    this.rentReminders.push({ leaseId: input.leaseId });
  }

  async rentPaid(input: { tenantId: string; leaseId: string; periodIds: string[] }) {
    this.paid.push({ leaseId: input.leaseId, periodIds: input.periodIds });
  }

  async startLeaseSignature(process: LeaseSignatureProcess) {
    this.signatures.push(process);
  }

  async signerSigned(process: LeaseSignatureProcess, signal: SignerSigned) {
    this.signals.push({ process, signal });
  }

  async scheduleAmendmentExpiry(schedule: AmendmentExpirySchedule) {
    this.amendmentExpiries.push(schedule);
  }

  async amendmentSettled(input: { tenantId: string; amendmentId: string }) {
    this.settledAmendments.push(input.amendmentId);
  }

  async followLeaseLifecycle(input: { tenantId: string; leaseId: string; start: boolean }) {
    this.lifecycle.push({ leaseId: input.leaseId, start: input.start });
  }

  async startOwnerStatements(input: { tenantId: string; mandateId: string }) {
    this.ownerStatements.push({ mandateId: input.mandateId });
  }

  async startSyndicFundCalls(input: { tenantId: string; syndicateId: string }) {
    this.syndicCalls.push({ syndicateId: input.syndicateId, call: 'start' });
  }

  async syndicAccountsChanged(input: { tenantId: string; syndicateId: string }) {
    this.syndicCalls.push({ syndicateId: input.syndicateId, call: 'changed' });
  }

  async startBatchRun(input: { tenantId: string; runId: string }) {
    this.batchRuns.push({ runId: input.runId, cancel: false });
  }

  async cancelBatchRun(input: { tenantId: string; runId: string }) {
    this.batchRuns.push({ runId: input.runId, cancel: true });
  }
}
