// The workflow command outbox (docs/decisions.md 202): the Workflows port records each call of a
// use case as commands (one start or signal of one workflow id each) in the use case's transaction,
// so they exist exactly when the change does; the relay (command-relay.ts) sends them once committed.
import { randomUUID } from 'node:crypto';
import type { Store } from '../../core/ports/store.js';
import type { WorkflowCalls, Workflows } from '../../core/ports/workflows.js';
import type { EngineCalls } from '../../workflows/engine-calls.js';
import { WorkflowCommandRecord } from '../persistence/entities/workflow-commands.js';
import type { WorkflowCommand } from './command-target.js';
import { workflowCalls } from './workflows-client.js';

/** The process clients' engine calls, each handed to `take` as a command on `taskQueue`. */
export function commandCalls(taskQueue: string, take: (command: WorkflowCommand) => Promise<void>): EngineCalls {
  const command = (fields: Omit<WorkflowCommand, 'taskQueue'>) => take({ taskQueue, ...fields });
  return {
    startOnce: (workflow, workflowId, args) =>
      command({ workflowId, operation: 'START', workflowType: workflow.name, signal: null, args, signalArgs: [] }),
    signalIfRunning: (workflowId, signal, ...signalArgs) =>
      command({ workflowId, operation: 'SIGNAL', workflowType: null, signal: signal.name, args: [], signalArgs }),
    signalWithStart: (workflow, workflowId, args, signal, signalArgs) =>
      command({
        workflowId,
        operation: 'SIGNAL_WITH_START',
        workflowType: workflow.name,
        signal: signal.name,
        args,
        signalArgs,
      }),
  };
}

/** The Workflows port's calls recorded in `tx`, each row under the tenant its input names. */
function recorded(tx: Store, taskQueue: string): WorkflowCalls {
  const calls = (tenantId: string) =>
    workflowCalls(
      commandCalls(taskQueue, async (command) => {
        tx.repo(WorkflowCommandRecord).persist(
          Object.assign(new WorkflowCommandRecord(), {
            id: randomUUID(),
            tenant_id: tenantId,
            task_queue: command.taskQueue,
            workflow_id: command.workflowId,
            operation: command.operation,
            workflow_type: command.workflowType,
            signal: command.signal,
            args: command.args,
            signal_args: command.signalArgs,
          }),
        );
        // Written at once, so that a workflow's commands are numbered (`seq`) in the order asked.
        await tx.flush();
      }),
    );
  return {
    scheduleRentRevisions: (schedule) => calls(schedule.tenantId).scheduleRentRevisions(schedule),
    leaseTerminated: (input) => calls(input.tenantId).leaseTerminated(input),
    startLeaseSignature: (process) => calls(process.tenantId).startLeaseSignature(process),
    signerSigned: (process, signal) => calls(process.tenantId).signerSigned(process, signal),
    startRentReminders: (input) => calls(input.tenantId).startRentReminders(input),
    rentPaid: (input) => calls(input.tenantId).rentPaid(input),
    scheduleDepositRestitution: (schedule) => calls(schedule.tenantId).scheduleDepositRestitution(schedule),
    depositRestituted: (input) => calls(input.tenantId).depositRestituted(input),
    scheduleAmendmentExpiry: (schedule) => calls(schedule.tenantId).scheduleAmendmentExpiry(schedule),
    amendmentSettled: (input) => calls(input.tenantId).amendmentSettled(input),
    followLeaseLifecycle: (input) => calls(input.tenantId).followLeaseLifecycle(input),
    startOwnerStatements: (input) => calls(input.tenantId).startOwnerStatements(input),
    startSyndicFundCalls: (input) => calls(input.tenantId).startSyndicFundCalls(input),
    syndicAccountsChanged: (input) => calls(input.tenantId).syndicAccountsChanged(input),
    startBatchRun: (input) => calls(input.tenantId).startBatchRun(input),
    cancelBatchRun: (input) => calls(input.tenantId).cancelBatchRun(input),
  };
}

/**
 * The Workflows port over the `workflow_commands` table: commands for the workers of `taskQueue`.
 * `enabled` is asked at each use: workflows may be coming up, or turn out off (adapters/main/workflows.ts).
 */
export function tableWorkflows(options: { taskQueue: string; enabled: () => boolean }): Workflows {
  return {
    get enabled() {
      return options.enabled();
    },
    in: (tx) => recorded(tx, options.taskQueue),
  };
}

/** The Workflows port with no engine configured: nothing is recorded, nothing is timed. */
export const noWorkflows: Workflows = {
  enabled: false,
  in() {
    throw new Error('workflows are off: no Temporal server configured');
  },
};
