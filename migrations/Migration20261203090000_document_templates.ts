import { Migration } from '@mikro-orm/migrations';

// Document templates (docs/decisions.md 250): each account's templates, with the draft being
// edited, and their published versions, frozen (a PDF names the version it was printed from).
// The system catalogue is defined in code (core/templates/catalogue/), not stored.
const TYPES = [
  'LeaseContract',
  'Amendment',
  'InventoryReport',
  'RentReceipt',
  'NoticeToVacate',
  'OtherDocument',
  'RentDueNotice',
  'RentReminder',
  'FormalNotice',
  'DepositStatement',
  'ConditionReport',
  'OwnerStatement',
  'SyndicFundCall',
];
const quoted = (values: string[]) => values.map((value) => `'${value}'`).join(', ');

export class Migration20261203090000DocumentTemplates extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "document_templates" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "type" text not null, "locale" text not null default 'fr-FR', "name" varchar(200) not null,
      "status" text not null default 'DRAFT', "is_default" boolean not null default false,
      "source_template_id" uuid null, "draft_body" text not null, "published_version" int null,
      "created_at" timestamptz not null, "updated_at" timestamptz not null,
      primary key ("id"),
      constraint "document_templates_type_check" check ("type" in (${quoted(TYPES)})),
      constraint "document_templates_locale_check" check ("locale" in ('fr-FR')),
      constraint "document_templates_status_check" check ("status" in ('DRAFT', 'PUBLISHED', 'ARCHIVED'))
    );`);
    // One default per type and account.
    this.addSql(
      `create unique index "document_templates_default_unique" on "document_templates" ("tenant_id", "type") where "is_default";`,
    );
    // The list's filters and sorts, tenant first (docs/decisions.md 78).
    this.addSql(
      `create index "document_templates_tenant_created_index" on "document_templates" ("tenant_id", "created_at");`,
    );
    this.addSql(
      `create index "document_templates_tenant_name_index" on "document_templates" ("tenant_id", "name", "id");`,
    );
    for (const column of ['type', 'status'])
      this.addSql(
        `create index "document_templates_tenant_${column}_index" on "document_templates" ("tenant_id", "${column}", "created_at");`,
      );

    this.addSql(`create table "document_template_versions" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "template_id" uuid not null references "document_templates" ("id") on delete cascade,
      "number" int not null, "body" text not null, "published_at" timestamptz not null,
      "created_at" timestamptz not null, "updated_at" timestamptz not null,
      primary key ("id"),
      constraint "document_template_versions_number_unique" unique ("template_id", "number")
    );`);
    this.addSql(
      `create index "document_template_versions_tenant_template_index" on "document_template_versions" ("tenant_id", "template_id", "number");`,
    );
    // The PDFs printed from a version: a version one of them names is not deleted.
    this.addSql(
      `create index "lease_pdfs_tenant_template_version_index" on "lease_pdfs" ("tenant_id", "template_id", "template_version");`,
    );
    for (const table of ['document_templates', 'document_template_versions'])
      this.addSql(`select enable_tenant_rls('${table}');`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "lease_pdfs_tenant_template_version_index";`);
    this.addSql(`drop table if exists "document_template_versions";`);
    this.addSql(`drop table if exists "document_templates";`);
  }
}
