import { Migration } from '@mikro-orm/migrations';

// Row-level security policies that the planner can read (docs/decisions.md 75). The first policy,
// `tenant_id is null or tenant_id = <setting>`, was an OR the planner could neither merge with the
// query's own `tenant_id = '<tenant>'` nor estimate: every tenant query was estimated at a fraction
// of its rows (a 100,000-row list planned as a few dozen rows, then sorted whole) and evaluated
// current_setting() on every row. Where tenant_id is NOT NULL, the policy is now the plain equality:
// PostgreSQL folds it with the query's tenant condition into one, checks the setting once per
// query (a one-time filter) and estimates the rows right. Tables with shared rows (a nullable
// tenant_id: the official legislative zones) keep the OR. Same rows visible, same rows writable.
export class Migration20261123030100TenantPolicyEquality extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function enable_tenant_rls(target regclass) returns void language plpgsql as $fn$
      declare
        shared boolean;
        tenant text := $s$nullif(current_setting('app.tenant_id', true), '')::uuid$s$;
      begin
        select not a.attnotnull into shared from pg_attribute a where a.attrelid = target and a.attname = 'tenant_id';
        execute format('alter table %s enable row level security', target);
        execute format('drop policy if exists tenant_isolation on %s', target);
        execute format('create policy tenant_isolation on %s using (%s) with check (tenant_id = %s)', target,
          case when shared then format('tenant_id is null or tenant_id = %s', tenant) else format('tenant_id = %s', tenant) end,
          tenant);
      end $fn$;`);
    this.addSql(`do $$ declare t record; begin
      for t in select c.table_name from information_schema.columns c
               join information_schema.tables tb on tb.table_name = c.table_name and tb.table_schema = c.table_schema
               where c.table_schema = 'public' and c.column_name = 'tenant_id' and tb.table_type = 'BASE TABLE'
      loop perform enable_tenant_rls(format('%I', t.table_name)::regclass); end loop;
    end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`create or replace function enable_tenant_rls(target regclass) returns void language plpgsql as $fn$
      begin
        execute format('alter table %s enable row level security', target);
        execute format('drop policy if exists tenant_isolation on %s', target);
        execute format($p$create policy tenant_isolation on %s
          using (tenant_id is null or tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
          with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)$p$, target);
      end $fn$;`);
    this.addSql(`do $$ declare t record; begin
      for t in select tablename from pg_policies where schemaname = 'public' and policyname = 'tenant_isolation'
      loop perform enable_tenant_rls(format('%I', t.tablename)::regclass); end loop;
    end $$;`);
  }
}
