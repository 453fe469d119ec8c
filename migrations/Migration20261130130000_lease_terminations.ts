import { Migration } from '@mikro-orm/migrations';

// Lease terminations (one per lease) and their documents (media); and the mark a payment puts on a
// rent period whose receipts are due, cleared once they are issued and sent. Periods settled before
// this change owe nothing: the mark starts false.
export class Migration20261130130000LeaseTerminations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "lease_terminations" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "lease_id" uuid not null references "leases" ("id") on delete cascade,
      "ground" text not null, "legal_reference" varchar(255) not null,
      "effective_date" date not null, "act_date" date null,
      "lessee_id" uuid null references "lessees" ("id") on delete set null,
      "notice_id" uuid null references "lease_notices" ("id") on delete set null,
      "details" text null, "previous_status" text not null, "previous_end_date" date not null,
      "last_period_id" uuid null references "rent_periods" ("id") on delete set null,
      "cancelled_periods" smallint not null default 0, "deposit_handed_over" boolean not null default false,
      "created_at" timestamptz not null,
      primary key ("id"),
      constraint "lease_terminations_lease_unique" unique ("lease_id"),
      constraint "lease_terminations_ground_check" check ("ground" in ('NOTICE_END', 'TERM_END', 'MUTUAL_AGREEMENT', 'CLAUSE_RESOLUTOIRE', 'TENANT_DEATH', 'ABANDONMENT', 'NOT_STATED')),
      constraint "lease_terminations_previous_status_check" check ("previous_status" in ('ACTIVE', 'NOTICE', 'FINALISATION', 'EXPIRED'))
    );`);
    this.addSql(
      `create index "lease_terminations_tenant_id_lease_id_index" on "lease_terminations" ("tenant_id", "lease_id");`,
    );
    this.addSql(`create table "lease_termination_documents" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "termination_id" uuid not null references "lease_terminations" ("id") on delete cascade,
      "media_id" uuid not null references "media" ("id"), "created_at" timestamptz not null,
      primary key ("id")
    );`);
    this.addSql(
      `create index "lease_termination_documents_tenant_id_termination_id_index" on "lease_termination_documents" ("tenant_id", "termination_id");`,
    );
    this.addSql(
      `create index "lease_termination_documents_media_id_index" on "lease_termination_documents" ("media_id");`,
    );
    for (const table of ['lease_terminations', 'lease_termination_documents']) {
      this.addSql(`select enable_tenant_rls('${table}');`);
    }
    this.addSql(`alter table "rent_periods" add column "receipts_due" boolean not null default false;`);
    this.addSql(
      `create index "rent_periods_receipts_due_index" on "rent_periods" ("tenant_id", "lease_id") where "receipts_due";`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "rent_periods_receipts_due_index";`);
    this.addSql(`alter table "rent_periods" drop column if exists "receipts_due";`);
    for (const table of ['lease_termination_documents', 'lease_terminations']) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
  }
}
