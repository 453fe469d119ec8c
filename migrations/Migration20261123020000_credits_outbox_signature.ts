import { Migration } from '@mikro-orm/migrations';

// The credit ledger (append-only), the two outboxes (domain events, messages to people) and the
// electronic signature (documents and their requests). Every table is tenant-owned, with
// row-level security as the others (Migration20261121235900_row_level_security.ts).
export class Migration20261123020000CreditsOutboxSignature extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "credit_entries" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "kind" text not null, "amount" int not null, "reference" varchar(255) null, "note" varchar(500) null,
      "created_at" timestamptz not null,
      primary key ("id"),
      constraint "credit_entries_kind_check" check ("kind" in ('admin_grant', 'consumption', 'refund', 'purchase')),
      constraint "credit_entries_sign_check" check (("kind" = 'consumption' and "amount" < 0) or ("kind" <> 'consumption' and "amount" > 0))
    );`);
    // A consumption or refund of one operation is recorded once (retries count once).
    this.addSql(
      `create unique index "credit_entries_tenant_kind_reference_unique" on "credit_entries" ("tenant_id", "kind", "reference") where "reference" is not null;`,
    );
    this.addSql(`create index "credit_entries_tenant_created_index" on "credit_entries" ("tenant_id", "created_at");`);
    // The ledger is append-only: rows are never changed (deleting a tenant still cascades).
    this.addSql(`create or replace function credit_entries_append_only() returns trigger language plpgsql as $fn$
      begin raise exception 'credit_entries is append-only'; end $fn$;`);
    this.addSql(`create trigger "credit_entries_no_update" before update on "credit_entries"
      for each row execute function credit_entries_append_only();`);

    this.addSql(`create table "outbox_events" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "type" varchar(100) not null, "event_key" varchar(255) not null,
      "subject_type" varchar(50) not null, "subject_id" uuid not null, "payload" jsonb not null,
      "delivered_at" timestamptz null, "created_at" timestamptz not null,
      primary key ("id"),
      constraint "outbox_events_type_key_unique" unique ("tenant_id", "type", "event_key")
    );`);
    this.addSql(
      `create index "outbox_events_undelivered_index" on "outbox_events" ("tenant_id", "created_at") where "delivered_at" is null;`,
    );
    this.addSql(`create index "outbox_events_subject_index" on "outbox_events" ("tenant_id", "subject_id");`);

    this.addSql(`create table "outbox_messages" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "kind" varchar(100) not null, "channel" text not null, "recipient" varchar(255) not null,
      "subject" varchar(255) not null, "body" text not null, "data" jsonb not null,
      "idempotency_key" varchar(255) not null, "sent_at" timestamptz null, "created_at" timestamptz not null,
      primary key ("id"),
      constraint "outbox_messages_channel_check" check ("channel" in ('email', 'sms')),
      constraint "outbox_messages_key_unique" unique ("tenant_id", "idempotency_key")
    );`);
    this.addSql(
      `create index "outbox_messages_tenant_kind_index" on "outbox_messages" ("tenant_id", "kind", "created_at");`,
    );
    this.addSql(
      `create index "outbox_messages_tenant_recipient_index" on "outbox_messages" ("tenant_id", "recipient", "created_at");`,
    );

    this.addSql(`create table "signature_documents" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "lease_id" uuid not null references "leases" ("id") on delete cascade,
      "pdf_id" uuid not null references "lease_pdfs" ("id"),
      "event_id" varchar(100) not null, "status" text not null, "request_fingerprint" varchar(64) not null,
      "expires_at" timestamptz not null, "reminder_days" jsonb not null default '[]',
      "signed_pdf_url" varchar(2048) null, "proof_url" varchar(2048) null,
      "signed_lease_document_id" uuid null, "completed_at" timestamptz null, "expired_at" timestamptz null,
      primary key ("id"),
      constraint "signature_documents_status_check" check ("status" in ('SIGNING', 'COMPLETED', 'EXPIRED'))
    );`);
    this.addSql(
      `create index "signature_documents_lease_index" on "signature_documents" ("tenant_id", "lease_id", "created_at");`,
    );
    this.addSql(`create index "signature_documents_pdf_index" on "signature_documents" ("pdf_id");`);

    this.addSql(`create table "signature_requests" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "document_id" uuid not null references "signature_documents" ("id") on delete cascade,
      "signer_type" text not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null,
      "person_id" uuid not null, "signer_email" varchar(255) not null, "phone" varchar(20) not null,
      "status" text not null, "expires_at" timestamptz not null,
      "token_hash" varchar(64) null, "otp_hash" varchar(64) null, "otp_channel" text null, "otp_expires_at" timestamptz null,
      "otp_sent_count" int not null default 0, "otp_last_sent_at" timestamptz null,
      "otp_failed_attempts" int not null default 0, "locked_at" timestamptz null,
      "signed_at" timestamptz null, "signed_ip" varchar(64) null, "signed_user_agent" varchar(500) null,
      "signature_image_key" varchar(255) null, "signature_image_type" varchar(50) null, "signature_image_sha256" varchar(64) null,
      "signature_hash" varchar(255) null, "completed_at" timestamptz null,
      primary key ("id"),
      constraint "signature_requests_signer_unique" unique ("document_id", "signer_type"),
      constraint "signature_requests_status_check" check ("status" in ('PENDING', 'SIGNED', 'COMPLETED', 'EXPIRED')),
      constraint "signature_requests_signer_type_check" check ("signer_type" in ('PROPRIETAIRE', 'LOCATAIRE')),
      constraint "signature_requests_otp_channel_check" check ("otp_channel" in ('sms', 'email'))
    );`);
    this.addSql(
      `create unique index "signature_requests_token_hash_unique" on "signature_requests" ("token_hash") where "token_hash" is not null;`,
    );
    this.addSql(
      `create index "signature_requests_tenant_document_index" on "signature_requests" ("tenant_id", "document_id");`,
    );

    for (const table of [
      'credit_entries',
      'outbox_events',
      'outbox_messages',
      'signature_documents',
      'signature_requests',
    ])
      this.addSql(`select enable_tenant_rls('${table}');`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "signature_requests" cascade;`);
    this.addSql(`drop table if exists "signature_documents" cascade;`);
    this.addSql(`drop table if exists "outbox_messages" cascade;`);
    this.addSql(`drop table if exists "outbox_events" cascade;`);
    this.addSql(`drop table if exists "credit_entries" cascade;`);
    this.addSql(`drop function if exists credit_entries_append_only();`);
  }
}
