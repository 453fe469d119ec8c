import { Migration } from '@mikro-orm/migrations';

// Idempotency-Key records: one per tenant and key, with the answer replayed on a retry.
export class Migration20261121000100Idempotency extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "idempotency_keys" (
      "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "key" varchar(255) not null,
      "fingerprint" varchar(64) not null,
      "status" int null,
      "content_type" varchar(255) null,
      "body" bytea null,
      "created_at" timestamptz not null default now(),
      "completed_at" timestamptz null,
      primary key ("tenant_id", "key"));`);
    this.addSql(`create index "idempotency_keys_created_at_index" on "idempotency_keys" ("created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "idempotency_keys";`);
  }
}
