import { Migration } from '@mikro-orm/migrations';

// Yearly rent revisions of leases (loi 89-462 art. 17-1): recorded with the claim and the two index
// values, then applied to the rent through the rent history. One per lease and revision date.
export class Migration20261123050400IndexRevisions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "lease_index_revisions" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "lease_id" uuid not null references "leases" ("id") on delete cascade,
      "revision_date" date not null, "claimed_on" date not null, "effective_date" date not null,
      "index_series" text not null, "reference_quarter" smallint not null,
      "new_index_quarter" varchar(7) not null, "new_index_value" numeric(10,2) not null,
      "old_index_quarter" varchar(7) not null, "old_index_value" numeric(10,2) not null,
      "previous_rent_amount" numeric(12,2) not null, "revised_rent_amount" numeric(12,2) not null,
      "status" text not null default 'RECORDED', "applied_at" timestamptz null,
      primary key ("id"),
      constraint "lease_index_revisions_date_unique" unique ("lease_id", "revision_date"),
      constraint "lease_index_revisions_quarter_check" check ("reference_quarter" between 1 and 4),
      constraint "lease_index_revisions_status_check" check ("status" in ('RECORDED', 'APPLIED')),
      constraint "lease_index_revisions_amounts_check" check ("previous_rent_amount" > 0 and "revised_rent_amount" > 0)
    );`);
    for (const column of ['revision_date', 'status', 'created_at'])
      this.addSql(
        `create index "lease_index_revisions_tenant_id_lease_id_${column}_index" on "lease_index_revisions" ("tenant_id", "lease_id", "${column}");`,
      );
    this.addSql(`select enable_tenant_rls('lease_index_revisions');`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "lease_index_revisions";`);
  }
}
