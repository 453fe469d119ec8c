import { Migration } from '@mikro-orm/migrations';

// Batch runs (docs/decisions.md 230-234): the run's record, its failures, and its items done, unique
// by kind, variant, lease and period in the tenant so that an item is done once whatever retries and
// second runs come. And the index of the arrears read (docs/decisions.md 235): the account's unpaid
// periods by lease and due date, a partial index that holds only those.
const KINDS = `'RENT_NOTICES', 'RECEIPTS', 'REMINDERS'`;
const STATUSES = `'PENDING', 'RUNNING', 'COMPLETED', 'CANCELLED', 'FAILED'`;
const STEPS = `'FRIENDLY_REMINDER', 'FORMAL_NOTICE', 'GUARANTOR_AND_LANDLORD_FLAG'`;
const tenant = `"tenant_id" uuid not null references "tenants" ("id") on delete cascade`;
const TABLES = ['batch_runs', 'batch_run_failures', 'batch_run_items'];

export class Migration20261202090000BatchRuns extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "batch_runs" (
      "id" uuid not null, ${tenant}, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "kind" text not null, "period" varchar(7) not null, "step" text null,
      "place_ids" jsonb not null default '[]', "lease_ids" jsonb not null default '[]',
      "status" text not null default 'PENDING',
      "total" integer not null default 0, "done" integer not null default 0,
      "failed" integer not null default 0, "skipped" integer not null default 0,
      "page_size" smallint not null default 100, "cursor" uuid null,
      "cancel_requested" boolean not null default false, "error" text null,
      "started_at" timestamptz null, "finished_at" timestamptz null,
      primary key ("id"),
      constraint "batch_runs_kind_check" check ("kind" in (${KINDS})),
      constraint "batch_runs_status_check" check ("status" in (${STATUSES})),
      constraint "batch_runs_step_check" check ("step" in (${STEPS})),
      constraint "batch_runs_period_check" check ("period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
      constraint "batch_runs_counts_check" check ("total" >= 0 and "done" >= 0 and "failed" >= 0 and "skipped" >= 0),
      constraint "batch_runs_page_size_check" check ("page_size" between 1 and 1000)
    );`);
    for (const column of ['created_at', 'kind', 'status', 'period'])
      this.addSql(
        `create index "batch_runs_tenant_id_${column}_index" on "batch_runs" ("tenant_id", "${column}", "id");`,
      );
    this.addSql(`create table "batch_run_failures" (
      "id" uuid not null, ${tenant}, "created_at" timestamptz not null,
      "run_id" uuid not null references "batch_runs" ("id") on delete cascade,
      "lease_id" uuid not null references "leases" ("id") on delete cascade,
      "code" varchar(100) not null, "reason" text not null,
      primary key ("id")
    );`);
    this.addSql(
      `create index "batch_run_failures_tenant_id_run_id_index" on "batch_run_failures" ("tenant_id", "run_id", "created_at");`,
    );
    this.addSql(`create table "batch_run_items" (
      "id" uuid not null, ${tenant}, "created_at" timestamptz not null,
      "run_id" uuid not null references "batch_runs" ("id") on delete cascade,
      "kind" text not null, "variant" varchar(50) not null default '',
      "lease_id" uuid not null references "leases" ("id") on delete cascade,
      "period" varchar(7) not null, "documents" jsonb not null default '[]',
      "messages_sent" boolean not null default false,
      primary key ("id"),
      constraint "batch_run_items_kind_check" check ("kind" in (${KINDS})),
      constraint "batch_run_items_once" unique ("tenant_id", "kind", "variant", "lease_id", "period")
    );`);
    this.addSql(
      `create index "batch_run_items_tenant_id_run_id_index" on "batch_run_items" ("tenant_id", "run_id", "created_at");`,
    );
    for (const table of TABLES) this.addSql(`select enable_tenant_rls('${table}');`);
    this.addSql(
      `create index "rent_periods_arrears_index" on "rent_periods" ("tenant_id", "lease_id", "due_date") where "status" <> 'PAID';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "rent_periods_arrears_index";`);
    for (const table of [...TABLES].reverse()) this.addSql(`drop table if exists "${table}" cascade;`);
  }
}
