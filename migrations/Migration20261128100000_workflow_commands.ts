import { Migration } from '@mikro-orm/migrations';

// The workflow command outbox (docs/decisions.md 202): what each committed change asks of the
// workflow engine, written in the change's transaction; the relay sends each command (oldest first,
// one at a time per workflow) and deletes it once the engine accepted it.
export class Migration20261128100000WorkflowCommands extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "workflow_commands" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "seq" bigint generated always as identity,
      "task_queue" varchar(200) not null, "workflow_id" varchar(300) not null,
      "operation" text not null, "workflow_type" varchar(100) null, "signal" varchar(100) null,
      "args" jsonb not null, "signal_args" jsonb not null,
      "attempts" int not null default 0, "next_attempt_at" timestamptz not null default now(),
      "last_error" varchar(1000) null, "created_at" timestamptz not null,
      primary key ("id"),
      constraint "workflow_commands_operation_check" check ("operation" in ('START', 'SIGNAL', 'SIGNAL_WITH_START'))
    );`);
    // The relay's queue, and each workflow's commands in their order.
    this.addSql(`create index "workflow_commands_due_index" on "workflow_commands" ("task_queue", "next_attempt_at");`);
    this.addSql(`create index "workflow_commands_workflow_index" on "workflow_commands" ("workflow_id", "seq");`);
    this.addSql(`select enable_tenant_rls('workflow_commands');`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "workflow_commands";`);
  }
}
