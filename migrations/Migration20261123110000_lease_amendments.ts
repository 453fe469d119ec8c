import { Migration } from '@mikro-orm/migrations';

// Lease amendments (core/amendments): the amendment, its rent and duration details, documents,
// validations, the read-only history and the notifications; tenant-first indexes on every list
// filter and sort column, row-level security on each table.
const TENANT = `"tenant_id" uuid not null references "tenants" ("id") on delete cascade`;
const STAMPS = `"created_at" timestamptz not null, "updated_at" timestamptz not null`;
const OF_AMENDMENT = `"amendment_id" uuid not null references "lease_amendments" ("id") on delete cascade`;

export class Migration20261123110000LeaseAmendments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "lease_amendments" (
      "id" uuid not null, ${TENANT}, ${STAMPS},
      "lease_id" uuid not null references "leases" ("id") on delete cascade,
      "amendment_number" int not null, "type" text not null, "title" varchar(200) not null, "description" text null,
      "effective_date" date not null, "status" text not null, "reason" text null, "created_by" uuid not null,
      "expires_at" timestamptz null, "activated_at" timestamptz null,
      primary key ("id"),
      constraint "lease_amendments_number_unique" unique ("lease_id", "amendment_number"),
      constraint "lease_amendments_type_check" check ("type" in ('RENT_CHANGE', 'DURATION_CHANGE', 'TENANT_CHANGE', 'CLAUSE_CHANGE', 'OTHER')),
      constraint "lease_amendments_status_check" check ("status" in ('DRAFT', 'PENDING_VALIDATION', 'VALIDATED', 'PENDING_SIGNATURE', 'ACTIVE', 'REJECTED', 'CANCELLED', 'EXPIRED'))
    );`);
    for (const column of ['amendment_number', 'status', 'type', 'effective_date', 'created_at', 'updated_at', 'title'])
      this.addSql(
        `create index "lease_amendments_tenant_lease_${column}_index" on "lease_amendments" ("tenant_id", "lease_id", "${column}");`,
      );

    this.addSql(`create table "amendment_rent_details" (
      "id" uuid not null, ${TENANT}, ${STAMPS}, ${OF_AMENDMENT},
      "old_rent_amount" numeric(12,2) not null, "new_rent_amount" numeric(12,2) not null,
      "old_charges_amount" numeric(12,2) null, "new_charges_amount" numeric(12,2) null,
      "effective_date" date not null, "increase_basis" text null, "works_description" text null,
      primary key ("id"),
      constraint "amendment_rent_details_one" unique ("amendment_id"),
      constraint "amendment_rent_details_amounts_check" check ("new_rent_amount" > 0 and coalesce("new_charges_amount", 0) >= 0),
      constraint "amendment_rent_details_basis_check" check ("increase_basis" in ('IMPROVEMENT_WORKS'))
    );`);
    this.addSql(`create table "amendment_duration_details" (
      "id" uuid not null, ${TENANT}, ${STAMPS}, ${OF_AMENDMENT},
      "old_end_date" date not null, "new_end_date" date not null, "extension_months" int not null,
      primary key ("id"),
      constraint "amendment_duration_details_one" unique ("amendment_id")
    );`);
    this.addSql(`create table "amendment_documents" (
      "id" uuid not null, ${TENANT}, ${STAMPS}, ${OF_AMENDMENT},
      "lease_id" uuid not null references "leases" ("id") on delete cascade,
      "document_type" varchar(100) not null, "description" text null, "file_name" varchar(255) not null,
      "content_type" varchar(100) not null, "file_size" int not null, "sha256" varchar(64) not null, "storage_key" varchar(500) not null,
      primary key ("id"),
      constraint "amendment_documents_storage_key_unique" unique ("storage_key"),
      constraint "amendment_documents_content_type_check" check ("content_type" in ('application/pdf', 'image/jpeg', 'image/png', 'image/webp')),
      constraint "amendment_documents_file_size_check" check ("file_size" between 1 and 20971520)
    );`);
    this.addSql(`create table "amendment_validations" (
      "id" uuid not null, ${TENANT}, ${STAMPS}, ${OF_AMENDMENT},
      "validator_name" varchar(200) not null, "validator_email" varchar(255) null, "decision" text not null, "comment" text null,
      primary key ("id"),
      constraint "amendment_validations_decision_check" check ("decision" in ('APPROVED', 'REJECTED'))
    );`);
    this.addSql(`create table "amendment_history" (
      "id" uuid not null, ${TENANT}, ${OF_AMENDMENT},
      "change_type" text not null, "change_date" timestamptz not null, "performed_by" uuid not null,
      "previous_values" jsonb null, "new_values" jsonb null, "change_reason" text null,
      primary key ("id"),
      constraint "amendment_history_type_check" check ("change_type" in ('STATUS_CHANGE', 'CONTENT_MODIFICATION', 'VALIDATION_CHANGE', 'SIGNATURE_UPDATE', 'DOCUMENT_ADDITION'))
    );`);
    // The history is never changed (deleting a draft amendment or a tenant still cascades).
    this.addSql(`create or replace function amendment_history_append_only() returns trigger language plpgsql as $fn$
      begin raise exception 'amendment_history is append-only'; end $fn$;`);
    this.addSql(`create trigger "amendment_history_no_update" before update on "amendment_history"
      for each row execute function amendment_history_append_only();`);
    this.addSql(`create table "amendment_notifications" (
      "id" uuid not null, ${TENANT}, ${STAMPS}, ${OF_AMENDMENT},
      "lease_id" uuid not null references "leases" ("id") on delete cascade,
      "recipient_id" uuid not null, "recipient_type" text not null, "notification_type" text not null, "status" text not null,
      "title" varchar(300) not null, "content" text not null,
      "sent_date" timestamptz null, "read_date" timestamptz null, "actioned_date" timestamptz null, "expires_at" timestamptz null,
      primary key ("id"),
      constraint "amendment_notifications_recipient_type_check" check ("recipient_type" in ('OWNER', 'LESSEE', 'VALIDATOR', 'CREATOR')),
      constraint "amendment_notifications_type_check" check ("notification_type" in ('SIGNATURE_REQUIRED', 'AMENDMENT_ACTIVATED', 'AMENDMENT_EXPIRING', 'AMENDMENT_REJECTED', 'VALIDATION_PENDING', 'RENT_MODIFICATION_NOTICE')),
      constraint "amendment_notifications_status_check" check ("status" in ('DRAFT', 'SENT', 'READ', 'ACTIONED', 'EXPIRED'))
    );`);
    const children: Record<string, string[]> = {
      amendment_rent_details: ['created_at'],
      amendment_duration_details: ['created_at'],
      amendment_documents: ['created_at', 'updated_at', 'document_type', 'file_name', 'file_size'],
      amendment_validations: ['created_at', 'decision', 'validator_name'],
      amendment_history: ['change_date', 'change_type'],
      amendment_notifications: ['created_at', 'status', 'notification_type', 'recipient_type', 'recipient_id'],
    };
    for (const [table, columns] of Object.entries(children)) {
      for (const column of columns)
        this.addSql(
          `create index "${table}_tenant_amendment_${column}_index" on "${table}" ("tenant_id", "amendment_id", "${column}");`,
        );
      this.addSql(`select enable_tenant_rls('${table}');`);
    }
    this.addSql(`select enable_tenant_rls('lease_amendments');`);
  }

  override async down(): Promise<void> {
    for (const table of [
      'amendment_notifications',
      'amendment_history',
      'amendment_validations',
      'amendment_documents',
      'amendment_duration_details',
      'amendment_rent_details',
      'lease_amendments',
    ])
      this.addSql(`drop table if exists "${table}";`);
    this.addSql(`drop function if exists amendment_history_append_only();`);
  }
}
