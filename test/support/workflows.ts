// A Workflows port that records what core asked of the engine, for HTTP tests without Temporal.
import type {
  DepositRestitutionSchedule,
  LeaseSignatureProcess,
  RentRevisionSchedule,
  SignerSigned,
  Workflows,
} from '../../core/ports/workflows.js';

export class RecordingWorkflows implements Workflows {
  readonly enabled = true;
  /** When true every call fails as an unreachable engine would. */
  failing = false;
  scheduled: RentRevisionSchedule[] = [];
  terminated: { leaseId: string }[] = [];
  deposits: DepositRestitutionSchedule[] = [];
  restituted: { depositId: string; returnedOn: string }[] = [];
  rentReminders: { leaseId: string }[] = [];
  paid: { leaseId: string; periodIds: string[] }[] = [];
  signatures: LeaseSignatureProcess[] = [];
  signals: { process: LeaseSignatureProcess; signal: SignerSigned }[] = [];
  lifecycle: { leaseId: string; start: boolean }[] = [];

  private check(): void {
    if (this.failing) throw new Error('Temporal unreachable');
  }

  async scheduleRentRevisions(schedule: RentRevisionSchedule) {
    this.check();
    this.scheduled.push(schedule);
  }

  async leaseTerminated(input: { tenantId: string; leaseId: string; effectiveDate: string }) {
    this.check();
    this.terminated.push({ leaseId: input.leaseId });
  }

  async scheduleDepositRestitution(schedule: DepositRestitutionSchedule) {
    this.check();
    this.deposits.push(schedule);
  }

  async depositRestituted(input: { tenantId: string; depositId: string; returnedOn: string }) {
    this.check();
    this.restituted.push({ depositId: input.depositId, returnedOn: input.returnedOn });
  }

  async startRentReminders(input: { tenantId: string; leaseId: string }) {
    this.check();
    this.rentReminders.push({ leaseId: input.leaseId });
  }

  async rentPaid(input: { tenantId: string; leaseId: string; periodIds: string[] }) {
    this.check();
    this.paid.push({ leaseId: input.leaseId, periodIds: input.periodIds });
  }

  async startLeaseSignature(process: LeaseSignatureProcess) {
    this.check();
    this.signatures.push(process);
  }

  async signerSigned(process: LeaseSignatureProcess, signal: SignerSigned) {
    this.check();
    this.signals.push({ process, signal });
  }

  async followLeaseLifecycle(input: { tenantId: string; leaseId: string; start: boolean }) {
    this.check();
    this.lifecycle.push({ leaseId: input.leaseId, start: input.start });
  }
}
