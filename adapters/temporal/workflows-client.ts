// The Workflows port over a Temporal client: starts and signals the service's workflows.
import { WorkflowExecutionAlreadyStartedError, WorkflowNotFoundError, type WorkflowClient } from '@temporalio/client';
import type { RentRevisionSchedule, Workflows } from '../../core/ports/workflows.js';
import { leaseChangedSignal, leaseLifecycle } from '../../workflows/lease-lifecycle/workflow.js';
import { leaseTerminatedSignal, rentRevisionReminder } from '../../workflows/rent-revision-reminder/workflow.js';
import { TASK_QUEUE, leaseLifecycleWorkflowId, rentRevisionWorkflowId } from '../../workflows/task-queue.js';

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
    try {
      await this.client.getHandle(workflowId).signal(leaseChangedSignal);
    } catch (error) {
      // Not running (never started, or finished): nothing waits for this lease.
      if (error instanceof WorkflowNotFoundError) return;
      throw error;
    }
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

  async followLeaseLifecycle(): Promise<void> {
    throw new Error(`workflows are off: ${this.reason}`);
  }
}
