// The workflow command outbox (adapters/temporal/workflow-commands.ts): rows of adapters only, core
// records them through the Workflows port. `seq`, the attempts and the next attempt are the
// database's (defaults) and the relay's (adapters/temporal/command-relay.ts, in SQL).
import { defineEntity } from '@mikro-orm/core';
import { createdAt, p, tenantFilter } from './columns.js';

/** What a command asks of the engine: a start, a signal, or a signal that starts the workflow when it does not run. */
export const COMMAND_OPERATIONS = ['START', 'SIGNAL', 'SIGNAL_WITH_START'] as const;
export type CommandOperation = (typeof COMMAND_OPERATIONS)[number];

export class WorkflowCommandRecord {
  id!: string;
  tenant_id!: string;
  task_queue!: string;
  workflow_id!: string;
  operation!: CommandOperation;
  workflow_type!: string | null;
  signal!: string | null;
  args!: unknown[];
  signal_args!: unknown[];
  created_at!: Date;
}

export const WorkflowCommandEntity = defineEntity({
  class: WorkflowCommandRecord,
  tableName: 'workflow_commands',
  filters: tenantFilter,
  properties: {
    id: p.uuid().primary(),
    tenant_id: p.uuid(),
    task_queue: p.string().length(200),
    workflow_id: p.string().length(300),
    operation: p.enum(COMMAND_OPERATIONS),
    workflow_type: p.string().length(100).nullable(),
    signal: p.string().length(100).nullable(),
    args: p.json<unknown[]>(),
    signal_args: p.json<unknown[]>(),
    created_at: createdAt(),
  },
});
