import { Migration } from '@mikro-orm/migrations';

// Delivery of the queued messages (docs/decisions.md 178-179): each message's status, attempts,
// next attempt, resolved address and provider id; its lease and person for reading them through the
// API; its attachments, sensitive fields and end. The attempts, and each account's sender identity.
export class Migration20261127090000MessageDelivery extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "outbox_messages"
      add column "recipient_id" uuid null,
      add column "lease_id" uuid null,
      add column "attachments" jsonb not null default '[]',
      add column "sensitive" jsonb not null default '[]',
      add column "expires_at" timestamptz null,
      add column "status" text not null default 'QUEUED'
        constraint "outbox_messages_status_check" check ("status" in ('QUEUED', 'SENT', 'FAILED')),
      add column "attempt_count" int not null default 0,
      add column "next_attempt_at" timestamptz null,
      add column "recipient_address" varchar(255) null,
      add column "provider_message_id" varchar(255) null,
      add column "failure_reason" varchar(1000) null,
      add column "failed_at" timestamptz null,
      add column "updated_at" timestamptz null;`);
    // Messages queued before any was delivered are stale (codes long expired, reminders past):
    // they are not sent now, and say why.
    this.addSql(`update "outbox_messages" set "updated_at" = now(),
      "status" = case when "sent_at" is null then 'FAILED' else 'SENT' end,
      "failed_at" = case when "sent_at" is null then now() end,
      "failure_reason" = case when "sent_at" is null
        then 'queued before the service delivered messages (migration 20261127090000): not sent' end;`);
    // A row written without them (by hand, by an older writer) is queued now and due at once.
    this.addSql(`alter table "outbox_messages" alter column "updated_at" set default now(),
      alter column "updated_at" set not null, alter column "next_attempt_at" set default now();`);
    // The relay's queue, across tenants: the messages waiting, by the time of their next attempt.
    this.addSql(
      `create index "outbox_messages_due_index" on "outbox_messages" ("next_attempt_at") where "status" = 'QUEUED';`,
    );
    // The list's filters and sorts, tenant first (docs/decisions.md 78).
    this.addSql(
      `create index "outbox_messages_tenant_created_index" on "outbox_messages" ("tenant_id", "created_at");`,
    );
    for (const column of ['lease_id', 'recipient_id', 'recipient_address', 'status', 'channel'])
      this.addSql(
        `create index "outbox_messages_tenant_${column}_index" on "outbox_messages" ("tenant_id", "${column}", "created_at");`,
      );

    this.addSql(`create table "message_attempts" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "message_id" uuid not null references "outbox_messages" ("id") on delete cascade,
      "outcome" text not null, "detail" varchar(1000) null, "provider_message_id" varchar(255) null,
      "latency_ms" int not null, "created_at" timestamptz not null,
      primary key ("id"),
      constraint "message_attempts_outcome_check" check ("outcome" in ('SENT', 'REFUSED', 'UNREACHABLE'))
    );`);
    this.addSql(
      `create index "message_attempts_tenant_message_index" on "message_attempts" ("tenant_id", "message_id", "created_at");`,
    );

    this.addSql(`create table "message_senders" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "from_name" varchar(100) null, "from_address" varchar(255) null, "reply_to" varchar(255) null,
      "created_at" timestamptz not null, "updated_at" timestamptz not null,
      primary key ("id"),
      constraint "message_senders_tenant_id_unique" unique ("tenant_id")
    );`);
    for (const table of ['message_attempts', 'message_senders']) this.addSql(`select enable_tenant_rls('${table}');`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "message_senders";`);
    this.addSql(`drop table if exists "message_attempts";`);
    for (const index of ['due', 'tenant_created', 'tenant_lease_id', 'tenant_recipient_id', 'tenant_recipient_address'])
      this.addSql(`drop index if exists "outbox_messages_${index}_index";`);
    this.addSql(`drop index if exists "outbox_messages_tenant_status_index";`);
    this.addSql(`drop index if exists "outbox_messages_tenant_channel_index";`);
    this.addSql(`alter table "outbox_messages" drop column "recipient_id", drop column "lease_id",
      drop column "attachments", drop column "sensitive", drop column "expires_at", drop column "status",
      drop column "attempt_count", drop column "next_attempt_at", drop column "recipient_address",
      drop column "provider_message_id", drop column "failure_reason", drop column "failed_at",
      drop column "updated_at";`);
  }
}
