// A Workflows port that records what it is asked, for API tests without a Temporal server.
import type {
  LeaseSignatureProcess,
  RentRevisionSchedule,
  SignerSigned,
  Workflows,
} from '../../core/ports/workflows.js';

export class RecordingWorkflows implements Workflows {
  readonly enabled = true;
  failing = false;
  scheduled: RentRevisionSchedule[] = [];
  terminated: { leaseId: string }[] = [];
  signatures: LeaseSignatureProcess[] = [];
  signals: { process: LeaseSignatureProcess; signal: SignerSigned }[] = [];

  private check() {
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

  async startLeaseSignature(process: LeaseSignatureProcess) {
    this.check();
    this.signatures.push(process);
  }

  async signerSigned(process: LeaseSignatureProcess, signal: SignerSigned) {
    this.check();
    this.signals.push({ process, signal });
  }
}
