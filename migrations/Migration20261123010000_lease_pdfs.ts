import { Migration } from '@mikro-orm/migrations';

// Generated lease PDFs (spec, "Generated lease PDF record"); the bytes are in the FileStore. Rows
// go with their lease and tenant; row-level security as every tenant table
// (Migration20261121235900_row_level_security.ts).
export class Migration20261123010000LeasePdfs extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "lease_pdfs" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "lease_id" uuid not null references "leases" ("id") on delete cascade,
      "template_id" uuid not null,
      "template_type" text not null,
      "template_version" int not null,
      "storage_key" varchar(255) not null,
      "file_size" int not null, "pages" int not null, "sha256" varchar(64) not null,
      "custom_variables" jsonb null,
      primary key ("id"),
      constraint "lease_pdfs_storage_key_unique" unique ("storage_key"),
      constraint "lease_pdfs_template_type_check" check ("template_type" in ('LeaseContract', 'Amendment', 'InventoryReport', 'RentReceipt', 'NoticeToVacate', 'OtherDocument')),
      constraint "lease_pdfs_file_size_check" check ("file_size" > 0),
      constraint "lease_pdfs_pages_check" check ("pages" > 0),
      constraint "lease_pdfs_template_version_check" check ("template_version" > 0)
    );`);
    // The list of a lease's PDFs, filtered by template_type, sorted and ranged by created_at.
    this.addSql(
      `create index "lease_pdfs_lease_created_index" on "lease_pdfs" ("tenant_id", "lease_id", "created_at");`,
    );
    this.addSql(
      `create index "lease_pdfs_lease_type_index" on "lease_pdfs" ("tenant_id", "lease_id", "template_type", "created_at");`,
    );
    this.addSql(`create index "lease_pdfs_lease_id_index" on "lease_pdfs" ("lease_id");`);
    this.addSql(`select enable_tenant_rls('lease_pdfs');`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "lease_pdfs" cascade;`);
  }
}
