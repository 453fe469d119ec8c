// The Workflows port over a Temporal client: each process's own client (workflows/<process>/client.ts),
// composed.
import type { WorkflowClient } from '@temporalio/client';
import type { Workflows } from '../../core/ports/workflows.js';
import { createClient as amendmentExpiryClient } from '../../workflows/amendment-expiry/client.js';
import { createClient as depositRestitutionClient } from '../../workflows/deposit-restitution/client.js';
import { engineCalls } from '../../workflows/engine-calls.js';
import { createClient as leaseLifecycleClient } from '../../workflows/lease-lifecycle/client.js';
import { createClient as leaseSignatureClient } from '../../workflows/lease-signature/client.js';
import { createClient as rentReminderClient } from '../../workflows/rent-reminders/client.js';
import { createClient as rentRevisionClient } from '../../workflows/rent-revision-reminder/client.js';
import { TASK_QUEUE } from '../../workflows/task-queue.js';

export function temporalWorkflows(
  client: WorkflowClient,
  taskQueue: string = TASK_QUEUE,
  /** How long a call waits for an unreachable engine before failing (docs/decisions.md, record 151). */
  callTimeoutMs = 10_000,
): Workflows {
  const bounded = engineCalls(client, taskQueue, callTimeoutMs);
  // The amendment expiry and lease lifecycle calls have never had the deadline: kept so.
  const unbounded = engineCalls(client, taskQueue);
  const rentRevision = rentRevisionClient(bounded);
  const rentReminder = rentReminderClient(bounded);
  return {
    enabled: true,
    ...rentRevision,
    ...rentReminder,
    ...depositRestitutionClient(bounded),
    ...leaseSignatureClient(bounded),
    ...amendmentExpiryClient(unbounded),
    ...leaseLifecycleClient(unbounded),
    /** Both of the lease's rent processes listen to the lease's end. */
    async leaseTerminated(input) {
      await rentRevision.leaseTerminated(input);
      await rentReminder.leaseTerminated(input);
    },
  };
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

  scheduleAmendmentExpiry(): Promise<void> {
    return this.off();
  }

  amendmentSettled(): Promise<void> {
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
