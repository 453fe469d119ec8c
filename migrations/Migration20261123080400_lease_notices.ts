import { Migration } from '@mikro-orm/migrations';

// Lease notices (one running per lease), their documents (media, kept while a notice shows them)
// and the tacit renewals the lease-lifecycle process records.
export class Migration20261123080400LeaseNotices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "lease_notices" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "lease_id" uuid not null references "leases" ("id") on delete cascade,
      "given_by" text not null, "reason" text not null, "received_date" date not null, "delivery_mode" text not null,
      "notice_months" smallint not null, "end_date" date not null, "status" text not null default 'ACTIVE',
      "reduced_notice" boolean not null default false, "zone_tendue" boolean not null default false,
      "legal_reference" varchar(255) not null, "motive_details" text null,
      "beneficiary_name" varchar(255) null, "beneficiary_relationship" text null, "sale_price" numeric(12,2) null,
      "withdrawn_at" timestamptz null,
      primary key ("id"),
      constraint "lease_notices_given_by_check" check ("given_by" in ('TENANT', 'LANDLORD')),
      constraint "lease_notices_reason_check" check ("reason" in ('STANDARD', 'FIRST_JOB', 'JOB_TRANSFER', 'JOB_LOSS', 'NEW_JOB_AFTER_JOB_LOSS', 'HEALTH', 'RSA_OR_AAH', 'SOCIAL_HOUSING', 'REPRISE', 'SALE', 'LEGITIMATE_AND_SERIOUS')),
      constraint "lease_notices_delivery_mode_check" check ("delivery_mode" in ('REGISTERED_LETTER', 'BAILIFF', 'HAND_DELIVERY')),
      constraint "lease_notices_status_check" check ("status" in ('ACTIVE', 'WITHDRAWN', 'COMPLETED')),
      constraint "lease_notices_relationship_check" check ("beneficiary_relationship" in ('LESSOR', 'SPOUSE', 'CIVIL_PARTNER', 'COHABITANT', 'ASCENDANT', 'DESCENDANT', 'PARTNER_ASCENDANT', 'PARTNER_DESCENDANT')),
      constraint "lease_notices_dates_check" check ("end_date" >= "received_date"),
      constraint "lease_notices_sale_price_check" check ("sale_price" > 0)
    );`);
    this.addSql(
      `create unique index "lease_notices_one_running_unique" on "lease_notices" ("lease_id") where "status" = 'ACTIVE';`,
    );
    for (const column of ['received_date', 'end_date', 'created_at', 'given_by', 'status']) {
      this.addSql(
        `create index "lease_notices_tenant_id_lease_id_${column}_index" on "lease_notices" ("tenant_id", "lease_id", "${column}");`,
      );
    }

    this.addSql(`create table "lease_notice_documents" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "notice_id" uuid not null references "lease_notices" ("id") on delete cascade,
      "media_id" uuid not null references "media" ("id"), "created_at" timestamptz not null,
      primary key ("id")
    );`);
    this.addSql(
      `create index "lease_notice_documents_tenant_id_notice_id_index" on "lease_notice_documents" ("tenant_id", "notice_id");`,
    );
    this.addSql(`create index "lease_notice_documents_media_id_index" on "lease_notice_documents" ("media_id");`);

    this.addSql(`create table "lease_renewals" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "lease_id" uuid not null references "leases" ("id") on delete cascade,
      "previous_end_date" date not null, "new_end_date" date not null, "months" smallint not null,
      "legal_reference" varchar(255) not null, "created_at" timestamptz not null,
      primary key ("id"),
      constraint "lease_renewals_once_unique" unique ("lease_id", "previous_end_date"),
      constraint "lease_renewals_dates_check" check ("new_end_date" > "previous_end_date")
    );`);
    this.addSql(
      `create index "lease_renewals_tenant_id_lease_id_index" on "lease_renewals" ("tenant_id", "lease_id", "created_at");`,
    );
    for (const table of ['lease_notices', 'lease_notice_documents', 'lease_renewals']) {
      this.addSql(`select enable_tenant_rls('${table}');`);
    }
  }

  override async down(): Promise<void> {
    for (const table of ['lease_renewals', 'lease_notice_documents', 'lease_notices']) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
  }
}
