import { Migration } from '@mikro-orm/migrations';

// The contacts search walked in the list's order without reading the table (docs/decisions.md 330):
// `search_text`, the four searched fields lower-cased and joined by U+0001 (a character a search
// term never holds: search.ts keeps such a term off this path), kept by PostgreSQL itself, and a
// covering index in the default order of the list (created_at desc, id) that carries it, so that
// the search is an index-only walk that stops after the page; the page's rows are then read by id.
const SEARCH_TEXT = `lower(coalesce("first_name", '') || chr(1) || coalesce("last_name", '') || chr(1) ||
  coalesce("company_name", '') || chr(1) || coalesce("email", ''))`;

export class Migration20261217000000ContactSearchText extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "contacts" add column "search_text" text generated always as (${SEARCH_TEXT}) stored;`);
    this.addSql(
      'create index "contacts_t_created_at_search" on "contacts" ("tenant_id", "created_at" desc, "id") include ("search_text");',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists "contacts_t_created_at_search";');
    this.addSql('alter table "contacts" drop column if exists "search_text";');
  }
}
