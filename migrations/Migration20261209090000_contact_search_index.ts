import { Migration } from '@mikro-orm/migrations';

// A trigram index for the contacts search (docs/decisions.md 305). Under row-level security ILIKE
// (not leakproof) can never be an index condition, so the index is reached through a function that
// runs as the table's owner and applies the tenant condition of the policy itself: the rows of the
// tenant in `app.tenant_id` (none without it) whose first name, last name, company name or e-mail
// contains the term, case-insensitively, as `strpos(lower(column), lower(term)) > 0` reads them.
// pg_trgm and btree_gin are trusted extensions: a database owner without superuser creates them.
const SEARCHED = ['first_name', 'last_name', 'company_name', 'email'];

export class Migration20261209090000ContactSearchIndex extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists pg_trgm;');
    this.addSql('create extension if not exists btree_gin;');
    this.addSql(
      `create index if not exists "contacts_search_trigrams" on "contacts" using gin ("tenant_id", ${SEARCHED.map(
        (column) => `"${column}" gin_trgm_ops`,
      ).join(', ')});`,
    );
    const matches = SEARCHED.map((column) => `c."${column}" ilike pattern`).join(' or ');
    this.addSql(`create or replace function tenant_contact_search(term text) returns setof contacts
      language plpgsql stable security definer set search_path = public, pg_temp rows 1000 as $fn$
      declare
        pattern text := '%' || replace(replace(replace(term, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%';
      begin
        return query select c.* from contacts c
          where c.tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid and (${matches});
      end $fn$;`);
    this.addSql('revoke all on function tenant_contact_search(text) from public;');
    this.addSql('grant execute on function tenant_contact_search(text) to rental_app;');
  }

  override async down(): Promise<void> {
    this.addSql('drop function if exists tenant_contact_search(text);');
    this.addSql('drop index if exists "contacts_search_trigrams";');
  }
}
