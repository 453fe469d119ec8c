import { Migration } from '@mikro-orm/migrations';

// Condition reports: one entry and one exit report per lease (unique), their items in order, and
// the photos of each item (media, which cannot be deleted while a report shows them).
export class Migration20261123080200ConditionReports extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "condition_reports" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "lease_id" uuid not null references "leases" ("id") on delete cascade,
      "report_type" text not null, "inspection_date" date not null, "status" text not null default 'DRAFT',
      "general_comments" text null,
      "meters" jsonb not null default '[]', "keys" jsonb not null default '[]', "inventory" jsonb not null default '[]',
      "tenant_signatory" varchar(255) null, "tenant_signed_at" timestamptz null,
      "landlord_signatory" varchar(255) null, "landlord_signed_at" timestamptz null,
      primary key ("id"),
      constraint "condition_reports_one_per_type_unique" unique ("lease_id", "report_type"),
      constraint "condition_reports_type_check" check ("report_type" in ('ENTRY', 'EXIT')),
      constraint "condition_reports_status_check" check ("status" in ('DRAFT', 'SIGNED')),
      constraint "condition_reports_signed_check" check ("status" <> 'SIGNED' or ("tenant_signed_at" is not null and "landlord_signed_at" is not null))
    );`);
    this.addSql(
      `create index "condition_reports_tenant_id_lease_id_index" on "condition_reports" ("tenant_id", "lease_id");`,
    );
    for (const column of ['inspection_date', 'created_at', 'report_type', 'status']) {
      this.addSql(
        `create index "condition_reports_tenant_id_lease_id_${column}_index" on "condition_reports" ("tenant_id", "lease_id", "${column}");`,
      );
    }

    this.addSql(`create table "condition_report_items" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "report_id" uuid not null references "condition_reports" ("id") on delete cascade,
      "position" int not null, "room_id" uuid null references "rooms" ("id") on delete set null, "room_label" varchar(255) null,
      "element" varchar(255) not null, "element_kind" text not null,
      "equipment_id" uuid null references "equipment" ("id") on delete set null,
      "condition" text not null, "comments" text null, "created_at" timestamptz not null,
      primary key ("id"),
      constraint "condition_report_items_position_unique" unique ("report_id", "position"),
      constraint "condition_report_items_kind_check" check ("element_kind" in ('SURFACE', 'EQUIPMENT')),
      constraint "condition_report_items_condition_check" check ("condition" in ('EXCELLENT', 'GOOD', 'FAIR', 'POOR', 'DAMAGED', 'NEEDS_REPAIR', 'BROKEN', 'MISSING'))
    );`);
    this.addSql(
      `create index "condition_report_items_tenant_id_report_id_index" on "condition_report_items" ("tenant_id", "report_id");`,
    );

    this.addSql(`create table "condition_report_photos" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "item_id" uuid not null references "condition_report_items" ("id") on delete cascade,
      "media_id" uuid not null references "media" ("id"), "created_at" timestamptz not null,
      primary key ("id")
    );`);
    this.addSql(
      `create index "condition_report_photos_tenant_id_item_id_index" on "condition_report_photos" ("tenant_id", "item_id");`,
    );
    this.addSql(`create index "condition_report_photos_media_id_index" on "condition_report_photos" ("media_id");`);
    for (const table of ['condition_reports', 'condition_report_items', 'condition_report_photos']) {
      this.addSql(`select enable_tenant_rls('${table}');`);
    }
  }

  override async down(): Promise<void> {
    for (const table of ['condition_report_photos', 'condition_report_items', 'condition_reports']) {
      this.addSql(`drop table if exists "${table}" cascade;`);
    }
  }
}
