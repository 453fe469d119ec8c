import { Migration } from '@mikro-orm/migrations';

// Row-level security behind the ORM's tenant filter. Requests run as the
// `rental_app` role with `app.tenant_id` set per transaction; a query without that setting sees no
// tenant row. Rows with a NULL tenant_id (the shared official seed) are readable by every tenant.
// `enable_tenant_rls(table)` is kept so that later migrations protect their tables the same way.
export class Migration20261121235900RowLevelSecurity extends Migration {
  override async up(): Promise<void> {
    this.addSql(`do $$ begin
      if not exists (select 1 from pg_roles where rolname = 'rental_app') then create role rental_app nologin; end if;
    end $$;`);
    this.addSql(`grant rental_app to current_user;`);
    this.addSql(`grant usage on schema public to rental_app;`);
    this.addSql(`grant select, insert, update, delete on all tables in schema public to rental_app;`);
    this.addSql(
      `alter default privileges in schema public grant select, insert, update, delete on tables to rental_app;`,
    );
    this.addSql(`create or replace function enable_tenant_rls(target regclass) returns void language plpgsql as $fn$
      begin
        execute format('alter table %s enable row level security', target);
        execute format('drop policy if exists tenant_isolation on %s', target);
        execute format($p$create policy tenant_isolation on %s
          using (tenant_id is null or tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
          with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)$p$, target);
      end $fn$;`);
    this.addSql(`do $$ declare t record; begin
      for t in select c.table_name from information_schema.columns c
               join information_schema.tables tb on tb.table_name = c.table_name and tb.table_schema = c.table_schema
               where c.table_schema = 'public' and c.column_name = 'tenant_id' and tb.table_type = 'BASE TABLE'
      loop perform enable_tenant_rls(format('%I', t.table_name)::regclass); end loop;
    end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`do $$ declare t record; begin
      for t in select tablename from pg_policies where schemaname = 'public' and policyname = 'tenant_isolation'
      loop execute format('drop policy tenant_isolation on %I', t.tablename); execute format('alter table %I disable row level security', t.tablename); end loop;
    end $$;`);
    this.addSql(`drop function if exists enable_tenant_rls(regclass);`);
  }
}
