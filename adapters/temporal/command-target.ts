// What the workflow command relay sends (docs/decisions.md 202): a command as the engine is asked
// for it, and the target that takes it (Temporal, or a test's engine).
import type { CommandOperation } from '../persistence/entities/workflow-commands.js';

/** One start or signal of one workflow, as the engine is asked for it (by type and signal names). */
export interface WorkflowCommand {
  taskQueue: string;
  workflowId: string;
  operation: CommandOperation;
  workflowType: string | null;
  signal: string | null;
  args: unknown[];
  signalArgs: unknown[];
}

/** Where the relay sends the commands: Temporal (temporalTarget), or a test's engine. */
export interface CommandTarget {
  /** Resolves once the engine accepted the command (or had nothing to do: it is idempotent). */
  send(command: WorkflowCommand): Promise<void>;
}
