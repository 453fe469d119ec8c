// The Workflows port over a Temporal client: starts and signals the service's workflows.
import { WorkflowExecutionAlreadyStartedError, WorkflowNotFoundError, type WorkflowClient } from '@temporalio/client';
import type {
  LeaseSignatureProcess,
  RentRevisionSchedule,
  SignerSigned,
  Workflows,
} from '../../core/ports/workflows.js';
import { leaseSignature, signerSignedSignal } from '../../workflows/lease-signature/workflow.js';
import { leaseTerminatedSignal, rentRevisionReminder } from '../../workflows/rent-revision-reminder/workflow.js';
import { TASK_QUEUE, leaseSignatureWorkflowId, rentRevisionWorkflowId } from '../../workflows/task-queue.js';

export class TemporalWorkflows implements Workflows {
  readonly enabled = true;

  constructor(
    private readonly client: WorkflowClient,
    private readonly taskQueue: string = TASK_QUEUE,
  ) {}

  async scheduleRentRevisions(schedule: RentRevisionSchedule): Promise<void> {
    if (schedule.indexType === 'NONE') return;
    try {
      await this.client.start(rentRevisionReminder, {
        taskQueue: this.taskQueue,
        workflowId: rentRevisionWorkflowId(schedule.tenantId, schedule.leaseId),
        args: [
          {
            tenantId: schedule.tenantId,
            leaseId: schedule.leaseId,
            anchorDate: schedule.anchorDate,
            indexType: schedule.indexType,
            noticeDays: schedule.noticeDays,
          },
        ],
      });
    } catch (error) {
      // Already running for this lease: scheduling is idempotent.
      if (error instanceof WorkflowExecutionAlreadyStartedError) return;
      throw error;
    }
  }

  async leaseTerminated(input: { tenantId: string; leaseId: string; effectiveDate: string }): Promise<void> {
    try {
      await this.client
        .getHandle(rentRevisionWorkflowId(input.tenantId, input.leaseId))
        .signal(leaseTerminatedSignal, { effectiveDate: input.effectiveDate });
    } catch (error) {
      // No reminder runs for this lease (never scheduled, or already stopped): nothing to stop.
      if (error instanceof WorkflowNotFoundError) return;
      throw error;
    }
  }

  async startLeaseSignature(process: LeaseSignatureProcess): Promise<void> {
    try {
      await this.client.start(leaseSignature, {
        taskQueue: this.taskQueue,
        workflowId: leaseSignatureWorkflowId(process.documentId),
        args: [{ ...process }],
      });
    } catch (error) {
      // Already running for this document: starting is idempotent.
      if (error instanceof WorkflowExecutionAlreadyStartedError) return;
      throw error;
    }
  }

  async signerSigned(process: LeaseSignatureProcess, signal: SignerSigned): Promise<void> {
    // Signal-with-start: a signal sent before the workflow runs (or after it was lost) starts it.
    await this.client.signalWithStart(leaseSignature, {
      taskQueue: this.taskQueue,
      workflowId: leaseSignatureWorkflowId(process.documentId),
      args: [{ ...process }],
      signal: signerSignedSignal,
      signalArgs: [{ ...signal }],
    });
  }
}

/** The Workflows port when no Temporal server is configured: every call says so. */
export class DisabledWorkflows implements Workflows {
  readonly enabled = false;

  constructor(private readonly reason: string) {}

  async scheduleRentRevisions(): Promise<void> {
    throw new Error(`workflows are off: ${this.reason}`);
  }

  async leaseTerminated(): Promise<void> {
    throw new Error(`workflows are off: ${this.reason}`);
  }

  async startLeaseSignature(): Promise<void> {
    throw new Error(`workflows are off: ${this.reason}`);
  }

  async signerSigned(): Promise<void> {
    throw new Error(`workflows are off: ${this.reason}`);
  }
}
