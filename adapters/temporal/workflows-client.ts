// The Workflows port's calls over an engine: each process's own client (workflows/<process>/client.ts)
// composed. The engine is the command recorder of workflow-commands.ts: every call becomes a command
// with its workflow id, which the relay (command-relay.ts) sends to Temporal through temporalTarget.
// The reconciliation's probe asks Temporal which of a lease's, a mandate's or a syndicate's processes run.
import { type WorkflowClient, WorkflowExecutionAlreadyStartedError, WorkflowNotFoundError } from '@temporalio/client';
import type { LeaseTimers, WorkflowCalls, WorkflowsProbe } from '../../core/ports/workflows.js';
import { createClient as amendmentExpiryClient } from '../../workflows/amendment-expiry/client.js';
import { createClient as batchRunClient } from '../../workflows/batch-run/client.js';
import { createClient as depositRestitutionClient } from '../../workflows/deposit-restitution/client.js';
import type { EngineCalls } from '../../workflows/engine-calls.js';
import {
  createClient as leaseLifecycleClient,
  leaseLifecycleWorkflowId,
} from '../../workflows/lease-lifecycle/client.js';
import { createClient as leaseSignatureClient } from '../../workflows/lease-signature/client.js';
import {
  createClient as ownerStatementsClient,
  ownerStatementsWorkflowId,
} from '../../workflows/owner-statements/client.js';
import { createClient as rentReminderClient, rentRemindersWorkflowId } from '../../workflows/rent-reminders/client.js';
import {
  createClient as rentRevisionClient,
  rentRevisionWorkflowId,
} from '../../workflows/rent-revision-reminder/client.js';
import {
  createClient as syndicFundCallsClient,
  syndicFundCallsWorkflowId,
} from '../../workflows/syndic-fund-calls/client.js';
import type { CommandTarget, WorkflowCommand } from './command-target.js';

/**
 * Options of the client connections that send commands: after an outage the connection is tried
 * again every 2 s at most (gRPC's backoff would grow to 2 minutes), so the commands waiting go soon
 * after the engine is back.
 */
export const ENGINE_CHANNEL_ARGS = {
  'grpc.initial_reconnect_backoff_ms': 500,
  'grpc.max_reconnect_backoff_ms': 2_000,
};

export function workflowCalls(engine: EngineCalls): WorkflowCalls {
  const rentRevision = rentRevisionClient(engine);
  const rentReminder = rentReminderClient(engine);
  return {
    ...rentRevision,
    ...rentReminder,
    ...depositRestitutionClient(engine),
    ...leaseSignatureClient(engine),
    ...amendmentExpiryClient(engine),
    ...leaseLifecycleClient(engine),
    ...ownerStatementsClient(engine),
    ...syndicFundCallsClient(engine),
    ...batchRunClient(engine),
    /** Both of the lease's rent processes listen to the lease's end. */
    async leaseTerminated(input) {
      await rentRevision.leaseTerminated(input);
      await rentReminder.leaseTerminated(input);
    },
  };
}

/** Whether the error says the command had nothing to do: a start of a running workflow, a signal to none. */
function alreadyDone(command: WorkflowCommand, error: unknown): boolean {
  if (command.operation === 'START') return error instanceof WorkflowExecutionAlreadyStartedError;
  if (command.operation === 'SIGNAL') return error instanceof WorkflowNotFoundError;
  return false;
}

/**
 * Temporal as the relay's target. Each call waits `callTimeoutMs` at most for an unreachable engine
 * (docs/decisions.md 151), so that a pass of the relay never hangs.
 */
export function temporalTarget(client: WorkflowClient, callTimeoutMs = 10_000): CommandTarget {
  const call = (command: WorkflowCommand): Promise<unknown> => {
    const { taskQueue, workflowId, args, signalArgs } = command;
    if (command.operation === 'START')
      return client.start(command.workflowType!, { taskQueue, workflowId, args } as never);
    if (command.operation === 'SIGNAL') return client.getHandle(workflowId).signal(command.signal!, ...signalArgs);
    return client.signalWithStart(command.workflowType!, {
      taskQueue,
      workflowId,
      args,
      signal: command.signal!,
      signalArgs,
    } as never);
  };
  return {
    async send(command) {
      try {
        await client.connection.withDeadline(Date.now() + callTimeoutMs, () => call(command));
      } catch (error) {
        if (!alreadyDone(command, error)) throw error;
      }
    },
  };
}

/**
 * The reconciliation's probe: a process runs when Temporal describes it RUNNING, or when a command
 * for it still waits in the outbox (`queued`: the workflow ids among those given that have one).
 */
export function temporalProbe(
  client: WorkflowClient,
  queued: (workflowIds: string[]) => Promise<Set<string>>,
  callTimeoutMs = 10_000,
): WorkflowsProbe {
  const running = async (workflowId: string) => {
    try {
      const described = await client.connection.withDeadline(Date.now() + callTimeoutMs, () =>
        client.getHandle(workflowId).describe(),
      );
      return described.status.name === 'RUNNING';
    } catch (error) {
      if (error instanceof WorkflowNotFoundError) return false;
      throw error;
    }
  };
  /** Whether the workflow runs, or a command for it waits in the outbox. */
  const alive = async (waiting: Set<string>, id: string) => waiting.has(id) || (await running(id));
  const one = async (id: string) => alive(await queued([id]), id);
  return {
    async leaseTimers({ tenantId, leaseId }): Promise<LeaseTimers> {
      const ids = {
        lifecycle: leaseLifecycleWorkflowId(tenantId, leaseId),
        rentReminders: rentRemindersWorkflowId(tenantId, leaseId),
        rentRevisions: rentRevisionWorkflowId(tenantId, leaseId),
      };
      const waiting = await queued(Object.values(ids));
      const [lifecycle, rentReminders, rentRevisions] = await Promise.all([
        alive(waiting, ids.lifecycle),
        alive(waiting, ids.rentReminders),
        alive(waiting, ids.rentRevisions),
      ]);
      return { lifecycle, rentReminders, rentRevisions };
    },
    ownerStatements: ({ tenantId, mandateId }) => one(ownerStatementsWorkflowId(tenantId, mandateId)),
    syndicFundCalls: ({ tenantId, syndicateId }) => one(syndicFundCallsWorkflowId(tenantId, syndicateId)),
  };
}
