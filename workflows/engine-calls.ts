// What a process's client (workflows/<process>/client.ts) asks of the engine, over a Temporal client.
// Runs in the API process, not in the workflow sandbox.
import {
  type SignalDefinition,
  type Workflow,
  type WorkflowClient,
  WorkflowExecutionAlreadyStartedError,
  WorkflowNotFoundError,
} from '@temporalio/client';

export interface EngineCalls {
  /** Starts the workflow under this id; one already running under it is left alone: scheduling is idempotent. */
  startOnce<W extends Workflow>(workflow: W, workflowId: string, args: Parameters<W>): Promise<void>;
  /** Signals the workflow under this id; one that does not run (never started, or ended) has nothing to stop. */
  signalIfRunning<A extends unknown[]>(workflowId: string, signal: SignalDefinition<A>, ...args: A): Promise<void>;
  /** Signal-with-start: signals the workflow under this id, starting it first when it does not run. */
  signalWithStart<W extends Workflow, A extends unknown[]>(
    workflow: W,
    workflowId: string,
    args: Parameters<W>,
    signal: SignalDefinition<A>,
    signalArgs: A,
  ): Promise<void>;
}

/** Ignores the error `ignored` thrown by `call`, rethrows any other. */
async function ignoring(ignored: new (...args: never[]) => Error, call: () => Promise<unknown>): Promise<void> {
  try {
    await call();
  } catch (error) {
    if (error instanceof ignored) return;
    throw error;
  }
}

/**
 * The engine calls on `taskQueue`; with `callTimeoutMs`, each waits that long at most for an
 * unreachable engine before failing (docs/decisions.md, record 151), else as long as the SDK retries.
 */
export function engineCalls(client: WorkflowClient, taskQueue: string, callTimeoutMs?: number): EngineCalls {
  const bounded = <T>(call: () => Promise<T>): Promise<T> =>
    callTimeoutMs === undefined ? call() : client.connection.withDeadline(Date.now() + callTimeoutMs, call);
  // `as never`: the SDK types the options' `args` by a conditional on W that stays unresolved for a
  // generic W; EngineCalls types them as Parameters<W> instead.
  return {
    startOnce: (workflow, workflowId, args) =>
      ignoring(WorkflowExecutionAlreadyStartedError, () =>
        bounded(() => client.start(workflow, { taskQueue, workflowId, args } as never)),
      ),
    signalIfRunning: (workflowId, signal, ...args) =>
      ignoring(WorkflowNotFoundError, () => bounded(() => client.getHandle(workflowId).signal(signal, ...args))),
    async signalWithStart(workflow, workflowId, args, signal, signalArgs) {
      await bounded(() =>
        client.signalWithStart(workflow, { taskQueue, workflowId, args, signal, signalArgs } as never),
      );
    },
  };
}
