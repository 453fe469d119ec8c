// What a process's client (workflows/<process>/client.ts) asks of the engine: starts and signals of
// one workflow id each. Implemented by adapters/temporal/workflow-commands.ts, which records each
// call as a command that the relay sends once the transaction has committed. Runs in the API and
// worker processes, not in the workflow sandbox.
import type { SignalDefinition, Workflow } from '@temporalio/client';

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
