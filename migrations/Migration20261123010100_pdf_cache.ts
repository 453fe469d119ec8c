import { Migration } from '@mikro-orm/migrations';

// The content-addressed cache of PDF renders (core/leasing/pdf/pdf-cache.ts): one entry per template
// and data, unique per tenant, and one counters row per tenant. A trigger gives every new tenant
// its counters row (existing tenants get theirs here), so the cache only ever locks and updates
// it, never races to create it. Row-level security as every tenant table.
export class Migration20261123010100PdfCache extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "pdf_cache_entries" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "cache_key" varchar(200) not null,
      "template_type" text not null, "template_version" int not null,
      "storage_key" varchar(255) not null,
      "file_size" int not null, "pages" int not null, "sha256" varchar(64) not null,
      "hits" int not null default 0, "last_hit_at" timestamptz null,
      primary key ("id"),
      constraint "pdf_cache_entries_key_unique" unique ("tenant_id", "cache_key"),
      constraint "pdf_cache_entries_storage_key_unique" unique ("storage_key"),
      constraint "pdf_cache_entries_file_size_check" check ("file_size" > 0),
      constraint "pdf_cache_entries_pages_check" check ("pages" > 0),
      constraint "pdf_cache_entries_hits_check" check ("hits" >= 0)
    );`);
    this.addSql(`create table "pdf_cache_counters" (
      "id" uuid not null, "tenant_id" uuid not null references "tenants" ("id") on delete cascade,
      "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(),
      "hits" bigint not null default 0, "misses" bigint not null default 0,
      "entries" bigint not null default 0, "bytes" bigint not null default 0,
      "since" timestamptz not null default now(),
      primary key ("id"),
      constraint "pdf_cache_counters_tenant_unique" unique ("tenant_id"),
      constraint "pdf_cache_counters_id_is_tenant" check ("id" = "tenant_id"),
      constraint "pdf_cache_counters_check" check ("hits" >= 0 and "misses" >= 0 and "entries" >= 0 and "bytes" >= 0)
    );`);
    this.addSql(`insert into "pdf_cache_counters" ("id", "tenant_id") select "id", "id" from "tenants";`);
    this
      .addSql(`create or replace function pdf_cache_counters_for_tenant() returns trigger language plpgsql security definer set search_path = public as $fn$
      begin
        insert into "pdf_cache_counters" ("id", "tenant_id") values (new."id", new."id") on conflict do nothing;
        return new;
      end $fn$;`);
    this.addSql(`create trigger "tenants_pdf_cache_counters" after insert on "tenants"
      for each row execute function pdf_cache_counters_for_tenant();`);
    this.addSql(`select enable_tenant_rls('pdf_cache_entries');`);
    this.addSql(`select enable_tenant_rls('pdf_cache_counters');`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "tenants_pdf_cache_counters" on "tenants";`);
    this.addSql(`drop function if exists pdf_cache_counters_for_tenant();`);
    this.addSql(`drop table if exists "pdf_cache_entries" cascade;`);
    this.addSql(`drop table if exists "pdf_cache_counters" cascade;`);
  }
}
