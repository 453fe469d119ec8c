// The Workflows port over a Temporal client: starts and signals the service's workflows.
import { WorkflowExecutionAlreadyStartedError, WorkflowNotFoundError, type WorkflowClient } from '@temporalio/client';
import type {
  DepositRestitutionSchedule,
  LeaseSignatureProcess,
  RentRevisionSchedule,
  SignerSigned,
  Workflows,
} from '../../core/ports/workflows.js';
import { depositRestitutedSignal, depositRestitution } from '../../workflows/deposit-restitution/workflow.js';
import { leaseSignature, signerSignedSignal } from '../../workflows/lease-signature/workflow.js';
import { leaseChangedSignal, leaseLifecycle } from '../../workflows/lease-lifecycle/workflow.js';
import { rentPaidSignal, rentReminders } from '../../workflows/rent-reminders/workflow.js';
import { leaseTerminatedSignal, rentRevisionReminder } from '../../workflows/rent-revision-reminder/workflow.js';
import {
  TASK_QUEUE,
  depositRestitutionWorkflowId,
  leaseSignatureWorkflowId,
  leaseLifecycleWorkflowId,
  rentRemindersWorkflowId,
  rentRevisionWorkflowId,
} from '../../workflows/task-queue.js';

/** Starting a workflow whose id already runs is a no-op: scheduling is idempotent. */
async function startOnce(start: () => Promise<unknown>): Promise<void> {
  try {
    await start();
  } catch (error) {
    if (error instanceof WorkflowExecutionAlreadyStartedError) return;
    throw error;
  }
}

/** Signalling a workflow that does not run (never started, or already ended) has nothing to stop. */
async function signalIfRunning(signal: () => Promise<unknown>): Promise<void> {
  try {
    await signal();
  } catch (error) {
    if (error instanceof WorkflowNotFoundError) return;
    throw error;
  }
}

export class TemporalWorkflows implements Workflows {
  readonly enabled = true;

  constructor(
    private readonly client: WorkflowClient,
    private readonly taskQueue: string = TASK_QUEUE,
  ) {}

  async scheduleRentRevisions(schedule: RentRevisionSchedule): Promise<void> {
    if (schedule.indexType === 'NONE') return;
    await startOnce(() =>
      this.client.start(rentRevisionReminder, {
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
      }),
    );
  }

  /** Both of the lease's workflows listen to the same `leaseTerminated` signal. */
  async leaseTerminated(input: { tenantId: string; leaseId: string; effectiveDate: string }): Promise<void> {
    for (const workflowId of [
      rentRevisionWorkflowId(input.tenantId, input.leaseId),
      rentRemindersWorkflowId(input.tenantId, input.leaseId),
    ]) {
      await signalIfRunning(() =>
        this.client.getHandle(workflowId).signal(leaseTerminatedSignal, { effectiveDate: input.effectiveDate }),
      );
    }
  }

  async startRentReminders(input: { tenantId: string; leaseId: string }): Promise<void> {
    await startOnce(() =>
      this.client.start(rentReminders, {
        taskQueue: this.taskQueue,
        workflowId: rentRemindersWorkflowId(input.tenantId, input.leaseId),
        args: [{ tenantId: input.tenantId, leaseId: input.leaseId }],
      }),
    );
  }

  async rentPaid(input: { tenantId: string; leaseId: string; periodIds: string[] }): Promise<void> {
    await signalIfRunning(() =>
      this.client
        .getHandle(rentRemindersWorkflowId(input.tenantId, input.leaseId))
        .signal(rentPaidSignal, { periodIds: input.periodIds }),
    );
  }

  async scheduleDepositRestitution(schedule: DepositRestitutionSchedule): Promise<void> {
    await startOnce(() =>
      this.client.start(depositRestitution, {
        taskQueue: this.taskQueue,
        workflowId: depositRestitutionWorkflowId(schedule.tenantId, schedule.depositId),
        args: [{ ...schedule }],
      }),
    );
  }

  async depositRestituted(input: { tenantId: string; depositId: string; returnedOn: string }): Promise<void> {
    await signalIfRunning(() =>
      this.client
        .getHandle(depositRestitutionWorkflowId(input.tenantId, input.depositId))
        .signal(depositRestitutedSignal, { returnedOn: input.returnedOn }),
    );
  }

  async startLeaseSignature(process: LeaseSignatureProcess): Promise<void> {
    await startOnce(() =>
      this.client.start(leaseSignature, {
        taskQueue: this.taskQueue,
        workflowId: leaseSignatureWorkflowId(process.documentId),
        args: [{ ...process }],
      }),
    );
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

  async followLeaseLifecycle(input: { tenantId: string; leaseId: string; start: boolean }): Promise<void> {
    const workflowId = leaseLifecycleWorkflowId(input.tenantId, input.leaseId);
    if (input.start) {
      // Starts the process if it does not run (a finished run is replaced), signals it otherwise.
      await this.client.signalWithStart(leaseLifecycle, {
        taskQueue: this.taskQueue,
        workflowId,
        args: [{ tenantId: input.tenantId, leaseId: input.leaseId }],
        signal: leaseChangedSignal,
        signalArgs: [],
      });
      return;
    }
    // Not running (never started, or finished): nothing waits for this lease.
    await signalIfRunning(() => this.client.getHandle(workflowId).signal(leaseChangedSignal));
  }
}

/** The Workflows port when no Temporal server is configured: every call says so. */
export class DisabledWorkflows implements Workflows {
  readonly enabled = false;

  constructor(private readonly reason: string) {}

  private off(): Promise<never> {
    return Promise.reject(new Error(`workflows are off: ${this.reason}`));
  }

  scheduleRentRevisions(): Promise<void> {
    return this.off();
  }

  leaseTerminated(): Promise<void> {
    return this.off();
  }

  scheduleDepositRestitution(): Promise<void> {
    return this.off();
  }

  depositRestituted(): Promise<void> {
    return this.off();
  }

  startRentReminders(): Promise<void> {
    return this.off();
  }

  rentPaid(): Promise<void> {
    return this.off();
  }

  async startLeaseSignature(): Promise<void> {
    throw new Error(`workflows are off: ${this.reason}`);
  }

  async signerSigned(): Promise<void> {
    throw new Error(`workflows are off: ${this.reason}`);
  }

  followLeaseLifecycle(): Promise<void> {
    return this.off();
  }
}
