import { Migration } from '@mikro-orm/migrations';

// Every change to a key (revoked, altered, deleted), however it is made, is told on the
// `api_key_changes` channel with the key's id: each API process listening drops its cached copy
// (adapters/persistence/key-changes.ts). Delivered at commit, and only if it commits.
export class Migration20261129090000ApiKeyChanges extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function "notify_api_key_change"() returns trigger language plpgsql as $$
      begin
        perform pg_notify('api_key_changes', old.id::text);
        return null;
      end $$;`);
    this.addSql(`create trigger "api_keys_notify_change" after update or delete on "api_keys"
      for each row execute function "notify_api_key_change"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "api_keys_notify_change" on "api_keys";`);
    this.addSql(`drop function if exists "notify_api_key_change"();`);
  }
}
