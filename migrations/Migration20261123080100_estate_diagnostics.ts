import { Migration } from '@mikro-orm/migrations';

// Estate diagnostics: one active per type per estate (a partial unique index behind the use case,
// which deactivates the previous one in the same transaction).
export class Migration20261123080100EstateDiagnostics extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "estate_diagnostics" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "estate_id" uuid not null references "estates" ("id") on delete cascade,
      "diagnostic_type" text not null, "reference_number" varchar(100) null, "diagnosis_date" date not null,
      "outcome" text null, "valid_until" date null, "is_active" boolean not null default true,
      "diagnostician" varchar(255) null, "media_id" uuid null references "media" ("id"), "notes" varchar(1000) null,
      primary key ("id"),
      constraint "estate_diagnostics_type_check" check ("diagnostic_type" in ('LEAD', 'ASBESTOS', 'ELECTRICITY', 'GAS', 'RISKS', 'NOISE', 'COOWNERSHIP_RULES')),
      constraint "estate_diagnostics_outcome_check" check ("outcome" in ('NEGATIVE', 'POSITIVE', 'NOT_APPLICABLE')),
      constraint "estate_diagnostics_validity_check" check ("valid_until" is null or "valid_until" >= "diagnosis_date")
    );`);
    this.addSql(
      `create unique index "estate_diagnostics_one_active_unique" on "estate_diagnostics" ("tenant_id", "estate_id", "diagnostic_type") where "is_active";`,
    );
    for (const column of ['diagnosis_date', 'valid_until', 'created_at', 'diagnostic_type', 'is_active', 'outcome']) {
      this.addSql(
        `create index "estate_diagnostics_tenant_id_estate_id_${column}_index" on "estate_diagnostics" ("tenant_id", "estate_id", "${column}");`,
      );
    }
    this.addSql(`create index "estate_diagnostics_media_id_index" on "estate_diagnostics" ("media_id");`);
    this.addSql(`select enable_tenant_rls('estate_diagnostics');`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "estate_diagnostics" cascade;`);
  }
}
