import { Migration } from '@mikro-orm/migrations';

// Media: photos and PDFs of a tenant, served by id, optionally tied to a lease (they go with a
// deleted draft lease) or an estate. Row-level security like every tenant table.
export class Migration20261123080000Media extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "media" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "lease_id" uuid null references "leases" ("id") on delete cascade,
      "estate_id" uuid null references "estates" ("id") on delete set null,
      "description" text null, "file_name" varchar(255) not null,
      "content_type" varchar(100) not null, "file_size" int not null, "sha256" varchar(64) not null,
      "storage_key" varchar(255) not null,
      primary key ("id"),
      constraint "media_storage_key_unique" unique ("storage_key"),
      constraint "media_content_type_check" check ("content_type" in ('application/pdf', 'image/jpeg', 'image/png', 'image/webp')),
      constraint "media_file_size_check" check ("file_size" between 1 and 20971520)
    );`);
    this.addSql(`create index "media_tenant_id_created_at_index" on "media" ("tenant_id", "created_at");`);
    this.addSql(`create index "media_tenant_id_lease_id_index" on "media" ("tenant_id", "lease_id");`);
    this.addSql(`create index "media_tenant_id_estate_id_index" on "media" ("tenant_id", "estate_id");`);
    this.addSql(`create index "media_tenant_id_content_type_index" on "media" ("tenant_id", "content_type");`);
    this.addSql(`create index "media_tenant_id_file_name_index" on "media" ("tenant_id", "file_name");`);
    this.addSql(`create index "media_tenant_id_file_size_index" on "media" ("tenant_id", "file_size");`);
    this.addSql(`select enable_tenant_rls('media');`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "media" cascade;`);
  }
}
